/// Everything a key can ask for. One enum for the whole program, because one table
/// (`Keymap.standard`) drives dispatch, the status-bar hints and the help screen.
public enum Action: String, CaseIterable, Sendable {
    case moveDown, moveUp, moveToTop, moveToBottom, pageDown, pageUp
    case open, back, quit, showHelp, suspend, commandLine, showMessages
    case addTodo, toggleDone, deleteTodo, editTitle, editNotes, editNotesExternally
    case cyclePriority, editDue, editRecurrence, search, clearSearch, cycleFilter, cycleSort, cycleView
    case moveTodoDown, moveTodoUp, archiveDone, unarchive, undo, redo
    case showAgenda, syncTodos
    case toggleMark, markRange, markAll, clearMarks, editTags, editProject, indent, outdent, toggleFold, toggleFoldAll, answerAll, answerOne
    /// The `:` command line's own keys (its text is edited with the line editor's).
    case complete, olderCommand, newerCommand
    case submit, cancel, cursorLeft, cursorRight, cursorUp, cursorDown, cursorToStart, cursorToEnd
    case deleteBackward, deleteForward, deleteToStart, deleteWordBackward, newLine
    case nextTab, previousTab, showFirstTab, showSecondTab
    case refreshFeed, refreshAll, toggleRead, markAllRead, toggleStar, nextUnread, previousUnread
    case openLink, copyLink, articleToTodo, showLinks
    case pickTag, clearTag, toggleReadFeeds, toggleReadArticles, editFeedsFile, addFeed
    case saveSearch
    case saveArticle, pipeArticle, openAttachments
}

/// Where a binding applies: the focused pane's context, or an editor while it is open.
public enum KeyContext: String, CaseIterable, Sendable {
    /// Everywhere, before the focused pane sees the key.
    case global
    /// The shell's keys: a key the focused pane did not use.
    case tabs
    case todoList, todoDetail, todoAgenda
    /// The list's question about a to-do with subtasks (complete or delete all of them?).
    case todoQuestion
    case newsFeeds, newsArticles, newsReader, newsLinks, newsTags
    case help, lineEditor, notesEditor
    /// The `:` line, before the line editor's keys.
    case commandLine

    /// The heading the help screen gives this context.
    public var title: String {
        switch self {
        case .global: "Everywhere"
        case .tabs: "Tabs (when the pane does not use the key)"
        case .todoList: "To-do list"
        case .todoDetail: "To-do details"
        case .todoAgenda: "To-do agenda"
        case .todoQuestion: "To-do list: completing or deleting a to-do with subtasks"
        case .newsFeeds: "News: feeds"
        case .newsArticles: "News: articles"
        case .newsReader: "News: reader"
        case .newsLinks: "News: the reader's links"
        case .newsTags: "News: the tag picker"
        case .help: "Help"
        case .lineEditor: "Line editor (add, edit, due date, search)"
        case .notesEditor: "Notes editor (in the details pane)"
        case .commandLine: "Command line (:; the line editor's keys edit it)"
        }
    }
}
