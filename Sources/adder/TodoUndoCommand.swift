import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Terminal
import Todos

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
        let session = try TodoSession(options: options)
        let step: (outcome: EditOutcome, description: String)?
        do {
            step = try session.history.undo()
        } catch {
            throw CleanExit.message(error.description, code: 1)
        }
        if let notice = session.history.takeFileNotice() { TodoSession.warn(notice) }
        guard let step else { throw CleanExit.message("There is nothing to undo.", code: 1) }
        if let saveError = step.outcome.saveError {
            throw CleanExit.message("\(saveError.reason); the undo was not saved.", code: 1)
        }
        print("Undid: \(InertText.make(step.description)).")
    }
}

extension TodoSession {
    /// A sentence on stderr that does not end the program.
    static func warn(_ sentence: String) {
        FileHandle.standardError.write(Data("adder: \(InertText.make(sentence))\n".utf8))
    }
}
