import Entities
import News

/// Changes to the news cache (read, starred, mark all), written off the loop's thread one at a
/// time, in the order they were asked for. A mark shows at once: until its write lands the
/// session lays it over what the cache says (`applying`), so the article list, the reader and the
/// feeds all show the one state. A write that fails takes its marks back and says why.
@MainActor final class CacheWrites {
    /// What a write changes on one article; nil leaves that side as the cache has it.
    struct Marks: Equatable {
        var read: Bool?
        var starred: Bool?
    }

    /// Why a write failed, as a sentence.
    struct Failure: Error, Sendable {
        let sentence: String
    }

    private struct Write {
        let ids: [Article.ID]
        let run: @Sendable (NewsLibrary) throws -> [Article.ID]
        let done: (Result<[Article.ID], Failure>) -> Void
    }

    /// A mark that `u` on the News tab takes back: the articles' state before it, and what it was.
    private struct Undo {
        let before: [(ids: [Article.ID], marks: Marks)]
        let description: String
    }

    private let library: NewsLibrary
    private let work: BackgroundWork
    private var pending: [Article.ID: Marks] = [:]
    /// Writes asked for and not yet landed, per article: its marks stay laid over until none is left.
    private var writesPerArticle: [Article.ID: Int] = [:]
    private var queue: [Write] = []
    private var isWriting = false
    /// Marks made here, latest last, for `u` (a failed write takes its own back off).
    private var undos: [Undo] = []
    /// Told whenever what the screens show changed: a mark made, landed or taken back.
    var changed: () -> Void = {}

    init(library: NewsLibrary, work: BackgroundWork) {
        self.library = library
        self.work = work
    }

    /// A write is under way or waiting (a quit now would lose those that have not started).
    var inFlight: Bool { isWriting || !queue.isEmpty }

    /// The article as the screens show it: the cache's state with the marks not yet written.
    /// The read marks laid over the cache's, by article: for searches made off the loop's thread.
    var pendingReads: [Article.ID: Bool] { pending.compactMapValues(\.read) }

    func applying(to article: Article) -> Article {
        guard let marks = pending[article.id] else { return article }
        var shown = article
        if let read = marks.read { shown.isRead = read }
        if let starred = marks.starred { shown.isStarred = starred }
        return shown
    }

    /// Marks articles read or unread, starred or not: shown at once, written in the background;
    /// `failed` hears the sentence if the write fails (the marks are then taken back). With
    /// `undo` (the state before, and what the mark was), `u` can take it back.
    func mark(_ ids: [Article.ID], _ marks: Marks, undo: (before: Marks, description: String)? = nil,
              failed: @escaping (String) -> Void) {
        if let undo { undos.append(Undo(before: [(ids, undo.before)], description: undo.description)) }
        for id in ids {
            var merged = pending[id] ?? Marks()
            if let read = marks.read { merged.read = read }
            if let starred = marks.starred { merged.starred = starred }
            pending[id] = merged
            writesPerArticle[id, default: 0] += 1
        }
        let (read, starred) = (marks.read, marks.starred)
        let undoCount = undos.count
        enqueue(Write(ids: ids, run: { library in
            if let read { try library.cache.setRead(ids, read) }
            if let starred { try library.cache.setStarred(ids, starred) }
            return ids
        }, done: { [weak self] result in
            guard case .failure(let failure) = result else { return }
            if undo != nil, let self, undos.count == undoCount { undos.removeLast() }
            failed(failure.sentence)
        }))
        changed()
    }

    /// Marks every article of a list read, in the background; `done` hears how many, or why not.
    /// `u` takes it back: the articles it marked become unread again.
    func markAllRead(_ query: ArticleQuery, title: String, done: @escaping (Result<Int, Failure>) -> Void) {
        var unread = query
        unread.unreadOnly = true
        unread.keptRead = []
        enqueue(Write(ids: [], run: { [unread] library in
            let ids = try library.cache.articles(unread, offset: 0, limit: Int.max).map(\.id)
            _ = try library.cache.markAllRead(query)
            return ids
        }, done: { [weak self] result in
            if case .success(let ids) = result, !ids.isEmpty {
                self?.undos.append(Undo(before: [(ids, Marks(read: false))], description: NewsChangeWords.markAllStep(ids.count, of: title)))
            }
            done(result.map(\.count))
        }))
    }

    /// Takes back the last mark made here (`u` on the News tab): shown at once, written in the
    /// background. The sentence says what came back, or that there is nothing to undo.
    func undo(failed: @escaping (String) -> Void) -> String? {
        guard let last = undos.popLast() else { return nil }
        for (ids, marks) in last.before { mark(ids, marks, failed: failed) }
        return NewsChangeWords.undid(last.description)
    }

    private func enqueue(_ write: Write) {
        queue.append(write)
        startNext()
    }

    private func startNext() {
        guard !isWriting, !queue.isEmpty else { return }
        let write = queue.removeFirst()
        isWriting = true
        let library = library
        let run = write.run
        work.start({ () -> Result<[Article.ID], Failure> in
            do {
                return .success(try run(library))
            } catch {
                return .failure(Failure(sentence: NewsChangeWords.writeFailed("\(error)")))
            }
        }, deliver: { [weak self] result in
            guard let self else { return }
            isWriting = false
            for id in write.ids {
                let left = (writesPerArticle[id] ?? 1) - 1
                writesPerArticle[id] = left > 0 ? left : nil
                if left <= 0 { pending[id] = nil }
            }
            if case .failure = result { for id in write.ids { pending[id] = nil } }
            write.done(result)
            changed()
            startNext()
        })
    }
}
