import Entities

/// Reads the time of day at the end of a due date: `17:00`, `9:05`, `9am`, `9 am`, `5:30pm`,
/// `12am` (midnight), `12pm` and `noon` (midday). Hours 0 to 23 on the 24-hour clock, 1 to 12
/// with am/pm; minutes 00 to 59 (two digits after a colon).
public enum TimeOfDayParser {
    /// The time `text` names, or nil when it is not shaped like one.
    public static func parse(_ text: String) -> TimeOfDay? {
        var words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard let time = try? takeTrailingTime(from: &words, input: text), words.isEmpty else { return nil }
        return time
    }

    /// Removes a time from the end of `words` and returns it; nil (and `words` untouched) when the
    /// last words are not shaped like a time. Throws when they are but name no time (`25:00`, `13pm`).
    static func takeTrailingTime(from words: inout [String], input: String) throws(DueDateError) -> TimeOfDay? {
        guard let last = words.last else { return nil }
        if last == "noon" {
            words.removeLast()
            return TimeOfDay(hour: 12, minute: 0)
        }
        if last == "am" || last == "pm", words.count >= 2 {
            let hour = words[words.count - 2]
            guard let clock = shape(hour) else { return nil }
            let time = try time(clock, meridiem: last, input: "\(hour) \(last)")
            words.removeLast(2)
            return time
        }
        var body = Substring(last)
        var meridiem: String?
        if body.hasSuffix("am") || body.hasSuffix("pm") {
            meridiem = String(body.suffix(2))
            body = body.dropLast(2)
        }
        guard let clock = shape(body), meridiem != nil || clock.minute != nil else { return nil }
        let time = try time(clock, meridiem: meridiem, input: last)
        words.removeLast()
        return time
    }

    private typealias Clock = (hour: Int, minute: Int?)

    /// `9`, `17:30` as numbers, when the text is digits with at most one colon and two minute digits.
    private static func shape(_ text: some StringProtocol) -> Clock? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (1...2).contains(parts[0].count), parts[0].allSatisfy(\.isASCIIDigit),
              let hour = Int(parts[0]) else { return nil }
        guard parts.count == 2 else { return (hour, nil) }
        guard parts[1].count == 2, parts[1].allSatisfy(\.isASCIIDigit), let minute = Int(parts[1]) else { return nil }
        return (hour, minute)
    }

    private static func time(_ clock: Clock, meridiem: String?, input: String) throws(DueDateError) -> TimeOfDay {
        var hour = clock.hour
        if let meridiem {
            guard (1...12).contains(hour) else { throw .notATime(input) }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        }
        guard let time = TimeOfDay(hour: hour, minute: clock.minute ?? 0) else { throw .notATime(input) }
        return time
    }
}
