import Foundation
import TestSupport
import Testing
@testable import TodoSync

/// caldav-sync.json read from its bytes must be the state JSONDecoder reads, or nothing (then
/// JSONDecoder reads it, or names the problem).
struct SyncStateReaderTests {
    static func state() -> SyncState {
        var state = SyncState(server: "http://127.0.0.1:5232", calendar: "/alice/adder/")
        state.calendarName = "Adder \"home\" ☕"
        state.syncToken = "http://radicale.org/ns/sync/abc"
        state.items = [
            .init(href: "/alice/adder/a.ics", etag: "\"e1\"", uid: "a", todo: 1, fingerprint: "f00d",
                  ics: "BEGIN:VCALENDAR\r\nSUMMARY:Milk \\, tea\tand ☕\r\nEND:VCALENDAR\r\n"),
            .init(href: "/alice/adder/event.ics", etag: nil, uid: "", todo: nil, fingerprint: nil, ics: ""),
        ]
        return state
    }

    @Test func readsWhatSaveWrites() throws {
        let folder = TemporaryDirectory("adder-sync-state")
        let file = folder.file(SyncState.fileName)
        try Self.state().save(to: file)
        let data = try Data(contentsOf: file)
        #expect(SyncStateReader.read(data) == Self.state())
        #expect(try JSONDecoder().decode(SyncState.self, from: data) == Self.state())
        #expect(try SyncState.load(from: file) == Self.state())
    }

    @Test func leavesWhatItDoesNotKnowToJSONDecoder() throws {
        let folder = TemporaryDirectory("adder-sync-state")
        let file = folder.file(SyncState.fileName)
        let unknownMember = #"{"version":1,"server":"s","calendar":"/c/","items":[],"note":"x"}"#
        try unknownMember.write(to: file, atomically: true, encoding: .utf8)
        #expect(SyncStateReader.read(Data(unknownMember.utf8)) == nil)
        #expect(try SyncState.load(from: file)?.calendar == "/c/")

        let broken = #"{"version":1,"server":"s","calendar":"/c/","items":[{"href":1}]}"#
        try broken.write(to: file, atomically: true, encoding: .utf8)
        #expect(SyncStateReader.read(Data(broken.utf8)) == nil)
        #expect(throws: SyncError.self) { try SyncState.load(from: file) }
        #expect(try String(contentsOf: file, encoding: .utf8) == broken, "a file it cannot read is left as it is")
    }
}
