import Entities
import Terminal

// The TodoList module: the to-do list pane. Protocols are named by the direction messages flow.

/// View → Presenter: what happened on screen.
protocol TodoListViewToPresenter: AnyObject {
    func viewDidLoad()
    func viewDidChange(visibleRows: Int)
    func handle(_ key: Key) -> Bool
}

/// Presenter → View: what to draw.
protocol TodoListPresenterToView: AnyObject {
    func display(_ model: TodoListViewModel)
}

/// Presenter → Interactor: the use cases.
protocol TodoListPresenterToInteractor: AnyObject {
    func loadTodos()
    func addTodo(titled title: String)
    func setDone(_ id: Todo.ID, _ done: Bool)
    func deleteTodo(_ id: Todo.ID)
}

/// Interactor → Presenter: results, including changes made elsewhere (the detail pane, another process).
protocol TodoListInteractorToPresenter: AnyObject {
    func todosDidChange(_ todos: [Todo])
    func todoWasAdded(_ todo: Todo)
    func todoWasDeleted(_ todo: Todo)
    func todoWasMarked(_ todo: Todo)
    func saveDidFail(_ sentence: String)
}

/// Presenter → Router: where to go.
protocol TodoListPresenterToRouter: AnyObject {
    /// Shows a to-do in the detail pane, creating it if needed; with `focus`, the pane takes the keys.
    func showDetail(of id: Todo.ID?, focus: Bool)
    func showHelp()
    func quit()
}

/// What the list pane draws.
struct TodoListViewModel: Hashable {
    var title: String
    var rows: [TodoListRow]
    var selectedRow: Int?
    var firstVisibleRow: Int
    /// Shown instead of rows when there are none.
    var emptyMessage: String?
    var chrome: PaneChrome
}

/// One line of the list.
struct TodoListRow: Hashable {
    var checkbox: String
    var title: String
    var isDone: Bool
}
