import Entities
import Terminal

// The TodoList module: the to-do list pane. Protocols are named by the direction messages flow.

/// View → Presenter: what happened on screen, and the view model the View pulls when it draws.
@MainActor protocol TodoListViewToPresenter: ListViewToPresenter where Row == TodoListRow {}

/// Presenter → Interactor: the use cases.
@MainActor protocol TodoListPresenterToInteractor: TodoFieldEditing {
    func loadTodos()
    func setQuery(_ query: TodoQuery)
    /// `line` may carry #tags.
    func addTodo(from line: String)
    func setDone(_ id: Todo.ID, _ done: Bool)
    func deleteTodo(_ id: Todo.ID)
    func setPriority(_ id: Todo.ID, _ priority: Priority?)
    /// Moves a to-do past its neighbour in the list as shown (manual order).
    func moveTodo(_ id: Todo.ID, by offset: Int)
    func archiveDone()
    func unarchive(_ id: Todo.ID)
    func undo()
    func redo()
    func editNotesExternally(_ id: Todo.ID)
}

/// Interactor → Presenter: results, including changes made elsewhere (the detail pane, another process).
@MainActor protocol TodoListInteractorToPresenter: AnyObject {
    /// The list changed elsewhere (the detail pane, another process, a mended file).
    func todosDidChange(_ content: TodoListContent)
    /// An edit this pane asked for was made (the list now came through `todosDidChange` while it
    /// ran): what it was, and, if the file could not be written, why (the edit waits in memory).
    func editDidFinish(_ change: TodoChange, saveFailure: String?)
    /// An edit that was not made, and why (a bad due date, nothing to undo).
    func editWasRejected(_ sentence: String)
    func saveDidFail(_ sentence: String)
}

/// Presenter → Router: where to go.
@MainActor protocol TodoListPresenterToRouter: AnyObject {
    /// Shows a to-do in the detail pane, creating it if needed; with `focus`, the pane takes the keys.
    func showDetail(of id: Todo.ID?, focus: Bool)
    func showHelp()
    func quit()
}

/// What the list shows, as the Interactor found it.
struct TodoListContent: Hashable {
    var todos: [Todo]
    var counts: TodoCounts
    /// Why the file cannot be changed, when it could not be read.
    var readOnlyReason: String?
    /// Why the file could not be re-read after another program changed it (edits wait meanwhile).
    var refreshProblem: String?
    /// Edits shown but held in memory because the file could not be written.
    var unsavedEditCount = 0
}

/// What the list pane draws.
typealias TodoListViewModel = ListViewModel<TodoListRow>

/// One line of the list.
struct TodoListRow: Hashable {
    var checkbox: String
    /// "", "!", "!!" or "!!!".
    var priorityMarker: String
    var priority: PriorityLevel
    var title: String
    /// "#home #errands", or empty.
    var tags: String
    /// "today", "in 3 days", "2 days late", a date, or empty.
    var due: String
    var urgency: DueUrgency
    var isDone: Bool
    /// A repeating to-do: the View shows a mark before the due date.
    var repeats = false
}

/// A priority as the View colours it (the View does not see Entities).
enum PriorityLevel: Hashable {
    case none, low, medium, high
}
