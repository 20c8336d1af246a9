extension NewsCache {
    /// Runs `fill` (a refresh) the fast way when the cache holds no article: the indexes ordered
    /// by date are set aside and built once after it (`DateIndexes`), and its writes do not wait
    /// for the disk until it ends (`CacheWriter.beginUnsyncedFill`). Lists and searches read
    /// meanwhile sort what they find instead of walking those indexes. When the indexes cannot be
    /// built now (a full disk), the next opening for writing builds them.
    public func fillingEmpty<T>(_ fill: () async throws -> T) async rethrows -> T {
        guard (try? await write({ db in try DateIndexes.setAsideIfEmpty(db) })) == true else { return try await fill() }
        let writer = try? writer()
        try? writer?.beginUnsyncedFill()
        do {
            let result = try await fill()
            await finishFill(writer)
            return result
        } catch {
            await finishFill(writer)
            throw error
        }
    }

    private func finishFill(_ writer: CacheWriter?) async {
        _ = try? await write { db in try DateIndexes.build(db) }
        writer?.endUnsyncedFill()
    }
}
