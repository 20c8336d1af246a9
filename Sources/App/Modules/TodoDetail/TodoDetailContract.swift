import Entities
import Terminal

// The TodoDetail module: one to-do's details, beside the list or in its place.

/// What other modules may ask of this one (the list's Router tells it which to-do to show).
protocol TodoDetailModuleInput: AnyObject {
    func show(todoID: Todo.ID?)
}

/// View → Presenter.
protocol TodoDetailViewToPresenter: AnyObject {
    func viewDidLoad()
    func handle(_ key: Key) -> Bool
}

/// Presenter → View.
protocol TodoDetailPresenterToView: AnyObject {
    func display(_ model: TodoDetailViewModel)
}

/// Presenter → Interactor.
protocol TodoDetailPresenterToInteractor: AnyObject {
    func loadTodo(_ id: Todo.ID?)
    func setDone(_ id: Todo.ID, _ done: Bool)
    func setNotes(_ id: Todo.ID, _ notes: String)
    func editNotesExternally(_ id: Todo.ID)
    func undo()
    func redo()
}

/// Interactor → Presenter.
protocol TodoDetailInteractorToPresenter: AnyObject {
    /// The shown to-do as it is now; nil when there is none (deleted, or the list is empty).
    func todoDidChange(_ todo: Todo?)
    /// An edit this pane asked for was made: what it was, the to-do now, and, if the file could
    /// not be written, why (the edit waits in memory).
    func editDidFinish(_ change: TodoChange, todo: Todo?, saveFailure: String?)
    func editWasRejected(_ sentence: String)
    func saveDidFail(_ sentence: String)
}

/// Presenter → Router.
protocol TodoDetailPresenterToRouter: AnyObject {
    func goBack()
    func showHelp()
}

/// What the detail pane draws.
struct TodoDetailViewModel: Hashable {
    var paneTitle: String
    var heading: String?
    var fields: [TodoDetailField]
    var notes: String?
    /// The notes being edited in the pane, when they are.
    var notesEditor: TextArea?
    /// Shown when there is no to-do to show.
    var placeholder: String?
    var chrome: PaneChrome
}

/// One "label  value" line.
struct TodoDetailField: Hashable {
    enum Emphasis: Hashable { case normal, done, muted, tag, priorityLow, priorityMedium, priorityHigh, dueToday, overdue }
    var label: String
    var value: String
    var emphasis: Emphasis
}
