import Entities

/// The to-dos a `TodoListContent` shows, in a box the list Interactor can empty before an edit
/// changes the store's list in place, so that the edit need not copy it (`TodoListContent.shared`).
/// A value like the content itself, read and emptied on the loop's thread only.
final class TodoListTodos {
    private(set) var todos: [Todo]

    init(_ todos: [Todo]) {
        self.todos = todos
    }

    /// Lets go of the to-dos: the content is not read again (a new one follows).
    func empty() { todos = [] }
}
