import Entities
import Todos
import Testing

/// Every form `RecurrenceParser` reads, checked through the canonical words it gives.
@Suite struct RecurrenceParserTests {
    static let cases: [(typed: String, canonical: String)] = [
        ("every day", "every day"),
        ("Every  Day", "every day"),
        ("day", "every day"),
        ("daily", "every day"),
        ("every 3 days", "every 3 days"),
        ("3d", "every 3 days"),
        ("every week", "every week"),
        ("weekly", "every week"),
        ("every 2 weeks", "every 2 weeks"),
        ("2w", "every 2 weeks"),
        ("every other week", "every 2 weeks"),
        ("biweekly", "every 2 weeks"),
        ("every month", "every month"),
        ("monthly", "every month"),
        ("1m", "every month"),
        ("quarterly", "every 3 months"),
        ("every year", "every year"),
        ("yearly", "every year"),
        ("annually", "every year"),
        ("1y", "every year"),
        ("every weekday", "every weekday"),
        ("every weekdays", "every weekday"),
        ("every mon,thu", "every mon,thu"),
        ("every mon, thu", "every mon,thu"),
        ("every thu,mon", "every mon,thu"),
        ("every monday and thursday", "every mon,thu"),
        ("every mondays", "every mon"),
        ("every week on mon,thu", "every mon,thu"),
        ("every 2 weeks on mon,thu", "every 2 weeks on mon,thu"),
        ("every month on the 15th", "every month on the 15th"),
        ("every month on 15", "every month on the 15th"),
        ("every month on the 1st", "every month on the 1st"),
        ("every month on the 31st", "every month on the 31st"),
        ("every month on the last day", "every month on the last day"),
        ("every month on the last", "every month on the last day"),
        ("every 3 months on the 1st", "every 3 months on the 1st"),
        ("after 3 days", "after 3 days"),
        ("after 2 weeks", "after 2 weeks"),
        ("after a month", "after 1 month"),
        ("after 1 year", "after 1 year"),
        ("after 3d", "after 3 days"),
    ]

    @Test(arguments: cases.indices)
    func readsTheRule(_ index: Int) throws {
        let example = Self.cases[index]
        let rule = try RecurrenceParser.parse(example.typed)
        // The canonical form reads back as the same rule (the file's round trip).
        #expect(Recurrence(example.canonical) == rule, "\(example.typed)")
        #expect(Recurrence(rule.description) == rule, "\(example.typed) → \(rule.description)")
    }

    @Test(arguments: ["every", "every fortnights", "every 0 days", "every -1 days", "sometimes", "every mon,fryday",
                      "every month on the 32nd", "every month on the 0th", "every day on mon", "after mon,thu",
                      "every 2 mon", "every month on the first", "after weekday", "0w", "every year on the 3rd"])
    func refusesWhatIsNoRule(_ text: String) {
        #expect(throws: RecurrenceError.unrecognized(text)) { try RecurrenceParser.parse(text) }
    }

    @Test func emptyIsItsOwnSentence() {
        #expect(throws: RecurrenceError.empty) { try RecurrenceParser.parse("   ") }
        #expect(RecurrenceError.unrecognized("sometimes").description.hasPrefix("\"sometimes\" is not a repeat rule: use every day, "))
    }

    @Test func anchors() throws {
        #expect(try RecurrenceParser.parse("every 3 days").anchor == .due)
        #expect(try RecurrenceParser.parse("after 3 days").anchor == .completion)
    }
}
