import Entities
import Terminal

/// What the list shows: the to-dos as the Interactor found them and the rows shown of them, the
/// query, the selection and the marks, an editor or a question open in the status bar, the
/// background sync, and what the last key did.
struct TodoListState {
    var content = TodoListContent(todos: [], counts: TodoCounts())
    var query = TodoQuery()
    var list = ListState()
    var prompt: TodoListPrompt?
    var message: StatusMessage?
    var marks = TodoListMarks()
    var question: TodoListQuestion?
    /// The background sync's state; nil when `[todos.sync]` is not set up.
    var sync: TodoSyncState?
    /// A sync asked for with the key is under way: its outcome is said even when all went well.
    var syncAskedByKey = false
    /// The selected to-do, noted by `todosWillChange` while `content.all` is about to change under
    /// the rows; the next content selects it again.
    var selectedBeforeChange: Todo.ID?

    var rows: [TodoTreeRow] { content.rows }
    func todo(atRow row: Int) -> Todo { content.all[content.rows[row].index] }
    var selectedTodo: Todo? { list.selected.map(todo(atRow:)) }
    func row(of id: Todo.ID) -> Int? { content.rows.firstIndex { content.all[$0.index].id == id } }
    /// The ids shown, in order.
    var shownIDs: [Todo.ID] { content.rows.map { content.all[$0.index].id } }
}
