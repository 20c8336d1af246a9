import GRDB
import Synchronization

/// Writes the merges of a refresh that wait for SQLite's single writer together, in one
/// transaction; if one of them fails, each is written again alone, so it fails alone.
///
/// Every merge of a refresh touches the same pages of the indexes ordered by date (articles of all
/// feeds interleave there) and of the search index; one transaction per merge wrote those pages
/// to the write-ahead log again for every feed. A merge arriving while the writer is idle is
/// written at once, alone: batching costs no waiting, it only gathers what waits anyway.
final class MergeBatcher: Sendable {
    /// Merges written in one transaction at most: enough to share the index pages, few enough that
    /// a transaction's pages stay in the writer's page cache (`NewsCache.writerCacheKiB`).
    static let largestBatch = 8

    private struct Waiting: Sendable {
        let merge: PlannedMerge
        let continuation: CheckedContinuation<MergeSummary, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var writing = false
    }

    private let pool: DatabasePool
    private let before: @Sendable () throws -> Void
    private let after: @Sendable () -> Void
    private let mapError: @Sendable (any Error) -> any Error
    private let state = Mutex(State())

    /// `before` runs ahead of each transaction (its error fails the batch's merges), `after`
    /// once every merge of it was written; `mapError` turns an error of the write into the one the merge's caller sees.
    init(pool: DatabasePool, before: @escaping @Sendable () throws -> Void, after: @escaping @Sendable () -> Void,
         mapError: @escaping @Sendable (any Error) -> any Error) {
        self.pool = pool
        self.before = before
        self.after = after
        self.mapError = mapError
    }

    /// Writes `merge` with whatever else is waiting when the writer is free.
    func write(_ merge: PlannedMerge) async throws -> MergeSummary {
        try await withCheckedThrowingContinuation { continuation in
            let startWriting = state.withLock { state in
                state.waiting.append(Waiting(merge: merge, continuation: continuation))
                let wasIdle = !state.writing
                state.writing = true
                return wasIdle
            }
            if startWriting { writeNextBatch() }
        }
    }

    private func writeNextBatch() {
        let batch = state.withLock { state in
            let batch = Array(state.waiting.prefix(Self.largestBatch))
            state.waiting.removeFirst(batch.count)
            state.writing = !batch.isEmpty
            return batch
        }
        guard !batch.isEmpty else { return }
        do {
            try before()
        } catch {
            for waiting in batch { waiting.continuation.resume(throwing: error) }
            return writeNextBatch()
        }
        pool.asyncWriteWithoutTransaction { [self] db in
            // A multi-row insert's statement journal holds a copy of every page it touches (the
            // count triggers make it one); past 64 KiB SQLite spills it to a temporary file,
            // written and dropped at every statement. In memory it is freed as the statement ends.
            // Set before the transaction begins, which is when SQLite reads it.
            try? db.execute(sql: "PRAGMA temp_store = MEMORY")
            defer { try? db.execute(sql: "PRAGMA temp_store = DEFAULT") }
            let outcome = Result {
                var summaries: [MergeSummary] = []
                try db.inTransaction {
                    // One writer for the batch: its words go into the index together, as one segment.
                    let writer = try ArticleWriter(db)
                    summaries = try batch.map { try $0.merge.apply(db, with: writer) }
                    try writer.writePendingSearchRows()
                    return .commit
                }
                return summaries
            }
            let results: [Result<MergeSummary, any Error>]
            switch outcome {
            case .success(let summaries):
                results = summaries.map { .success($0) }
            case .failure(let error) where batch.count == 1:
                results = [.failure(error)]
            case .failure:
                // One merge failed and the batch's transaction went with it: each is written alone.
                results = batch.map { waiting in Result { try Self.applyAlone(waiting.merge, db) } }
            }
            if results.allSatisfy({ if case .success = $0 { true } else { false } }) { after() }
            for (waiting, result) in zip(batch, results) {
                waiting.continuation.resume(with: result.mapError(mapError))
            }
            writeNextBatch()
        }
    }

    private static func applyAlone(_ merge: PlannedMerge, _ db: Database) throws -> MergeSummary {
        var summary = MergeSummary()
        try db.inTransaction {
            summary = try merge.apply(db)
            return .commit
        }
        return summary
    }
}
