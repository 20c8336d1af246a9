import ArgumentParser
import CommandUseCases

/// `adder todo done`: marks to-dos done.
struct TodoDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark to-dos done.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The ids of the to-dos.")
    var ids: [String] = []

    func run() throws {
        let ids = try TodoArgument.ids(self.ids)
        try TodoSession.opened().change(ids, .done)
    }
}

/// `adder todo undo-done`: makes done to-dos open again (and unarchives archived ones).
struct TodoUndoDoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undo-done", abstract: "Mark to-dos not done.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The ids of the to-dos.")
    var ids: [String] = []

    func run() throws {
        let ids = try TodoArgument.ids(self.ids)
        try TodoSession.opened().change(ids, .undoDone)
    }
}

/// `adder todo rm`: deletes to-dos.
struct TodoRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete to-dos.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The ids of the to-dos.")
    var ids: [String] = []

    func run() throws {
        let ids = try TodoArgument.ids(self.ids)
        try TodoSession.opened().change(ids, .remove)
    }
}
