import Entities
import News

/// Reading the lists of query feeds (and of any list with a filter) off the loop's thread: a
/// regular expression over every body can take seconds, and the TUI must keep reading keys
/// (issue 33, item 7). SQLite gives up on such a read after `queryTimeLimit`, and the list says so.
extension NewsSession {
    /// Why a read in the background failed: one sentence.
    struct ReadFailure: Error, Sendable {
        let sentence: String
    }

    /// How long a filtered list's read may take before SQLite stops it.
    static let queryTimeLimit: Duration = .seconds(10)

    /// Whether `query` is read off the loop's thread: it carries a filter expression, or the
    /// killfile's rules hide articles from every list.
    func readsInBackground(_ query: ArticleQuery) -> Bool { query.filter != nil || library.killfileHidesArticles }

    /// A page of `query` (its count and rows), read in the background; `done` hears it on the
    /// loop's thread with the marks not yet written laid over.
    func page(_ query: ArticleQuery, offset: Int, limit: Int,
              done: @escaping (Result<(total: Int, articles: [Article]), ReadFailure>) -> Void) {
        let cache = library.cache, query = timed(query), within = Self.queryTimeLimit
        work.start({ () -> Result<PageRows, ReadFailure> in
            Self.reading {
                PageRows(total: try cache.count(query, within: within),
                         articles: try cache.articles(query, offset: offset, limit: limit, within: within))
            }
        }, deliver: { [weak self] result in
            guard let self else { return }
            done(result.map { (total: $0.total, articles: $0.articles.map(self.writes.applying)) })
        })
    }

    /// The position of the next (or previous) unread article of `query` after (before) `index`,
    /// searched in the background in chunks; nil when there is none.
    func findUnread(_ query: ArticleQuery, from index: Int, forward: Bool, chunk: Int,
                    done: @escaping (Result<Int?, ReadFailure>) -> Void) {
        let cache = library.cache, query = timed(query), within = Self.queryTimeLimit
        let shownRead = writes.pendingReads
        work.start({ () -> Result<Int?, ReadFailure> in
            Self.reading {
                var start = forward ? index + 1 : max(0, index - chunk)
                var end = forward ? start + chunk : index
                while start < end || forward {
                    let rows = try cache.articles(query, offset: start, limit: end - start, within: within)
                    let positions = forward ? Array(rows.indices) : rows.indices.reversed()
                    if let found = positions.first(where: { !(shownRead[rows[$0].id] ?? rows[$0].isRead) }) { return start + found }
                    if forward {
                        guard rows.count == end - start else { break }
                        (start, end) = (end, end + chunk)
                    } else {
                        guard start > 0 else { break }
                        (start, end) = (max(0, start - chunk), start)
                    }
                }
                return nil
            }
        }, deliver: done)
    }

    /// The feeds with their counts and the starred count, read in the background: what the feeds
    /// pane shows while a display-mode killfile's rules run in every count.
    func feedCounts(done: @escaping (Result<(feeds: [Feed], starred: Int), ReadFailure>) -> Void) {
        let cache = library.cache, now = library.clock.now, starred = timed(ArticleQuery(starredOnly: true))
        work.start({ () -> Result<FeedCounts, ReadFailure> in
            Self.reading { FeedCounts(feeds: try cache.feeds(now: now), starred: try cache.count(starred)) }
        }, deliver: { result in done(result.map { (feeds: $0.feeds, starred: $0.starred) }) })
    }

    private nonisolated static func reading<T>(_ body: () throws -> T) -> Result<T, ReadFailure> {
        do {
            return .success(try body())
        } catch {
            return .failure(ReadFailure(sentence: sentence(error)))
        }
    }
}

/// The feeds pane's counts as read in the background.
private struct FeedCounts: Sendable {
    let feeds: [Feed]
    let starred: Int
}

/// A page as read in the background: `Article`s are values, so it crosses threads.
private struct PageRows: Sendable {
    let total: Int
    let articles: [Article]
}
