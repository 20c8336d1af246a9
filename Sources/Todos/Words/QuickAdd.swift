import Entities

/// Reads a quick-add line, as typed on the add line or given to `adder todo add`:
/// `Pay rent !! due:fri 17:00 every:month #home`.
///
/// Anywhere in the line:
/// - `!`, `!!`, `!!!` (a word of its own): priority low, medium, high;
/// - `due:WHEN`: a due date as `DueDateParser` reads it, with an optional time;
/// - `every:RULE`: a repeat rule as `RecurrenceParser` reads it;
/// - `#tag`: a tag, by `TitleParser`'s rules (`C#`, `#123` stay in the title);
/// - `project:NAME`: the project, one word, dotted (`project:work.reports`), as in taskwarrior;
/// - taskwarrior's `+tag` (a letter after the `+`) and `pri:H` (M, L) too.
///
/// A WHEN or RULE of several words is quoted (`due:"next fri"`, `every:"2 weeks"`) or simply
/// written out: the longest run of up to four words that reads as one is taken
/// (`due:next fri 9am`, `every:2 weeks`, `every:month on the 15th`); the short forms need no
/// quotes (`every:2w`, `due:+3d`). A backslash keeps a literal: `\#1`, `\!`, `\due:`, `\every:`,
/// `\project:`, `\+`, `\pri:`.
/// The other words are the title, joined by single spaces.
public enum QuickAdd {
    /// The to-do `line` describes, and what was understood besides its title.
    public static func parse(_ line: String, today: CalendarDay) throws(QuickAddError) -> QuickAddResult {
        let words = QuickAddWords.split(line)
        var title: [String] = []
        var result = QuickAddResult(draft: TodoDraft(title: ""), understood: [])
        var tags: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if let priority = priorities[word.text] {
                result.draft.priority = priority
            } else if let value = word.value(after: "due:") {
                let (moment, used) = try longest(value, words: words, at: index) { text throws(QuickAddError) in
                    try due(text, today: today)
                }
                index += used
                result.draft.due = moment?.day
                result.draft.dueTime = moment?.time
            } else if let value = word.value(after: "every:") {
                let (rule, used) = try longest(value, words: words, at: index, parse: rule)
                index += used
                result.draft.recurrence = rule
            } else if let value = word.value(after: "project:"), let project = TodoProject.normalized(value.text) {
                result.draft.project = project
            } else if let value = word.value(after: "pri:"), let priority = taskwarriorPriorities[value.text.lowercased()] {
                result.draft.priority = priority
            } else if word.text.hasPrefix("+"), word.text.dropFirst().first?.isLetter == true,
                      let tag = TitleParser.normalizedTag(word.text.dropFirst()) {
                if !tags.contains(tag) { tags.append(tag) }
            } else if word.text.hasPrefix("#"), let tag = TitleParser.normalizedTag(word.text) {
                if !tags.contains(tag) { tags.append(tag) }
            } else {
                title.append(word.unescaped)
            }
        }
        result.draft.title = title.joined(separator: " ")
        result.draft.tags = tags
        if let problem = TitleParser.problem(withTitle: result.draft.title) { throw .noTitle(problem) }
        result.understood = understood(result.draft)
        return result
    }

    private static let priorities: [String: Priority] = ["!": .low, "!!": .medium, "!!!": .high]
    private static let taskwarriorPriorities: [String: Priority] = ["h": .high, "m": .medium, "l": .low]

    private static func due(_ text: String, today: CalendarDay) throws(QuickAddError) -> DueMoment? {
        do throws(DueDateError) {
            return try DueDateParser.parseMoment(text, today: today)
        } catch {
            throw .due(error)
        }
    }

    private static func rule(_ text: String) throws(QuickAddError) -> Recurrence {
        do throws(RecurrenceError) {
            return try RecurrenceParser.parse(text)
        } catch {
            throw .every(error)
        }
    }

    /// Reads `value` and up to three more words after it, the longest run that parses; the
    /// error of `value` alone when none does. Returns the result and how many words it took.
    private static func longest<T>(_ value: QuickAddWords.Value, words: [QuickAddWords.Word], at index: Int,
                                   parse: (String) throws(QuickAddError) -> T) throws(QuickAddError) -> (T, Int) {
        if !value.quoted {
            let available = words[index...].prefix(3).prefix { !$0.quoted && !$0.isMarker }
            for extra in stride(from: available.count, through: 1, by: -1) {
                let text = ([value.text] + available.prefix(extra).map(\.text)).joined(separator: " ")
                if let parsed = try? parse(text) { return (parsed, extra) }
            }
        }
        guard !value.text.isEmpty else { throw .emptyValue(value.key) }
        return (try parse(value.text), 0)
    }

    /// The line a title editor opens with: the title, each word quick add would read as more than
    /// a word escaped (`\!`, `\due:x`, `\+1`, `\#1`), then the tags; `parse` reads it back to
    /// the same title and tags, so only what the user types there is understood.
    public static func line(title: String, tags: [String]) -> String {
        let words = title.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let escaped = QuickAddWords.Word(text: String(word), quoted: false)
            return escaped.isMarker || escaped.unescaped != escaped.text ? "\\" + word : String(word)
        }
        return (words + tags.map { "#\($0)" }).joined(separator: " ")
    }

    /// "due Fri 2026-01-09 17:00", "every 2 weeks", "priority high", "#home".
    public static func understood(_ draft: TodoDraft) -> [String] {
        var parts: [String] = []
        if let due = draft.due {
            parts.append("due \(due.weekdayName) \(due)" + (draft.dueTime.map { " \($0)" } ?? ""))
        }
        if let rule = draft.recurrence { parts.append(rule.description) }
        if let priority = draft.priority { parts.append("priority \(priority.rawValue)") }
        if let project = draft.project { parts.append("project \(project)") }
        parts += draft.tags.map { "#\($0)" }
        return parts
    }
}

/// A quick-add line, read.
public struct QuickAddResult: Sendable, Hashable {
    /// The to-do to add: title, priority, due date and time, repeat rule, tags.
    public var draft: TodoDraft
    /// What was understood besides the title, in words: "due Fri 2026-01-09 17:00", "every 2 weeks",
    /// "priority high", "#home". Empty when the line was only a title.
    public var understood: [String]
}

/// Why a quick-add line could not be read. `description` is one sentence for the user.
public enum QuickAddError: Error, Hashable, CustomStringConvertible {
    case due(DueDateError)
    case every(RecurrenceError)
    case emptyValue(String)
    case noTitle(String)

    public var description: String {
        switch self {
        case .due(let error): "due: \(error.description)"
        case .every(let error): "every: \(error.description)"
        case .emptyValue(let key): "\(key) needs a value right after the colon, such as \(key == "due:" ? "due:fri" : "every:2w") (\\\(key) keeps it as a word)."
        case .noTitle(let problem): problem
        }
    }
}

extension CalendarDay {
    /// "Mon" … "Sun".
    public var weekdayName: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday - 1]
    }
}
