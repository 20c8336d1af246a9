import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Files that are broken or written to harm: one sentence naming the file and line, nothing imported,
/// and text that stays inert.
@Suite struct HostileFileTests {
    func error(_ text: String, _ format: InteropFormat) -> String? {
        do {
            _ = try TodoInterop.read(Data(text.utf8), format: format, file: "in.file", timeZone: Fixture.utc)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func brokenICalendarNamesTheLine() {
        #expect(error("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nDUE:soon\r\nEND:VTODO\r\nEND:VCALENDAR\r\n", .ics)
                == "in.file, line 4: has a DUE that is not a DATE or DATE-TIME (soon); nothing was imported.")
        #expect(error("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VCALENDAR\r\n", .ics)
                == "in.file, line 4: ends VCALENDAR where no VCALENDAR began; nothing was imported.")
        #expect(error("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\n", .ics)
                == "in.file, line 2: begins VTODO and the file ends before its END; nothing was imported.")
        #expect(error("hello\n", .ics) == "in.file, line 1: has no colon between the property name and its value; nothing was imported.")
        #expect(error("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nPRIORITY:11\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n", .ics)
                == "in.file, line 3: has a PRIORITY that is not a number from 0 to 9; nothing was imported.")
    }

    @Test func brokenTaskwarriorNamesTheLine() {
        #expect(error("[\n{\"uuid\":\"a\",\"description\":\"ok\"},\n{\"description\":\"no uuid\"}\n]\n", .taskwarrior)
                == "in.file, line 3: is not a taskwarrior task (it needs a uuid and a description); nothing was imported.")
        #expect(error("[\n{\"uuid\":\"a\",\"description\":\"cut", .taskwarrior)
                == "in.file, line 2: ends inside a task: the file is cut short; nothing was imported.")
        #expect(error("{\"uuid\":\"a\",\"description\":\"x\",\"due\":\"tomorrow\"}\n", .taskwarrior)
                == "in.file, line 1: has a due date that is not YYYYMMDDTHHMMSSZ; nothing was imported.")
        #expect(error("<html>\n", .taskwarrior)?.hasPrefix("in.file, line 1: is not part of a JSON task list") == true)
    }

    @Test func taskwarriorOneObjectALineAlsoReads() throws {
        let text = "{\"uuid\":\"a\",\"description\":\"first\"}\n{\"uuid\":\"b\",\"description\":\"second\",\"status\":\"completed\"}\n"
        let reading = try TodoInterop.read(Data(text.utf8), format: .taskwarrior, file: "x", timeZone: Fixture.utc)
        #expect(reading.todos.map(\.line) == [1, 2])
        #expect(reading.todos.map(\.done) == [false, true])
    }

    @Test func todoTxtThatIsNotUTF8NamesTheLine() {
        var bytes = Array("fine\nalso fine\n".utf8)
        bytes += [0x62, 0xFF, 0x0A]
        do {
            _ = try TodoInterop.read(Data(bytes), format: .todotxt, file: "in.file", timeZone: Fixture.utc)
            Issue.record("read a file that is not UTF-8")
        } catch {
            #expect(error.description == "in.file, line 3: is not UTF-8 text; nothing was imported.")
        }
    }

    @Test func controlCharactersAndBidiOverridesAreRemovedFromEveryFormat() throws {
        let evil = "Pay \u{1B}]52;c;ZXZpbA==\u{07}rent\u{202E}"
        let files: [(InteropFormat, String)] = [
            (.todotxt, evil + " +home\n"),
            (.taskwarrior, "[{\"uuid\":\"u\",\"description\":\"Pay \\u001b]52;c;ZXZpbA==\\u0007rent\\u202e\",\"annotations\":[{\"description\":\"\\u001b[2J\"}]}]"),
            (.ics, "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:u\r\nSUMMARY:" + evil + "\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"),
        ]
        for (format, text) in files {
            let reading = try TodoInterop.read(Data(text.utf8), format: format, file: "x", timeZone: Fixture.utc)
            let todo = try #require(reading.todos.first)
            #expect(todo.title.hasPrefix("Pay ]52;c;ZXZpbA==rent"), "\(format): \(todo.title.debugDescription)")
            #expect(!todo.notes.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            #expect(reading.dropped.counts["texts that held control characters (removed)"] ?? 0 >= 1)
        }
    }

    @Test func linesWithoutATitleAreSkippedAndCounted() throws {
        let reading = try TodoInterop.read(Data("x 2026-01-01\n(A) +onlyproject\n\nreal one\n".utf8), format: .todotxt,
                                           file: "x", timeZone: Fixture.utc)
        #expect(reading.todos.map(\.title) == ["+onlyproject", "real one"])
        #expect(reading.skipped.counts == ["lines without a title": 1])
    }
}

extension HostileFileTests {
    /// "\r\n" is one Character in Swift; a todo.txt written on Windows must still be one task a line.
    @Test func todoTxtWithCRLFLineEndsReadsOneTaskALine() throws {
        let reading = try TodoInterop.read(Data("(A) first +a\r\nsecond\r\n".utf8), format: .todotxt, file: "x", timeZone: Fixture.utc)
        #expect(reading.todos.map(\.title) == ["first +a", "second"])
        #expect(reading.todos.map(\.line) == [1, 2])
    }
}
