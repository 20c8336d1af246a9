import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Inputs that crashed, hung or slowed a reader of other tools' files (found with the fuzz targets
/// todotxt, taskwarrior and ics, or while writing them), kept so they stay fixed.
@Suite struct FuzzFindingsTests {
    static func read(_ text: String, _ format: InteropFormat) throws -> ForeignReading {
        try TodoInterop.read(Data(text.utf8), format: format, file: "in.file", timeZone: Fixture.utc)
    }

    @Test("a taskwarrior recur whose count overflows when multiplied is dropped, not a crash")
    func hugeTaskwarriorRecur() throws {
        for recur in ["9223372036854775807q", "4611686018427387904wks", "P3074457345618258603Q", "99999999999999999999d"] {
            let text = #"[{"uuid":"a","description":"x","recur":"\#(recur)","status":"pending"}]"#
            let reading = try Self.read(text, .taskwarrior)
            #expect(reading.todos.count == 1 && reading.todos[0].recurrence == nil, "\(recur)")
            #expect(reading.dropped.counts["recur values Adder cannot express"] == 1, "\(recur)")
        }
    }
}

extension FuzzFindingsTests {
    /// Found by reading the loop check while writing the targets (a fuzz input of 64 KB holds a
    /// chain of only 4,000): each link walked up to the top of its tree, so 20,000 subtasks each
    /// under the one before took 19 s to import in a debug build; planning these 30,000, 23 s.
    @Test("a deep chain of subtasks is planned in about linear time, loops still refused")
    func deepChainOfSubtasks() throws {
        let depth = 30_000
        let text = (1...depth).map { "task \($0) id:\($0) p:\($0 - 1)" }.joined(separator: "\n") + "\nloop id:0 p:\(depth)\n"
        let reading = try Self.read(text, .todotxt)
        let started = Date()
        let plan = ImportPlan(reading, format: .todotxt, existing: [], nextID: 1, links: InteropLinks(),
                              now: started, timeZone: Fixture.utc)
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 8, "planning took \(seconds) s")
        #expect(plan.todos.count == depth + 1)
        #expect(plan.dropped.counts["parent links that would make a loop"] == 1)
        #expect(plan.todos.filter { $0.parent == nil }.count == 1, "one tree")
    }
}

extension FuzzFindingsTests {
    /// Found by trying large inputs after the fuzz runs (which stop at 64 KB): each tag was looked
    /// up in the list of tags so far, so 40,000 `+tags` on one todo.txt line (389 KB) took 67 s
    /// in the todotxt fuzz target (debug build).
    @Test("many tags on one to-do are read in about linear time", arguments: [InteropFormat.todotxt, .taskwarrior, .ics])
    func manyTags(_ format: InteropFormat) throws {
        let names = (0..<40_000).map { "tag\($0)" }
        let text = switch format {
        case .todotxt: "t " + names.map { "+" + $0 }.joined(separator: " ") + "\n"
        case .taskwarrior: #"[{"uuid":"a","description":"t","tags":["# + names.map { "\"\($0)\"" }.joined(separator: ",") + "]}]"
        case .ics: "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:t\r\nCATEGORIES:" + names.joined(separator: ",")
            + "\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        }
        let started = Date()
        let reading = try Self.read(text, format)
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 8, "reading took \(seconds) s")
        // todo.txt's first +word is the project.
        #expect(reading.todos.first.map { $0.tags.count + ($0.project == nil ? 0 : 1) } == 40_000)
    }
}
