import ArgumentParser

/// `adder todo`: the to-do list for scripts, with the same file and rules as the TUI.
struct TodoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        _superCommandName: ShortErrors.rootName,
        abstract: "Add, list, complete, edit and remove to-dos.",
        discussion: "IDs are the stable numbers `adder todo list` shows. Errors go to stderr with a non-zero exit status.",
        subcommands: [TodoAddCommand.self, TodoListCommand.self, TodoDoneCommand.self, TodoUndoDoneCommand.self,
                      TodoRemoveCommand.self, TodoEditCommand.self, TodoAgendaCommand.self, TodoHistoryUndoCommand.self,
                      TodoShowCommand.self, TodoNoteCommand.self, TodoSearchCommand.self, TodoArchiveCommand.self,
                      TodoImportCommand.self, TodoExportCommand.self, TodoSyncCommand.self])
}
