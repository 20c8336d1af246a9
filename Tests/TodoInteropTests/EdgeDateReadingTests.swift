import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Issue 33, items 4 and 15: what other tools' files say about dates and lines, read at the
/// edges. Each file is one the real tool wrote (the fixtures), with one thing changed.
@Suite struct EdgeDateReadingTests {
    static func fixture(_ name: String, replacing old: String, with new: String) throws -> Data {
        let text = String(decoding: try Fixture.data(name), as: UTF8.self)
        #expect(text.contains(old), "\(name) holds \(old)")
        return Data(text.replacingOccurrences(of: old, with: new).utf8)
    }

    static func refusal(_ data: Data, _ format: InteropFormat, timeZone: TimeZone = Fixture.utc) -> String? {
        do {
            let reading = try TodoInterop.read(data, format: format, file: "f", timeZone: timeZone)
            Issue.record("read without a word: \(reading.todos.map { ($0.title, $0.created, $0.completed, $0.due) })")
            return nil
        } catch {
            return error.description
        }
    }

    /// The proleptic Gregorian midnight UTC of `day`.
    static func midnightUTC(_ day: String) -> Date {
        Date(timeIntervalSince1970: Double(CalendarDay(day)!.daysSinceEpoch * 86_400))
    }

    @Test func aCompletionDateInYearZeroIsRefusedWithASentence() throws {
        let data = try Self.fixture("todo.txt", replacing: "x 2026-11-25 Finished thing", with: "x 0000-01-01 done in year zero")
        #expect(Self.refusal(data, .todotxt) == "f, line 6: has a completion date (0000-01-01) outside the dates Adder keeps "
                + "(0001-01-02 to 9999-12-30); nothing was imported.")
    }

    @Test func creationDatesInYearZeroAreRefusedInEveryFormat() throws {
        let todoTxt = try Self.fixture("todo.txt", replacing: "(A) 2026-11-25 Pay", with: "(A) 0000-11-25 Pay")
        #expect(Self.refusal(todoTxt, .todotxt) == "f, line 1: has a creation date (0000-11-25) outside the dates Adder keeps "
                + "(0001-01-02 to 9999-12-30); nothing was imported.")
        let taskwarrior = try Self.fixture("taskwarrior-export.json", replacing: #""entry":"20261125T104851Z","modified":"20261125T104851Z","priority":"L""#,
                                           with: #""entry":"00001125T104851Z","modified":"20261125T104851Z","priority":"L""#)
        #expect(Self.refusal(taskwarrior, .taskwarrior) == "f, line 3: has a creation date (0000-11-25) outside the dates Adder keeps "
                + "(0001-01-02 to 9999-12-30); nothing was imported.")
        let ics = try Self.fixture("todoman.ics", replacing: "CREATED;VALUE=DATE-TIME:20261125T104855Z",
                                   with: "CREATED;VALUE=DATE-TIME:00001125T104855Z")
        #expect(Self.refusal(ics, .ics) == "f, line 5: has a creation date (0000-11-25) outside the dates Adder keeps "
                + "(0001-01-02 to 9999-12-30); nothing was imported.")
    }

    /// DUE 9999-12-31T23:00Z is 10000-01-01 in Kiritimati (UTC+14).
    @Test func aDueDateThatBecomesYear10000LocallyIsRefused() throws {
        let kiritimati = TimeZone(identifier: "Pacific/Kiritimati")!
        let ics = try Self.fixture("icalendar.ics", replacing: "DUE;TZID=UTC;VALUE=DATE-TIME:20260121T120000Z",
                                   with: "DUE;TZID=UTC;VALUE=DATE-TIME:99991231T230000Z")
        #expect(Self.refusal(ics, .ics, timeZone: kiritimati)
                == "f, line 25: has a due date (10000-01-01) outside the dates Adder keeps (0001-01-02 to 9999-12-30); nothing was imported.")
        let taskwarrior = try Self.fixture("taskwarrior-export.json", replacing: #""due":"20260115T143000Z""#, with: #""due":"99991231T230000Z""#)
        #expect(Self.refusal(taskwarrior, .taskwarrior, timeZone: kiritimati)?.hasPrefix("f, line 4: has a due date (10000-01-01)") == true)
    }

    /// ISO 8601 and every format use the proleptic Gregorian calendar; Foundation's switched to Julian days.
    @Test func datesBefore1582AreNotShiftedByTheJulianCalendar() throws {
        let todoTxt = try Self.fixture("todo.txt", replacing: "2026-11-25 Call mum", with: "1582-10-10 Call mum")
        let read = try TodoInterop.read(todoTxt, format: .todotxt, file: "f", timeZone: Fixture.utc)
        #expect(read.todos[2].created == Self.midnightUTC("1582-10-10"))
        let taskwarrior = try Self.fixture("taskwarrior-export.json", replacing: #""due":"20260115T143000Z""#, with: #""due":"15821010T143000Z""#)
        let tasks = try TodoInterop.read(taskwarrior, format: .taskwarrior, file: "f", timeZone: Fixture.utc)
        #expect(tasks.todos.first { $0.title == "Call the bank" }?.due == CalendarDay("1582-10-10"))
        let ics = try Self.fixture("icalendar.ics", replacing: "COMPLETED;TZID=UTC;VALUE=DATE-TIME:20260101T100000Z",
                                   with: "COMPLETED;TZID=UTC;VALUE=DATE-TIME:15821010T000000Z")
        let todos = try TodoInterop.read(ics, format: .ics, file: "f", timeZone: Fixture.utc)
        #expect(todos.todos.first { $0.title == "Already done" }?.completed == Self.midnightUTC("1582-10-10"))
    }

    /// todo.txt ends a line at LF (or CRLF) only; NEL, VT, FF, U+2028 and U+2029 are inside a line.
    @Test func todoTxtLinesEndAtLineFeedsOnly() throws {
        let text = "(A) 2026-11-25 Pay\u{85}rent\u{0B}and\u{0C}the\u{2028}bank\u{2029}today +house\r\nx 2026-11-25 Finished thing\n"
        let read = try TodoInterop.read(Data(text.utf8), format: .todotxt, file: "f", timeZone: Fixture.utc)
        #expect(read.todos.map(\.title) == ["Pay rent and the bank today +house", "Finished thing"])
        #expect(read.todos.map(\.line) == [1, 2])
    }

    @Test func aTaskwarriorExportWithoutItsClosingBracketIsCutShort() throws {
        let whole = String(decoding: try Fixture.data("taskwarrior-export.json"), as: UTF8.self)
        let cut = whole.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(Self.refusal(Data(cut.utf8), .taskwarrior)
                == "f, line \(lines): ends before the ] that closes the task list: the file is cut short; nothing was imported.")
        #expect(Self.refusal(Data((whole + "{\"uuid\":\"x\",\"description\":\"after\"}\n").utf8), .taskwarrior)?
            .contains("after the ] that closes the task list") == true)
    }
}
