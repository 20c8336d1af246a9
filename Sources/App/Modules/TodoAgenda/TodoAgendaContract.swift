import Entities
import Terminal

// The TodoAgenda module: the open to-dos grouped by when they are due, over the list. Its rows
// take the list's keys, through the same use cases (`TodoEditor`).

// View → Presenter: `ListViewToPresenter` (the View pulls `TodoAgendaRow`s when it draws).

/// Presenter → Interactor: the list's edits on one to-do (`TodoRowEditing`).
@MainActor protocol TodoAgendaPresenterToInteractor: TodoRowEditing {
    func loadAgenda()
}

/// Interactor → Presenter.
@MainActor protocol TodoAgendaInteractorToPresenter: AnyObject {
    /// The agenda as it is now (after any change, made here or elsewhere).
    func agendaDidChange(_ content: TodoAgendaContent)
    /// An edit this pane asked for was made; `saveFailure` when it waits in memory.
    func editDidFinish(_ change: TodoChange, saveFailure: String?)
    func editWasRejected(_ sentence: String)
}

/// Presenter → Router: builds the pane the agenda opens.
@MainActor protocol TodoAgendaPresenterToRouter: AnyObject {
    /// A to-do's details over the agenda (back returns here).
    func makeDetail() -> any Pane
}

/// What the agenda shows, as the Interactor found it: every group (`TodoAgenda.sections`, the one
/// `adder todo agenda` prints), empty ones included.
struct TodoAgendaContent: Hashable {
    var sections: [TodoAgendaSection] = []
    /// Why the file cannot be changed, when it could not be read.
    var readOnlyReason: String?
}

/// One line of the agenda: a group's heading with its count, or a to-do as the list draws it.
enum TodoAgendaRow: Hashable {
    case heading(String)
    case todo(TodoListRow)
}

typealias TodoAgendaViewModel = ListViewModel<TodoAgendaRow>
