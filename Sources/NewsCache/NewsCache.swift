import Entities
import Foundation
import GRDB
import Synchronization

/// The offline news cache in `news.sqlite`: feeds, articles with their read and starred state,
/// bodies and a full-text index. One instance serves a background refresh (writes) and the UI
/// (reads) at the same time: SQLite in WAL mode through a GRDB `DatabasePool`, so reads never
/// wait for a merge and see only whole merges.
public final class NewsCache: Sendable {
    /// How a cache is opened.
    public enum Opening: Sendable {
        /// For writing at once (the TUI, a refresh): see `CacheWriter`.
        case forWriting
        /// Read-only until the first write, which opens the writer then: a command that only
        /// reads changes nothing and pays for no check of the file (see `init`).
        case forReading
    }

    /// The cache file.
    public let url: URL
    /// What the full-text index holds of a body.
    public let searchText: SearchText
    /// Whether the opening ran SQLite's check of every page: the file was new, or not as stamped.
    let checkedEveryPage: Bool
    /// What `killfile` reads and sets.
    let killfileBox = Mutex(Killfile())
    private let access: Mutex<Access>
    /// What `changedElsewhere` looked at last, and this cache's own commits.
    let watch: CacheWatch

    private struct Access {
        /// The read-only pool of an opening `.forReading`; nil when opened for writing.
        var reader: DatabasePool?
        var writer: CacheWriter?
    }

    /// The writer's page cache: a batch of merges (`MergeBatcher`) fits in it, so SQLite does not
    /// spill pages to the log in mid-transaction and write them again at commit. Readers keep the default.
    static let writerCacheKiB = 8 * 1024

    /// The page size of a new cache. Bodies of a few KiB filled 4 KiB pages badly (1.17 GB for
    /// 500,000 articles, 0.92 GB at 64 KiB), and each page costs the writer a system call and
    /// page-cache work twice (log, then checkpoint): a cold refresh of 500,000 takes a fifth less
    /// time and CPU at 64 KiB (BENCHMARKS.md, 2026-11-28 "The 500,000 cold refresh: 64 KiB pages").
    static let pageBytes = 65_536

    /// How much the log holds before it is copied into the file: SQLite's default (1,000 pages of
    /// 4 KiB) whatever the page size, so the -wal file stays as small as it was.
    static let logBytesBeforeCheckpoint = 4 << 20

    /// How much of the file a reader maps (address space: only the pages read are loaded, and
    /// the kernel may drop them; they count in the process's resident size while loaded).
    static let readerMappedBytes = 1 << 30

    /// Opens the cache at `url`. A file that is not SQLite, is damaged or cut short, is another
    /// program's database or comes from a newer Adder is refused with a `NewsCacheError` naming
    /// it, and left unchanged. SQLite's check of every page runs only when the file is not as
    /// Adder left it (`CacheStamp`).
    ///
    /// `.forWriting` creates and migrates the file, and builds the full-text index again from the
    /// stored articles when it was built with another version of `searchText`. `.forReading` opens
    /// an existing, current file read-only (no log is written, nothing is checkpointed); the first
    /// write opens the writer as `.forWriting` would. A file that is new, needs a migration or a
    /// new index is opened for writing at once.
    public init(url: URL, searchText: SearchText, opening: Opening = .forWriting) throws(NewsCacheError) {
        self.url = url
        self.searchText = searchText
        let watch = CacheWatch()
        self.watch = watch
        if opening == .forReading, let reader = try Self.openReader(url, searchText: searchText) {
            access = Mutex(Access(reader: reader.pool))
            checkedEveryPage = reader.checkedEveryPage
        } else {
            let writer = try CacheWriter(url: url, searchText: searchText, watch: watch)
            access = Mutex(Access(writer: writer))
            checkedEveryPage = writer.checkedEveryPage
        }
    }

