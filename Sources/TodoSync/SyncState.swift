import Basics
import Entities
import Foundation

/// What the last sync left, kept beside todos.json (`caldav-sync.json`): the calendar, its sync
/// token, and per item its href, ETag, UID, Adder id, a fingerprint of Adder's fields then, and
/// the VTODO text as last synced (so what Adder has no field for goes back unchanged).
public struct SyncState: Codable, Sendable, Equatable {
    /// One resource of the calendar as the last sync left it.
    public struct Item: Codable, Sendable, Equatable {
        /// The resource's path on the server.
        public var href: String
        public var etag: String?
        public var uid: String
        /// The Adder to-do it is; nil for a resource Adder does not read (a cancelled to-do).
        public var todo: Todo.ID?
        /// `SyncFields.fingerprint` of the to-do as this sync left it.
        public var fingerprint: String?
        /// The resource as last synced (sent or received).
        public var ics: String
    }

    public static let fileName = "caldav-sync.json"
    public var version = 1
    /// The server's URL (scheme, host, port) and the calendar's path: a state for another calendar is not used.
    public var server: String
    public var calendar: String
    /// The calendar's display name, so the next sync knows it by name without asking the server.
    public var calendarName: String?
    public var syncToken: String?
    public var items: [Item] = []

    public init(server: String, calendar: String) {
        self.server = server
        self.calendar = calendar
    }

    /// The state in `url`; nil when there is none. Throws one sentence when the file cannot be read
    /// (it is then never overwritten: the sync stops).
    public static func load(from url: URL) throws(SyncError) -> SyncState? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if (error as NSError).code == NSFileReadNoSuchFileError || !FileManager.default.fileExists(atPath: url.path) { return nil }
            throw SyncError("\(url.path) cannot be read (\(FileErrorReason.of(error))); nothing was synced.")
        }
        if let state = SyncStateReader.read(data) { return state }
        do {
            let state = try JSONDecoder().decode(SyncState.self, from: data)
            guard state.version == 1 else { throw SyncError("is of version \(state.version)") }
            return state
        } catch {
            throw SyncError("\(url.path) is not a sync state Adder can read (\(error)); it was left as it is and nothing was synced.")
        }
    }

    /// The calendar this state was kept for, when `name` (config.toml's `calendar`: a display
    /// name or a path; nil: the server's only one) is that one on `server`.
    func calendar(named name: String?, server: String) -> CalDAVCalendar? {
        guard self.server == server else { return nil }
        let kept = CalDAVCalendar(path: calendar, displayName: calendarName ?? calendar)
        guard let name else { return kept }
        return name == calendar || name + "/" == calendar || name == calendarName ? kept : nil
    }

    /// Writes the state atomically (temporary file, fsync, rename).
    public func save(to url: URL) throws(SyncError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try AtomicFile.replace(url, with: try encoder.encode(self))
        } catch let failure as AtomicFile.Failure {
            throw SyncError("\(url.path) could not be written (\(failure.description)).")
        } catch {
            throw SyncError("\(url.path) could not be written (\(error)).")
        }
    }
}
