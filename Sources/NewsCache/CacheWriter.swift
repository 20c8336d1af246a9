import CSQLiteClose
import Foundation
import GRDB
import Synchronization

/// The cache opened for writing: SQLite's single writer (a GRDB `DatabasePool` in WAL mode), the
/// batcher of a refresh's merges, and the stamp that says the file is as Adder left it.
final class CacheWriter: Sendable {
    /// The cache file.
    let url: URL
    let pool: DatabasePool
    let merges: MergeBatcher
    let stamp: CacheStampKeeper
    /// Whether the opening ran SQLite's check of every page: the file was new, or not as stamped.
    let checkedEveryPage: Bool
    /// Syncs the file while a fill does not (`beginUnsyncedFill`).
    private let flusher = Mutex<DiskFlusher?>(nil)
    /// The file and its log.
    private var files: [String] { [url.path, url.path + "-wal"] }

    /// Opens `url` for writing, creating and migrating it; SQLite's check of every page runs
    /// first unless the file is as Adder left it (`CacheStamp`). A file that fails is left as it is.
    /// `watch`: counts the commits of the refresh's merges as the cache's own.
    init(url: URL, searchText: SearchText, watch: CacheWatch) throws(NewsCacheError) {
        self.url = url
        let migrator = CacheSchema.migrator
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let openingLock = CacheOpeningLock(beside: url)
        defer { withExtendedLifetime(openingLock) {} }
        let current = CacheStamp.current(of: url)
        checkedEveryPage = current == nil || current != CacheStamp.kept(beside: url)
        try CacheFileInspection.inspect(url, migrator: migrator, checkingEveryPage: checkedEveryPage)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            pool = try Self.open(url, NewsCache.configuration(searchText), migrator: migrator, searchText: searchText)
            stamp = CacheStampKeeper(url: url)
            merges = MergeBatcher(pool: pool, before: { [url, stamp] in try NewsCache.checkUnlessAsLeft(url, stamp) },
                                  after: { [stamp] in
                                      watch.ownCommits.add(1, ordering: .releasing)
                                      stamp.vouch()
                                  }) { [url] error in
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
            if try pool.read(DateIndexes.areMissing) {
                try pool.write { db in try DateIndexes.build(db) }
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
        guard try NewsCache.isCurrent(pool, migrator: migrator, searchText: searchText) else { throw error }
        return pool
    }

    /// Until `endUnsyncedFill`, commits and checkpoints do not wait for the disk (SQLite's
    /// `synchronous = OFF`): the fsyncs of a cold refresh's checkpoints held its writer 3 to 4 s
    /// at 500,000 articles (BENCHMARKS.md). A crash of Adder loses nothing by it; a power cut
    /// meanwhile may leave the file damaged, so the stamp is withheld (`CacheStampKeeper.withhold`)
    /// and the next opening checks every page.
    func beginUnsyncedFill() throws {
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = OFF") }
        stamp.withhold()
        flusher.withLock { $0 = DiskFlusher(paths: files) }
    }

    /// Back to `synchronous = NORMAL`, the file and its log synced to the disk, then stamped.
    func endUnsyncedFill() {
        flusher.withLock { $0.take()?.stop() }
        let synced = try? pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            return files.allSatisfy(DiskFlusher.sync)
        }
        stamp.release(durable: synced == true)
    }

    /// The log goes into the file before the connections close (the pool closes its readers,
    /// then its writer), and the stamp follows; a file changed behind Adder's back keeps its
    /// bytes: its log stays beside it, unapplied.
    deinit {
        if stamp.fileIsAsLeft {
            if (try? pool.writeWithoutTransaction({ db in try db.checkpoint(.passive) })) != nil { stamp.vouch() }
        } else {
            pool.writeWithoutTransaction { db in _ = db.sqliteConnection.map { adder_sqlite_keep_log_on_close(UnsafeMutableRawPointer($0)) } }
        }
    }
}
