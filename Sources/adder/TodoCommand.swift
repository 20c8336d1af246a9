import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Todos

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

/// What every `adder todo` subcommand works on: the loaded store and today in the local time zone.
struct TodoSession {
    let store: TodoStore
    /// The history the TUI keeps too, so `adder todo undo` takes back a change made here or there.
    let history: TodoHistory
    let today: CalendarDay
    /// The clock's instant (`ADDER_NOW` fixes it) and the local time zone, as the TUI has them.
    let now: Date
    let timeZone: TimeZone

    /// Loads the store; an unreadable file ends the program with one sentence (exit 1).
    init(options: CommonOptions) throws {
        let environment = try AdderEnvironment(options: options, writable: true)
        store = environment.dependencies.store
        history = environment.dependencies.todos.history
        (now, timeZone) = (environment.dependencies.clock.now, environment.dependencies.timeZone)
        today = CalendarDay(now, timeZone: timeZone)
    }

    /// Fails, naming them, unless every id is a to-do in the store; checked before any change so
    /// that one wrong id changes nothing.
    func requireExisting(_ ids: [Todo.ID]) throws {
        let known = Set(store.todos.map(\.id))
        let unknown = ids.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return }
        let list = unknown.map(String.init).joined(separator: ", ")
        let noun = unknown.count == 1 ? "id" : "ids"
        throw CleanExit.message("There is no to-do with \(noun) \(list); nothing was changed.", code: 1)
    }

    /// Applies an edit and saves it; an edit that names a vanished to-do or could not be saved is an error.
    /// `description` names it for `todo undo` (by default, what the edit does).
    @discardableResult
    func apply(_ edit: TodoEdit, description: String? = nil) throws -> EditOutcome {
        let outcome: EditOutcome
        do {
            outcome = try history.perform(edit, description: description ?? edit.summary(in: store.todos))
        } catch {
            throw CleanExit.message(error.description, code: 1)
        }
        if let saveError = outcome.saveError {
            // The store would keep the edit for its next save, but this process ends now.
            throw CleanExit.message("\(saveError.reason); the change was not saved.", code: 1)
        }
        if let notice = history.takeFileNotice() { TodoSession.warn(notice) }
        return outcome
    }

}

/// Reading the values of `adder todo` options and arguments, each failure one sentence (exit 2).
enum TodoArgument {
    /// Whole-number ids, each once, in the order given.
    static func ids(_ texts: [String]) throws -> [Todo.ID] {
        guard !texts.isEmpty else {
            throw CleanExit.message("No to-do id was given: name one or more, as shown by `adder todo list`.", code: 2)
        }
        var ids: [Todo.ID] = []
        for text in texts {
            guard let id = Todo.ID(text), id > 0 else {
                throw CleanExit.message("\"\(text)\" is not a to-do id: ids are whole numbers, as shown by `adder todo list`.", code: 2)
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// `low`, `medium` or `high`, any case; `none` too (giving nil) when `allowingNone`.
    static func priority(_ text: String, allowingNone: Bool) throws -> Priority? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let priority = Priority(rawValue: word) { return priority }
        if allowingNone && word == "none" { return nil }
        let accepted = allowingNone ? "low, medium, high or none" : "low, medium or high"
        throw CleanExit.message("--priority \"\(text)\" is not a priority: use \(accepted).", code: 2)
    }

    /// A due date as `DueDateParser` reads it, without its time; nil for empty text.
    static func due(_ text: String, today: CalendarDay) throws -> CalendarDay? {
        try dueMoment(text, today: today)?.day
    }

    /// Normalised tags, each once; empty values are skipped (so `--tag ""` alone means no tags).
    static func tags(_ texts: [String]) throws -> [String] {
        var tags: [String] = []
        for text in texts where !text.trimmingCharacters(in: .whitespaces).isEmpty {
            let tag = try tag(text)
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// One tag, `errands` or `#Errands`, normalised to `errands`.
    static func tag(_ text: String) throws -> String {
        guard let tag = TitleParser.normalizedTag(text) else {
            throw CleanExit.message("--tag \"\(text)\" is not a tag: use letters, digits, - and _, with at least one letter (such as errands).", code: 2)
        }
        return tag
    }
}
