import CSQLiteClose
import Entities
import Foundation
import GRDB
import Synchronization

/// The offline news cache in `news.sqlite`: feeds, articles with their read and starred state,
/// bodies and a full-text index. One instance serves a background refresh (writes) and the UI
/// (reads) at the same time: SQLite in WAL mode through a GRDB `DatabasePool`, so reads never
/// wait for a merge and see only whole merges.
public final class NewsCache: Sendable {
    /// The cache file.
    public let url: URL
    /// What the full-text index holds of a body.
    public let searchText: SearchText
    let pool: DatabasePool
    let merges: MergeBatcher
    /// Whether the file is as Adder left it (`CacheStamp`).
    let stamp: CacheStampKeeper
    /// Whether the opening ran SQLite's check of every page: the file was new, or not as stamped.
    let checkedEveryPage: Bool
    /// What `killfile` reads and sets.
    let killfileBox = Mutex(Killfile())

    /// The writer's page cache: a batch of merges (`MergeBatcher`) fits in it, so SQLite does not
    /// spill pages to the log in mid-transaction and write them again at commit. Readers keep the default.
    static let writerCacheKiB = 8 * 1024

    /// How much of the file a reader maps (address space: only the pages read are loaded, and
    /// the kernel may drop them; they count in the process's resident size while loaded).
    static let readerMappedBytes = 1 << 30

