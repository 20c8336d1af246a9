/// Everything a key can ask for. One enum for the whole program, because one table
/// (`Keymap.standard`) drives dispatch, the status-bar hints and the help screen.
public enum Action: String, CaseIterable, Sendable {
    case moveDown, moveUp, moveToTop, moveToBottom, pageDown, pageUp
    case open, back, quit, showHelp
    case addTodo, toggleDone, deleteTodo
    case submit, cancel, cursorLeft, cursorRight, cursorToStart, cursorToEnd
    case deleteBackward, deleteForward, deleteToStart, deleteWordBackward
}

/// Where a binding applies: the focused pane's context, or the line editor while it is open.
public enum KeyContext: String, CaseIterable, Sendable {
    case todoList, todoDetail, help, lineEditor

    /// The heading the help screen gives this context.
    public var title: String {
        switch self {
        case .todoList: "To-do list"
        case .todoDetail: "To-do details"
        case .help: "Help"
        case .lineEditor: "Line editor (adding a to-do)"
        }
    }
}