    /// The connections' set-up, for the writer and the readers alike.
    static func configuration(_ searchText: SearchText) -> Configuration {
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
                // Only a new file takes the page size; an older cache keeps its own.
                try db.execute(sql: "PRAGMA page_size = \(NewsCache.pageBytes)")
                let pageBytes = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? NewsCache.pageBytes
                try db.execute(sql: "PRAGMA wal_autocheckpoint = \(max(1, NewsCache.logBytesBeforeCheckpoint / pageBytes))")
                try db.execute(sql: "PRAGMA cache_size = -\(NewsCache.writerCacheKiB)")
            }
            SearchIndex.functions(searchText).forEach { db.add(function: $0) }
            guard let connection = db.sqliteConnection, FilterFunctions.register(on: connection) else {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "the filter functions could not be registered")
            }
        }
        return configuration
    }

    /// An existing cache opened read-only, after the looks of `CacheFileInspection` (every page
    /// only when the file is not as stamped; a file that passes that check is stamped, so the next
    /// opening skips it); nil when a writer must open it (new, empty, to migrate, to index).
    private static func openReader(_ url: URL, searchText: SearchText) throws(NewsCacheError)
        -> (pool: DatabasePool, checkedEveryPage: Bool)? {
        guard let found = CacheStamp.current(of: url), found.size > 0 else { return nil }
        let asLeft = found == CacheStamp.kept(beside: url)
        try CacheFileInspection.inspect(url, migrator: CacheSchema.migrator, checkingEveryPage: !asLeft)
        if !asLeft, CacheStamp.current(of: url) == found { found.keep(beside: url) }
        do {
            var configuration = configuration(searchText)
            configuration.readonly = true
            let pool = try DatabasePool(path: url.path, configuration: configuration)
            guard try isCurrent(pool, migrator: CacheSchema.migrator, searchText: searchText) else { return nil }
            return (pool, !asLeft)
        } catch let error as DatabaseError where error.isDamage {
            throw NewsCacheError(opening: url, error)
        } catch {
            return nil  // what a read-only opening cannot do (no -shm can be made, say), the writer tries
        }
    }

    /// Whether the file needs no migration and no index built: a read-only pool can serve it.
    static func isCurrent(_ pool: DatabasePool, migrator: DatabaseMigrator, searchText: SearchText) throws -> Bool {
        try pool.read { db in
            try migrator.hasCompletedMigrations(db) && !SearchIndex.needsBuilding(db, for: searchText) && !DateIndexes.areMissing(db)
        }
    }

    /// The writer, opened now if the cache was opened `.forReading`.
    func writer() throws(NewsCacheError) -> CacheWriter {
        try access.withLock { (access: inout Access) throws(NewsCacheError) -> CacheWriter in
            if let writer = access.writer { return writer }
            let writer = try CacheWriter(url: url, searchText: searchText, watch: watch)
            access.writer = writer
            return writer
        }
    }

    /// Whether the writer is open (for the tests: a reading that wrote nothing never opened it).
    var hasOpenedTheWriter: Bool { access.withLock { $0.writer != nil } }

    /// The pool reads go to.
    private var pool: DatabasePool {
        access.withLock { $0.reader ?? $0.writer!.pool }
    }

    /// The batcher of a refresh's merges.
    var merges: MergeBatcher {
        get throws(NewsCacheError) { try writer().merges }
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
        let writer = try writer()
        try Self.checkUnlessAsLeft(url, writer.stamp)
        do {
            let result = try writer.pool.write(block)
            watch.ownCommits.add(1, ordering: .releasing)
            writer.stamp.vouch()  // only after a write that worked: a failed one vouches for nothing
            return result
        } catch let error as DatabaseError where error.isDamage || error.isReadOnly {
            throw NewsCacheError(opening: url, error)
        }
    }

    /// Runs `block` in one write transaction, the task waiting for the writer without a thread.
    func write<T: Sendable>(_ block: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let writer = try writer()
        try Self.checkUnlessAsLeft(url, writer.stamp)
        do {
            let result = try await writer.pool.write(block)
            watch.ownCommits.add(1, ordering: .releasing)
            writer.stamp.vouch()
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

    /// The readers close first, so that the writer's connection is the file's last one (`CacheWriter`).
    deinit {
        watch.close()
        let writer = access.withLock { access in
            access.reader = nil
            return access.writer.take()
        }
        withExtendedLifetime(writer) {}
    }
}