    /// Opens the cache at `url`, creating and migrating it. A file that is not SQLite, is
    /// damaged or cut short, is another program's database or comes from a newer Adder is
    /// refused with a `NewsCacheError` naming it, and left unchanged. An index built with another
    /// version of `searchText` is built again from the stored articles. SQLite's check of every
    /// page runs only when the file is not as Adder left it (`CacheStamp`).
    public init(url: URL, searchText: SearchText) throws(NewsCacheError) {
        self.url = url
        self.searchText = searchText
        let migrator = CacheSchema.migrator
        let current = CacheStamp.current(of: url)
        checkedEveryPage = current == nil || current != CacheStamp.kept(beside: url)
        try CacheFileInspection.inspect(url, migrator: migrator, checkingEveryPage: checkedEveryPage)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.foreignKeysEnabled = true
            // A refresh in another process (adder news refresh) may hold the write lock for a merge.
            configuration.busyMode = .timeout(10)
            configuration.prepareDatabase { db in
                // In WAL mode NORMAL stays consistent after a crash; a power cut may lose the
                // last merge, which the next refresh fetches again.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                if db.configuration.readonly {
                    // Readers read pages in place, not copied by read(2): a query feed on `content`
                    // reads every body (~100 MB for 50,000 articles) in about half the time.
                    try db.execute(sql: "PRAGMA mmap_size = \(NewsCache.readerMappedBytes)")
                } else {
                    try db.execute(sql: "PRAGMA cache_size = -\(NewsCache.writerCacheKiB)")
                }
                SearchIndex.functions(searchText).forEach { db.add(function: $0) }
                guard let connection = db.sqliteConnection, FilterFunctions.register(on: connection) else {
                    throw DatabaseError(resultCode: .SQLITE_ERROR, message: "the filter functions could not be registered")
                }
            }
            pool = try Self.open(url, configuration, migrator: migrator, searchText: searchText)
            stamp = CacheStampKeeper(url: url)
            merges = MergeBatcher(pool: pool, before: { [url, stamp] in try Self.checkUnlessAsLeft(url, stamp) },
                                  after: { [stamp] in stamp.vouch() }) { [url] error in
                guard let error = error as? DatabaseError, error.isDamage || error.isReadOnly else { return error }
                return NewsCacheError(opening: url, error)
            }
        } catch {
            throw NewsCacheError(opening: url, error)
        }
    }

    private static func open(_ url: URL, _ configuration: Configuration, migrator: DatabaseMigrator,
                             searchText: SearchText) throws -> DatabasePool {
        do {
            let pool = try DatabasePool(path: url.path, configuration: configuration)
            try migrator.migrate(pool)
            // Read first: opening to list must not wait for another process's refresh to let go of the writer.
            if try pool.read({ db in try SearchIndex.needsBuilding(db, for: searchText) }) {
                try pool.write { db in try SearchIndex.build(db, with: searchText) }
            }
            return pool
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            return try openForReadingOnly(url, configuration, migrator: migrator, searchText: searchText, else: error)
        }
    }

    /// A full disk: GRDB's writer opens by writing a page to the log, which fails, but a cache
    /// that needs no migration and no new index is still read. Writes then fail (`isReadOnly`)
    /// with the sentence that says to check the folder and free space.
    private static func openForReadingOnly(_ url: URL, _ writable: Configuration, migrator: DatabaseMigrator,
                                           searchText: SearchText, else error: DatabaseError) throws -> DatabasePool {
        var configuration = writable
        configuration.readonly = true
        let pool = try DatabasePool(path: url.path, configuration: configuration)
        guard try pool.read({ db in try migrator.hasCompletedMigrations(db) && !SearchIndex.needsBuilding(db, for: searchText) })
        else { throw error }
        return pool
    }

    /// Moves the cache at `url` aside as `news.sqlite.broken-<UTC timestamp>` (its `-wal` and
    /// `-shm` files beside it, renamed alike) and opens a fresh one. Touches nothing else in the folder.
    public static func rebuild(at url: URL, searchText: SearchText, now: Date = Date()) throws(NewsCacheError) -> NewsCache {
        let fileManager = FileManager.default
        let parts = ["-wal", "-shm", ""].filter { fileManager.fileExists(atPath: url.path + $0) }
        if !parts.isEmpty {
            let aside = asideName(for: url, now: now)
            do {
                // The log first: a fresh file must never meet the old file's write-ahead log.
                for suffix in parts {
                    try fileManager.moveItem(atPath: url.path + suffix, toPath: aside + suffix)
                }
            } catch {
                throw .cannotMoveAside(file: url.path, reason: error.localizedDescription)
            }
        }
        return try NewsCache(url: url, searchText: searchText)
    }

    private static func asideName(for url: URL, now: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let base = url.path + ".broken-" + formatter.string(from: now)
        var candidate = base
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        return candidate
    }

    /// Runs a read; damage SQLite finds on the way becomes `NewsCacheError.unreadable`.
    func read<T>(_ block: (Database) throws -> T) throws -> T {
        do {
            return try pool.read(block)
        } catch let error as DatabaseError where error.isDamage {
            throw NewsCacheError(opening: url, error)
        }
    }

    /// Runs `block` in one write transaction.
    func write<T>(_ block: (Database) throws -> T) throws -> T {
        try Self.checkUnlessAsLeft(url, stamp)
        do {
            let result = try pool.write(block)
            stamp.vouch()  // only after a write that worked: a failed one vouches for nothing
            return result
        } catch let error as DatabaseError where error.isDamage || error.isReadOnly {
            throw NewsCacheError(opening: url, error)
        }
    }

    /// Runs `block` in one write transaction, the task waiting for the writer without a thread.
    func write<T: Sendable>(_ block: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try Self.checkUnlessAsLeft(url, stamp)
        do {
            let result = try await pool.write(block)
            stamp.vouch()
            return result
        } catch let error as DatabaseError where error.isDamage || error.isReadOnly {
            throw NewsCacheError(opening: url, error)
        }
    }

    /// Before a write: a file that is not as this cache left it (another program wrote it, or
    /// another Adder checkpointed into it) gets SQLite's check of every page; damage refuses the
    /// write, anything else is vouched for again.
    static func checkUnlessAsLeft(_ url: URL, _ stamp: CacheStampKeeper) throws(NewsCacheError) {
        guard !stamp.fileIsAsLeft else { return }
        try CacheFileInspection.inspect(url, migrator: CacheSchema.migrator)
        stamp.vouch()
    }

    /// The log goes into the file before the connections close (the pool closes its readers,
    /// then its writer), and the stamp follows; a file changed behind Adder's back keeps its
    /// bytes: its log stays beside it, unapplied.
    deinit {
        if stamp.fileIsAsLeft {
            if (try? pool.writeWithoutTransaction({ db in try db.checkpoint(.passive) })) != nil { stamp.vouch() }
        } else {
            try? pool.writeWithoutTransaction { db in _ = db.sqliteConnection.map { adder_sqlite_keep_log_on_close(UnsafeMutableRawPointer($0)) } }
        }
    }
}
