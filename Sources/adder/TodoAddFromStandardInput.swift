import ArgumentParser
import Entities
import Settings
import Terminal
import Todos

/// `adder todo add -`: one to-do a line of standard input, in the quick-add syntax, all or nothing.
enum TodoAddFromStandardInput {
    /// Adds every non-blank line as a to-do in one edit and prints their ids, one a line (or a
    /// JSON array of the new to-dos). A bad line adds nothing and names its line number.
    static func run(options: CommonOptions, json: Bool) throws {
        let session = try TodoSession(options: options)
        var drafts: [TodoDraft] = []
        // "\r\n" is one Character in Swift: splitting on isNewline ends a line at it, as at "\n".
        for (index, line) in try StandardInput.text().split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            switch TodoQuickAdd.draft(from: String(line), today: session.today) {
            case .success(let draft): drafts.append(draft)
            case .failure(let problem):
                let sentence = InertText.make(problem.sentence)
                throw CleanExit.message("Line \(index + 1) of standard input: \(sentence) Nothing was added.", code: 1)
            }
        }
        guard !drafts.isEmpty else {
            throw CleanExit.message("Standard input held no to-do: give one a line.", code: 1)
        }
        let outcome = try session.apply(.batch(drafts.map(TodoEdit.add)))
        // The inverse deletes what the batch added, last first: the ids the file gave them.
        guard case .batch(let inverses) = outcome.applied.inverse else { return }
        let ids = inverses.reversed().compactMap { edit -> Todo.ID? in
            if case .delete(let id) = edit { id } else { nil }
        }
        let added = ids.compactMap { id in session.store.todos.first { $0.id == id } }
        if json {
            print(TodoListing.json(added), terminator: "")
        } else {
            for todo in added { print(todo.id) }
        }
    }
}
