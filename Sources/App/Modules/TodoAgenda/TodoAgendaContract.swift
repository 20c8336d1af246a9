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

/// What the agenda shows, as the Interactor found it: every group, empty ones included.
struct TodoAgendaContent: Hashable {
    var groups: [TodoAgendaGroup] = []
    /// Why the file cannot be changed, when it could not be read.
    var readOnlyReason: String?
}

/// One group of the agenda and its to-dos, soonest first.
struct TodoAgendaGroup: Hashable {
    enum When: Hashable { case overdue, today, tomorrow, thisWeek, later, noDate }
    var when: When
    /// "This week".
    var title: String
    /// "this week", as the summary counts it.
    var name: String
    var todos: [Todo]

    /// Overdue, today and tomorrow: counted in the status bar.
    var isPressing: Bool { [.overdue, .today, .tomorrow].contains(when) }
}

/// One line of the agenda: a group's heading with its count, or a to-do as the list draws it.
enum TodoAgendaRow: Hashable {
    case heading(String)
    case todo(TodoListRow)
}

typealias TodoAgendaViewModel = ListViewModel<TodoAgendaRow>
