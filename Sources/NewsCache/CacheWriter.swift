import CSQLiteClose
import Foundation
import GRDB

/// The cache opened for writing: SQLite's single writer (a GRDB `DatabasePool` in WAL mode), the
/// batcher of a refresh's merges, and the stamp that says the file is as Adder left it.
final class CacheWriter: Sendable {
    let pool: DatabasePool
    let merges: MergeBatcher
    let stamp: CacheStampKeeper
    /// Whether the opening ran SQLite's check of every page: the file was new, or not as stamped.
    let checkedEveryPage: Bool

    /// Opens `url` for writing, creating and migrating it; SQLite's check of every page runs
    /// first unless the file is as Adder left it (`CacheStamp`). A file that fails is left as it is.
    /// `watch`: counts the commits of the refresh's merges as the cache's own.
    init(url: URL, searchText: SearchText, watch: CacheWatch) throws(NewsCacheError) {
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
