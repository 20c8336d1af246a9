#if canImport(Glibc)
import Glibc
#endif
import GRDB
import GRDBSQLite

extension NewsCache {
    /// Runs a read that SQLite stops once `limit` has passed (`nil`: no limit): its progress
    /// handler looks at the clock every thousand steps of the statement. A query feed's pattern can
    /// be slow on a large cache, and the TUI must be able to give up on it; a stopped read throws
    /// `NewsCacheError.tookTooLong`.
    func read<T>(within limit: Duration?, _ block: (Database) throws -> T) throws -> T {
        guard let limit else { return try read(block) }
        return try read { db in
            let deadline = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
            deadline.pointee = monotonicNanoseconds() + UInt64(limit.components.seconds) * 1_000_000_000
                + UInt64(limit.components.attoseconds / 1_000_000_000)
            sqlite3_progress_handler(db.sqliteConnection, 1000, { context in
                guard let context else { return 0 }
                return monotonicNanoseconds() > context.assumingMemoryBound(to: UInt64.self).pointee ? 1 : 0
            }, deadline)
            defer {
                sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
                deadline.deallocate()
            }
            do {
                return try block(db)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
                throw NewsCacheError.tookTooLong(limit)
            }
        }
    }
}

private func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
