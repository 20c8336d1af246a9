import Entities
import Terminal

// The TodoList module: the to-do list pane. Protocols are named by the direction messages flow.

// View → Presenter: `ListViewToPresenter` (the View pulls `TodoListRow`s when it draws).

/// Presenter → Interactor: the use cases (a row's own edits are `TodoRowEditing`'s).
@MainActor protocol TodoListPresenterToInteractor: TodoRowEditing {
    func loadTodos()
    func setQuery(_ query: TodoQuery)
    /// `line` may carry #tags.
    func addTodo(from line: String)
    /// Moves a to-do past its neighbour in the list as shown (manual order).
    func moveTodo(_ id: Todo.ID, by offset: Int)
    func archiveDone()
    func unarchive(_ id: Todo.ID)
    /// One change to several to-dos (the marked ones), as one undo step.
    func editMany(_ ids: [Todo.ID], _ change: TodoManyChange)
    /// Makes a to-do the last subtask of another (indent).
    func indent(_ id: Todo.ID, under parent: Todo.ID)
    /// Moves a subtask up a level, after its parent (outdent).
    func outdent(_ id: Todo.ID)
    /// Marks a to-do and all its open subtasks done, as one undo step.
    func completeWithSubtasks(_ id: Todo.ID)
    /// Deletes only this to-do; its subtasks move up a level. (`deleteTodo` takes the subtree.)
    func deleteKeepingSubtasks(_ id: Todo.ID)
    /// Starts a sync with the CalDAV server now (its outcome comes through `syncDidChange`).
    func syncNow() -> TodoSyncRequest
}

/// What asking for a sync did.
enum TodoSyncRequest: Equatable {
    case started, alreadyRunning, notSetUp
}

/// What can be done to many to-dos at once.
enum TodoManyChange: Hashable {
    case toggleDone, delete, cyclePriority, archive
    /// As typed: today, fri, +3d, YYYY-MM-DD…; empty clears.
    case due(String)
    /// As typed: `home -work`.
    case tags(String)
    /// As typed: `work.reports`; empty takes them out of their project.
    case project(String)
    /// One place down (1) or up (-1) in the list as shown, each past its neighbour.
    case move(by: Int)
}

/// Interactor → Presenter: results, including changes made elsewhere (the detail pane, another process).
@MainActor protocol TodoListInteractorToPresenter: AnyObject {
    /// The list changed elsewhere (the detail pane, another process, a mended file).
    func todosDidChange(_ content: TodoListContent)
    /// An edit is about to change the store's list in place: what the content shows now is read
    /// for the last time (`todosDidChange` follows before anything is drawn).
    func todosWillChange()
    /// An edit this pane asked for was made (the list now came through `todosDidChange` while it
    /// ran): what it was, and, if the file could not be written, why (the edit waits in memory).
    func editDidFinish(_ change: TodoChange, saveFailure: String?)
    /// An edit that was not made, and why (a bad due date, nothing to undo).
    func editWasRejected(_ sentence: String)
    func saveDidFail(_ sentence: String)
    /// The background sync's state changed; `outcome` when a sync just ended.
    func syncDidChange(_ state: TodoSyncState, outcome: TodoSyncOutcome?)
}

/// Presenter → Router: builds the panes the list opens (the Presenter says when, as `PaneEffect`s).
@MainActor protocol TodoListPresenterToRouter: AnyObject {
    /// The detail pane, beside the list.
    func makeDetail() -> any Pane
    /// The agenda, over the list.
    func makeAgenda() -> any Pane
}

extension TodoListInteractorToPresenter {
    func todosWillChange() {}
}

/// What the list shows, as the Interactor found it: the to-dos, and the rows shown of them (a tree
/// flattened in display order, each naming its to-do by position in `all`).
struct TodoListContent: Hashable {
    /// The to-dos the rows point into (the store's list, shared rather than copied).
    var all: [Todo] { shared.todos }
    /// Where `all` is kept: the Interactor empties it when an edit is about to change the store's
    /// list in place, so that the edit need not copy it (`TodoListInteractor.todoStoreWillChange`).
    let shared: TodoListTodos
    var rows: [TodoTreeRow]
    var counts: TodoCounts
    /// Why the file cannot be changed, when it could not be read.
    var readOnlyReason: String?
    /// Why the file could not be re-read after another program changed it (edits wait meanwhile).
    var refreshProblem: String?
    /// Edits shown but held in memory because the file could not be written.
    var unsavedEditCount = 0
    /// One sentence about to-dos shown at the top level because their parent is gone (told once).
    var liftedNotice: String?

    init(all: [Todo], rows: [TodoTreeRow], counts: TodoCounts, readOnlyReason: String? = nil, refreshProblem: String? = nil,
         unsavedEditCount: Int = 0) {
        shared = TodoListTodos(all)
        self.rows = rows
        self.counts = counts
        self.readOnlyReason = readOnlyReason
        self.refreshProblem = refreshProblem
        self.unsavedEditCount = unsavedEditCount
    }

    /// Every one of `todos` shown, in order, at the top level.
    init(todos: [Todo], counts: TodoCounts, readOnlyReason: String? = nil, refreshProblem: String? = nil, unsavedEditCount: Int = 0) {
        self.init(all: todos, rows: todos.indices.map { TodoTreeRow(index: $0) }, counts: counts, readOnlyReason: readOnlyReason,
                  refreshProblem: refreshProblem, unsavedEditCount: unsavedEditCount)
    }

    /// The to-dos shown, in order (a copy: for tests and rare paths).
    var todos: [Todo] { rows.map { all[$0.index] } }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rows == rhs.rows && lhs.counts == rhs.counts && lhs.readOnlyReason == rhs.readOnlyReason
            && lhs.refreshProblem == rhs.refreshProblem && lhs.unsavedEditCount == rhs.unsavedEditCount
            && lhs.liftedNotice == rhs.liftedNotice && lhs.todos == rhs.todos
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(rows)
        hasher.combine(counts)
    }
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
    /// The to-do has notes: a mark after the title says so.
    var hasNotes = false
    /// "#home #errands", or empty.
    var tags: String
    /// "today", "in 3 days", "2 days late", a date, or empty.
    var due: String
    var urgency: DueUrgency
    var isDone: Bool
    /// Marked for an action on many at once.
    var isMarked = false
    /// Levels under the top (indentation).
    var depth = 0
    var fold = TodoListFold.leaf
    /// "2/5": done and total direct subtasks; empty without subtasks.
    var progress = ""
    /// Shown only as the path to a match (dimmed).
    var isContext = false
    /// A repeating to-do: the View shows a mark before the due date.
    var repeats = false
}

/// Whether a row has subtasks, and whether they show.
enum TodoListFold: Hashable {
    case leaf, open, folded
}

/// A priority as the View colours it (the View does not see Entities).
enum PriorityLevel: Hashable {
    case none, low, medium, high
}
