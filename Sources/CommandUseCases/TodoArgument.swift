import Entities
import Foundation
import Todos

/// Reading the values of `adder todo` options and arguments, each failure one sentence (exit 2).
public enum TodoArgument {
    /// Whole-number ids, each once, in the order given.
    public static func ids(_ texts: [String]) throws -> [Todo.ID] {
        guard !texts.isEmpty else {
            throw CommandFailure("No to-do id was given: name one or more, as shown by `adder todo list`.", status: 2)
        }
        var ids: [Todo.ID] = []
        for text in texts {
            guard let id = Todo.ID(text), id > 0 else {
                throw CommandFailure("\"\(text)\" is not a to-do id: ids are whole numbers, as shown by `adder todo list`.", status: 2)
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// `low`, `medium` or `high`, any case; `none` too (giving nil) when `allowingNone`.
    public static func priority(_ text: String, allowingNone: Bool) throws -> Priority? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let priority = Priority(rawValue: word) { return priority }
        if allowingNone && word == "none" { return nil }
        let accepted = allowingNone ? "low, medium, high or none" : "low, medium or high"
        throw CommandFailure("--priority \"\(text)\" is not a priority: use \(accepted).", status: 2)
    }

    /// A due date as `DueDateParser` reads it, without its time; nil for empty text.
    public static func due(_ text: String, today: CalendarDay) throws -> CalendarDay? {
        try dueMoment(text, today: today)?.day
    }

    /// Normalised tags, each once; empty values are skipped (so `--tag ""` alone means no tags).
    public static func tags(_ texts: [String]) throws -> [String] {
        var tags: [String] = []
        for text in texts where !text.trimmingCharacters(in: .whitespaces).isEmpty {
            let tag = try tag(text)
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// One tag, `errands` or `#Errands`, normalised to `errands`.
    public static func tag(_ text: String) throws -> String {
        guard let tag = TitleParser.normalizedTag(text) else {
            throw CommandFailure("--tag \"\(text)\" is not a tag: use letters, digits, - and _, with at least one letter (such as errands).", status: 2)
        }
        return tag
    }

    /// The words of `adder todo search` as one text; none, or only spaces, is a failure (exit 2).
    public static func searchText(_ words: [String]) throws -> String {
        let text = words.joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw CommandFailure("Nothing to search for: give one or more words.", status: 2)
        }
        return text
    }
}
