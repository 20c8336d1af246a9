import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Todos

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
        let session = try TodoSession(options: options)
        try session.requireExisting([id])
        guard let todo = session.store.todos.first(where: { $0.id == id }) else { return }
        let notes: String
        if edit {
            // No screen to hand over: the editor gets the terminal as it is.
            let editor = ExternalTextEditor(environment: ProcessInfo.processInfo.environment, suspend: { $0() })
            do {
                notes = try editor.edit(todo.notes, name: "adder-notes-\(id).txt")
            } catch {
                throw CleanExit.message(error.description, code: 1)
            }
        } else {
            notes = try StandardInput.text()
        }
        guard notes != todo.notes else { return }
        try session.apply(.update(id, TodoPatch(notes: notes)))
    }
}

/// Standard input for `todo note` and `todo add -`.
enum StandardInput {
    /// All of it as UTF-8 text, without one final line break; invalid UTF-8 is an error (exit 1).
    static func text() throws -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw CleanExit.message("Standard input is not UTF-8 text; nothing was changed.", code: 1)
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
