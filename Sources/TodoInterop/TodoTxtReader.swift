import Basics
import Entities
import Foundation

/// Reads todo.txt (one task a line, as todo.txt-cli writes it).
///
/// `x DATE` (done, completion date), `(A)` priority, a creation date, then the text. The first
/// `+project` is the project; further ones and `@context`s are tags; all stay in the title, where
/// todo.txt keeps them. The keys Adder
/// maps leave the title: `due:YYYY-MM-DD`, `rec:` (repeat), `id:` and `p:` (topydo's stable id and
/// parent link), and `pri:` (the priority of a done task). Any other `key:value` stays text.
/// A line without `id:` is known by a hash of its text without the done mark, dates and
/// priority (and with the mapped keys in any order), so the same task read again, done or not,
/// is the same to-do.
public enum TodoTxtReader {
    public static func read(_ data: Data, file: String, timeZone: TimeZone) throws(InteropError) -> ForeignReading {
        guard String(data: data, encoding: .utf8) != nil else {
            let line = firstInvalidLine(data)
            throw InteropError(file: file, line: line, "is not UTF-8 text")
        }
        var reading = ForeignReading()
        // A line ends at LF (or CRLF) only, as todo.txt-cli's: NEL, VT, FF, U+2028 and U+2029 are
        // inside a line, where `InteropText.clean` makes them spaces.
        for (index, bytes) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes, as: UTF8.self)
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard let todo = parse(line, line: index + 1, timeZone: timeZone, dropped: &reading.dropped) else {
                reading.skipped.add("lines without a title")
                continue
            }
            try InteropDateLimits.check(todo, timeZone: timeZone, file: file)
            reading.todos.append(todo)
        }
        return reading
    }

    /// One line as a to-do; nil when no title is left.
    static func parse(_ line: String, line number: Int, timeZone: TimeZone, dropped: inout Tally) -> ForeignTodo? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        var done = false
        var completed: Date?
        var created: Date?
        var priority: Priority?
        if words.first == "x" {
            done = true
            words = words.dropFirst()
            if let day = words.first.flatMap(dashedDay) { completed = midnight(day, timeZone); words = words.dropFirst() }
        } else if let first = words.first, first.count == 3, first.hasPrefix("("), first.hasSuffix(")"),
                  let letter = first.dropFirst().first, letter.isASCII, letter.isUppercase {
            priority = self.priority(letter, dropped: &dropped)
            words = words.dropFirst()
        }
        if let day = words.first.flatMap(dashedDay) { created = midnight(day, timeZone); words = words.dropFirst() }
        var todo = ForeignTodo(foreignID: "", line: number, title: "")
        var titleWords: [Substring] = []
        var tagNames: [String] = []
        var mappedKeys: [Substring] = []
        for word in words {
            let (key, value) = keyValue(word)
            if ["due", "rec", "id", "p"].contains(key) { mappedKeys.append(word) }
            switch key {
            case "due" where dashedDay(value) != nil: todo.due = dashedDay(value)
            case "rec" where RecurrenceMapping.todoTxt(value) != nil: todo.recurrence = RecurrenceMapping.todoTxt(value)
            case "id" where !value.isEmpty: todo.foreignID = "id:" + value
            case "p" where !value.isEmpty: todo.parentForeignID = "id:" + value
            case "pri" where value.count == 1 && value.first!.isUppercase:
                priority = self.priority(value.first!, dropped: &dropped)
            default:
                if key == "due" { dropped.add("due: values that are not YYYY-MM-DD (kept in the title)") }
                if key == "rec" { dropped.add("rec: values Adder does not read (kept in the title)") }
                if word.count > 1, word.first == "+", todo.project == nil, let project = TodoProject.normalized(String(word.dropFirst())) {
                    todo.project = project
                } else if word.count > 1, word.first == "+" || word.first == "@" {
                    tagNames.append(String(word.dropFirst()))
                }
                titleWords.append(word)
            }
        }
        todo.title = InteropText.clean(titleWords.joined(separator: " "), dropped: &dropped)
        guard !todo.title.allSatisfy(\.isWhitespace) else { return nil }
        // The text and the mapped keys in any order (Adder writes them at the end); not `pri:`.
        let identityText = (titleWords + mappedKeys.sorted()).joined(separator: " ")
        if todo.foreignID.isEmpty { todo.foreignID = "hash:" + InteropText.hash(identityText) }
        todo.done = done
        todo.completed = completed
        todo.created = created
        todo.priority = priority
        todo.tags = InteropText.tags(tagNames, dropped: &dropped)
        return todo
    }

    /// A, B, C are high, medium and low; D to Z are read as low.
    private static func priority(_ letter: Character, dropped: inout Tally) -> Priority {
        switch letter {
        case "A": return .high
        case "B": return .medium
        case "C": return .low
        default:
            dropped.add("priorities below (C) (read as low)")
            return .low
        }
    }

    private static func keyValue(_ word: Substring) -> (key: String, value: Substring) {
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else { return ("", word) }
        return (word[..<colon].lowercased(), word[word.index(after: colon)...])
    }

    static func dashedDay(_ text: Substring) -> CalendarDay? {
        guard text.count == 10, text.allSatisfy(\.isASCII) else { return nil }
        return CalendarDay(String(text)).flatMap { $0.isOnCalendar ? $0 : nil }
    }

    /// The start of `day` in `timeZone`, or the first instant Adder keeps when that is later the
    /// same day: a todo.txt date is a day, and 0001-01-02T00:00Z is still Jan 1 in New York.
    /// A day without such an instant stays outside `DateLimits`, for the reader to refuse.
    private static func midnight(_ day: CalendarDay, _ timeZone: TimeZone) -> Date {
        let start = InteropDates.instant(due: day, time: nil, in: timeZone)
        let earliest = Date(timeIntervalSince1970: Double(DateLimits.earliest.daysSinceEpoch * 86_400))
        guard start < earliest, InteropDates.instant(due: day.adding(days: 1), time: nil, in: timeZone) > earliest else { return start }
        return earliest
    }

    private static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        for (index, piece) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            line = index + 1
            if String(data: Data(piece), encoding: .utf8) == nil { break }
        }
        return line
    }
}
