import GRDB
import Synchronization

/// Whether another process wrote the cache (`adder news refresh` in another shell): what the TUI
/// looks at on its idle tick, as it looks at todos.json.
///
/// SQLite's `data_version` on one connection moves when any other connection commits: this
/// process's writer too, so the cache counts its own commits and a look that finds both moved
/// says nothing (an outside commit in the same second is seen at the next one that follows it).
final class CacheWatch: Sendable {
    private struct Seen {
        var connection: DatabaseQueue?
        var version: Int?
        var ownCommits = 0
    }

    private let seen = Mutex(Seen())
    /// Commits made by this cache's own connections.
    let ownCommits = Atomic<Int>(0)

    /// True when a commit not made by this cache landed since the last look (the first look only
    /// takes note). A look that cannot read says nothing.
    /// `configuration` is read only for the first look, which opens the connection.
    func changedElsewhere(path: String, configuration: @autoclosure () -> Configuration) -> Bool {
        seen.withLock { seen in
            do {
                if seen.connection == nil {
                    var readOnly = configuration()
                    readOnly.readonly = true
                    seen.connection = try DatabaseQueue(path: path, configuration: readOnly)
                }
                let own = ownCommits.load(ordering: .acquiring)
                let version = try seen.connection!.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
                defer { (seen.version, seen.ownCommits) = (version, own) }
                guard let before = seen.version, let version else { return false }
                return version != before && own == seen.ownCommits
            } catch {
                return false
            }
        }
    }
}

extension CacheWatch {
    /// Closes the look's connection, so that the writer's is the file's last one when it closes.
    func close() {
        seen.withLock { $0.connection = nil }
    }
}

extension NewsCache {
    /// True when another process committed to the cache since the last call (the first call only
    /// takes note; this cache's own writes never count).
    public func changedElsewhere() -> Bool {
        watch.changedElsewhere(path: url.path, configuration: Self.configuration(searchText))
    }
}
