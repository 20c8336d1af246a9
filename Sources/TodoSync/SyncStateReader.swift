import Foundation
import Todos

/// Reads caldav-sync.json straight from its bytes with the cursor todos.json's reader uses:
/// JSONDecoder took a third of a second for 10,000 to-dos' state (every VTODO's text), most of a
/// sync with nothing changed. Nil at anything it does not handle (another version, a member it
/// does not know, a duplicate); `SyncState.load` then leaves the file to JSONDecoder, which reads
/// it or names the problem.
enum SyncStateReader {
    static func read(_ data: Data) -> SyncState? {
        data.withUnsafeBytes { raw in
            var cursor = JSONByteCursor(raw.bindMemory(to: UInt8.self))
            return try? state(&cursor)
        }
    }

    private static func state(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> SyncState {
        var version: Int?, server: String?, calendar: String?, name: String??, token: String??, items: [SyncState.Item]?
        try cursor.expect(UInt8(ascii: "{"))
        if try !cursor.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try cursor.key()
                if key.equals("version"), version == nil {
                    version = try cursor.integer()
                } else if key.equals("server"), server == nil {
                    server = try cursor.string()
                } else if key.equals("calendar"), calendar == nil {
                    calendar = try cursor.string()
                } else if key.equals("calendarName"), name == nil {
                    name = .some(try cursor.null() ? nil : cursor.string())
                } else if key.equals("syncToken"), token == nil {
                    token = .some(try cursor.null() ? nil : cursor.string())
                } else if key.equals("items"), items == nil {
                    items = try self.items(&cursor)
                } else {
                    throw JSONByteCursor.Unhandled()
                }
            } while try cursor.another(before: UInt8(ascii: "}"))
        }
        guard cursor.isAtEnd(), version == 1, let server, let calendar, let items else { throw JSONByteCursor.Unhandled() }
        var state = SyncState(server: server, calendar: calendar)
        state.calendarName = name ?? nil
        state.syncToken = token ?? nil
        state.items = items
        return state
    }

    private static func items(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> [SyncState.Item] {
        var items: [SyncState.Item] = []
        try cursor.expect(UInt8(ascii: "["))
        guard try !cursor.consume(UInt8(ascii: "]")) else { return items }
        repeat { items.append(try item(&cursor)) } while try cursor.another(before: UInt8(ascii: "]"))
        return items
    }

    private static func item(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> SyncState.Item {
        var href: String?, uid: String?, ics: String?
        var etag: String??, todo: Int??, fingerprint: String??
        func optionalString(_ cursor: inout JSONByteCursor) throws(JSONByteCursor.Unhandled) -> String? {
            try cursor.null() ? nil : cursor.string()
        }
        try cursor.expect(UInt8(ascii: "{"))
        if try !cursor.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try cursor.key()
                if key.equals("href"), href == nil {
                    href = try cursor.string()
                } else if key.equals("uid"), uid == nil {
                    uid = try cursor.string()
                } else if key.equals("ics"), ics == nil {
                    ics = try cursor.string()
                } else if key.equals("etag"), etag == nil {
                    etag = .some(try optionalString(&cursor))
                } else if key.equals("fingerprint"), fingerprint == nil {
                    fingerprint = .some(try optionalString(&cursor))
                } else if key.equals("todo"), todo == nil {
                    todo = .some(try cursor.null() ? nil : cursor.integer())
                } else {
                    throw JSONByteCursor.Unhandled()
                }
            } while try cursor.another(before: UInt8(ascii: "}"))
        }
        guard let href, let uid, let ics else { throw JSONByteCursor.Unhandled() }
        return SyncState.Item(href: href, etag: etag ?? nil, uid: uid, todo: todo ?? nil, fingerprint: fingerprint ?? nil, ics: ics)
    }
}
