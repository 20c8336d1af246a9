import Entities

/// Edits of many to-dos at once (the marked rows of the list): each is one `TodoEdit.batch`, so
/// one undo step takes all of it back, and a batch is applied all or nothing.
extension TodoEdit {
    /// Marks every one done, or every one not done when all of them already are; and which.
    /// Completing a repeating one adds its next one too (`marking(_:done:today:)`).
    public static func markingAll(_ todos: [Todo], today: CalendarDay) -> (edit: TodoEdit, done: Bool) {
        let done = !todos.allSatisfy(\.done)
        return (.batch(todos.map { marking($0, done: done, today: today) }), done)
    }

    /// The same change of fields on each.
    public static func updatingAll(_ ids: [Todo.ID], _ patch: TodoPatch) -> TodoEdit {
        .batch(ids.map { .update($0, patch) })
    }

    /// Adds and removes tags on each, keeping each one's other tags in their order.
    public static func retagging(_ todos: [Todo], _ change: TagChange) -> TodoEdit {
        .batch(todos.map { todo in
            var tags = todo.tags.filter { !change.removed.contains($0) }
            for tag in change.added where !tags.contains(tag) { tags.append(tag) }
            return .update(todo.id, TodoPatch(tags: tags))
        })
    }
}

/// Tags to add and to remove, as typed for many to-dos: `home +errands -work` (a bare word or
/// `+word` or `#word` adds, `-word` removes).
public struct TagChange: Sendable, Hashable {
    public var added: [String]
    public var removed: [String]

    /// The change, or one sentence naming the first word that is not a tag.
    public static func parse(_ text: String) -> Result<TagChange, TagChangeProblem> {
        var change = TagChange(added: [], removed: [])
        for word in text.split(whereSeparator: \.isWhitespace) {
            let removes = word.hasPrefix("-")
            let name = removes || word.hasPrefix("+") ? word.dropFirst() : word
            guard let tag = TitleParser.normalizedTag(name) else { return .failure(TagChangeProblem(word: String(word))) }
            if removes {
                if !change.removed.contains(tag) { change.removed.append(tag) }
            } else if !change.added.contains(tag) {
                change.added.append(tag)
            }
        }
        guard !change.added.isEmpty || !change.removed.isEmpty else { return .failure(TagChangeProblem(word: "")) }
        return .success(change)
    }

    /// "+home -work".
    public var description: String {
        (added.map { "+\($0)" } + removed.map { "-\($0)" }).joined(separator: " ")
    }
}

/// Why a typed tag change was refused: the word that is not a tag (empty: nothing was typed).
public struct TagChangeProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public let word: String

    public var description: String {
        word.isEmpty ? "Type tags to add (home, +home) or remove (-home)."
            : "“\(word)” is not a tag: a tag is letters, digits, - and _, with a letter (-tag removes one)."
    }
}
