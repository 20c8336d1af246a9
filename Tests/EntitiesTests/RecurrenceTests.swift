import Entities
import Foundation
import Testing

@Suite("Recurrence rules and due times as stored")
struct RecurrenceTests {
    @Test("the words form reads and writes back", arguments: [
        "every day", "every 3 days", "every week", "every 2 weeks", "every weekday", "every mon,thu",
        "every 2 weeks on mon,thu", "every month", "every month on the 15th", "every month on the 1st",
        "every month on the 22nd", "every month on the 23rd", "every month on the 11th",
        "every 3 months on the last day", "every year", "every 2 years", "after 1 day", "after 3 days", "after 2 weeks",
        "after 1 month",
    ])
    func roundTrip(text: String) throws {
        #expect(try #require(Recurrence(text)).description == text)
    }

    @Test("other spellings of the same rule read as it", arguments: [
        ("Every  Week on Thu,Mon", "every mon,thu"), ("every monday,tuesday,wednesday,thursday,friday", "every weekday"),
        ("every week on mon,tue,wed,thu,fri", "every weekday"), ("EVERY 1 DAY", "every day"),
        ("every month on the last day", "every month on the last day"), ("after day", "after 1 day"),
        ("every 2 weeks on mon,tue,wed,thu,fri", "every 2 weeks on mon,tue,wed,thu,fri"),
    ])
    func spellings(text: String, canonical: String) throws {
        #expect(try #require(Recurrence(text)).description == canonical)
    }

    @Test("anything else is not a rule", arguments: [
        "", "every", "daily", "every 0 days", "every -1 days", "every 2 day", "every days", "every 1000 days",
        "every month on the 32nd", "every month on the 15", "every month on the 2th", "every week on the 15th",
        "every day on mon", "after 2 weeks on mon", "every mon,mon", "every mon,funday", "every 2 weekdays",
        "every month on the last", "after", "sometimes",
    ])
    func rejected(text: String) {
        #expect(Recurrence(text) == nil)
    }

    @Test("parts that do not fit together make no rule")
    func inconsistentParts() {
        #expect(Recurrence(unit: .day, weekdays: [.monday]) == nil)
        #expect(Recurrence(unit: .week, monthDay: .last) == nil)
        #expect(Recurrence(unit: .month, monthDay: .day(0)) == nil)
        #expect(Recurrence(unit: .month, monthDay: .last, anchor: .completion) == nil)
        #expect(Recurrence(unit: .year, interval: 0) == nil)
        #expect(Recurrence(unit: .week, interval: 2, weekdays: [.friday])?.description == "every 2 weeks on fri")
    }

    @Test("a rule is a JSON string, and a malformed one is a decoding error")
    func coding() throws {
        let rule = try #require(Recurrence("every 2 weeks"))
        #expect(String(decoding: try JSONEncoder().encode([rule]), as: UTF8.self) == #"["every 2 weeks"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Recurrence].self, from: Data(#"["fortnightly"]"#.utf8)) }
    }

    @Test("times of day read exactly HH:MM", arguments: [("00:00", true), ("23:59", true), ("9:30", false), ("24:00", false),
                                                          ("12:60", false), ("12-30", false), ("1２:30", false), ("", false)])
    func timesOfDay(text: String, valid: Bool) {
        #expect((TimeOfDay(text)?.description == text) == valid)
    }

    @Test("weekdays order Monday first and read short or full names")
    func weekdays() {
        #expect(Weekday.allCases.sorted().first == .monday && Weekday.allCases.sorted().last == .sunday)
        #expect(Weekday(name: "Thursday") == .thursday && Weekday(name: "tues") == .tuesday && Weekday(name: "th") == nil)
    }
}
