import ArgumentParser
import Basics
import CommandUseCases
import Foundation

/// `adder todo note`: replaces a to-do's notes with standard input, or edits them in `$EDITOR`.
struct TodoNoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Set a to-do's notes from standard input, or edit them in $VISUAL/$EDITOR.",
        discussion: "echo 'call before noon' | adder todo note 3 — empty input clears the notes.")

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The id of the to-do.")
    var id: String

    @Flag(help: "Edit the notes in $VISUAL or $EDITOR (vi when neither is set) instead of reading standard input.")
    var edit = false

    func run() throws {
        let id = try TodoArgument.ids([self.id])[0]
        try TodoSession.opened().setNotes(of: id) { todo in
            guard edit else { return try StandardInput.text() }
            // No screen to hand over: the editor gets the terminal as it is.
            let editor = ExternalTextEditor(environment: ProcessInfo.processInfo.environment, suspend: { $0() })
            do throws(TextEditingError) {
                return try editor.edit(todo.notes, name: "adder-notes-\(id).txt")
            } catch {
                throw CommandFailure(error.description, status: 1)
            }
        }
    }
}

/// Standard input for `todo note` and `todo add -`.
enum StandardInput {
    /// All of it as UTF-8 text, without one final line break; invalid UTF-8 is an error (exit 1).
    static func text() throws -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("Standard input is not UTF-8 text; nothing was changed.", status: 1)
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
