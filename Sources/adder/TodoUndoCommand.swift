import ArgumentParser
import CommandUseCases
import Terminal

/// `adder todo undo`: takes back the last change, made here or in the full-screen program,
/// through the history kept beside todos.json.
struct TodoHistoryUndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Take back the last change (made by a command or in the full-screen program).",
        discussion: """
            One step, from the history kept beside the to-do file (todos.undo.json, the last 100 steps). \
            Refuses, changing nothing, when the to-do was changed since by something that did not go through \
            that history. Not to be confused with undo-done, which reopens to-dos.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    func run() throws {
        let description = try TodoSession.opened().undo()
        print("Undid: \(InertText.make(description)).")
    }
}
