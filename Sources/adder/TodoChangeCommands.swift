import ArgumentParser
import Basics
import Entities
import Settings
import Todos

/// `adder todo done`: marks to-dos done.
struct TodoDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark to-dos done.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The ids of the to-dos.")
    var ids: [String] = []

    func run() throws {
        try TodoBatchEdit.apply(to: ids, options: options) { .marking($0, done: true, today: $1) }
    }
}

/// `adder todo undo-done`: makes done to-dos open again (and unarchives archived ones).
struct TodoUndoDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undo-done", abstract: "Mark to-dos not done.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The ids of the to-dos.")
    var ids: [String] = []

    func run() throws {
        try TodoBatchEdit.apply(to: ids, options: options) { todo, _ in .marking(todo, done: false) }
    }
}

/// `adder todo rm`: deletes to-dos.
struct TodoRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete to-dos.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The ids of the to-dos.")
    var ids: [String] = []

    func run() throws {
        try TodoBatchEdit.apply(to: ids, options: options) { todo, _ in .delete(todo.id) }
    }
}

/// The same edit applied to several to-dos, after checking that every id exists.
enum TodoBatchEdit {
    /// `edit` gets each to-do and today (a repeating one completed gets its next from today).
    static func apply(to idTexts: [String], options: CommonOptions, edit: (Todo, CalendarDay) -> TodoEdit) throws {
        let ids = try TodoArgument.ids(idTexts)
        let session = try TodoSession(options: options)
        try session.requireExisting(ids)
        for id in ids {
            // Gone since the check only when the same id was given twice to `rm`.
            guard let todo = session.store.todos.first(where: { $0.id == id }) else {
                throw CleanExit.message("There is no to-do with id \(id).", code: 1)
            }
            try session.apply(edit(todo, session.today))
        }
    }
}
