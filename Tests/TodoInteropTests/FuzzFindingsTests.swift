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
