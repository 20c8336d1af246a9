import Entities
import News

/// What changed on the news side, as every observing Interactor hears it.
enum NewsChange: Equatable {
    /// Articles were marked or starred here.
    case marked
    /// A refresh made progress: a feed finished (its new articles are in the cache).
    case refreshing(RefreshStatus)
    /// A refresh ended: how many feeds, how many new articles, which failed.
    case refreshed(RefreshStatus)
    /// The feeds file changed (edited in $EDITOR, a feed added) and the cache follows it now.
    case subscriptionsChanged
    /// Another process wrote the cache (`adder news refresh` in another shell, `adder news read`).
    case changedElsewhere
}

/// Where a background refresh stands.
struct RefreshStatus: Equatable {
    var done: Int
    var total: Int
    var newArticles: Int
    var failed: Int
    /// The feeds the refresh still waits on, named, once none are left to start.
    var waitingOn: String? = nil
    /// While a feed service's older articles come in: pages stored, and the most asked for.
    var olderPages: RefreshProgress.OlderPages? = nil
    /// When it ended: feeds not fetched because their server (or their interval) asks to wait.
    var notDue = 0
    /// When it ended: what is wrong with the feeds file (those lines were not refreshed).
    var feedsFileProblem: String? = nil
    /// Why the refresh as a whole failed (the feeds file could not be read, a feed is no longer
    /// subscribed), when it did.
    var failure: String?
}

/// What a refresh reports back to the loop.
private enum RefreshUpdate: Sendable {
    case progress(RefreshProgress)
    /// The refresh ended: how many feeds it fetched, how many it left until they are due.
    case ended(fetched: Int, notDue: Int)
    case failed(String)
}

/// Whoever shows news: told of every change, on the loop's thread.
@MainActor protocol NewsObserver: AnyObject {
    func newsDidChange(_ change: NewsChange)
}

/// The news side for the TUI's modules: reads through the cache on the loop's thread (each a few
/// milliseconds, never the network), writes marks and refreshes in the background through
/// `BackgroundWork`, and tells every observing Interactor what changed. An article's state is
/// read only here, with the marks not yet written laid over it (`CacheWrites`), so the three
/// News modules show one state.
@MainActor final class NewsSession {
    let library: NewsLibrary
    let work: BackgroundWork
    let writes: CacheWrites
    private var observers: [WeakObserver] = []
    /// The refresh under way, if any.
    private(set) var refresh: RefreshStatus?
    /// Progress is announced at most 4 times a second: each announcement reloads the lists
    /// (every feed's unread count), and a refresh that finishes feeds every few milliseconds
    /// would otherwise keep the loop's thread, at normal priority, busy on one core.
    private var pacer = ProgressPacer(interval: .milliseconds(250))
    /// The feeds file's first line that could not be read (and how many more), as of opening and
    /// of the last refresh; nil when every line was read. The other lines' feeds work.
    var feedsFileProblem: String?

    /// `library`: opened, and its cache made to match the feeds file, off the loop's thread
    /// (`NewsSessionSlot.openInBackground`); the screens only read, so a refresh holding SQLite's
    /// writer never makes the loop wait (a refresh syncs on its own).
    init(library: NewsLibrary, work: BackgroundWork) {
        self.library = library
        self.work = work
        writes = CacheWrites(library: library, work: work)
        feedsFileProblem = Self.feedsFileProblem(of: library)
        writes.changed = { [weak self] in self?.notify(.marked) }
    }

    static func feedsFileProblem(of library: NewsLibrary) -> String? {
        let problems = library.feedsFileProblems()
        guard let first = problems.first else { return nil }
        let sentence = first.hasSuffix(".") ? first : first + "."
        return problems.count == 1 ? sentence : sentence + " (\(problems.count - 1) more: see `adder feeds list`.)"
    }

    func addObserver(_ observer: any NewsObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    func feeds() throws -> [Feed] { try library.cache.feeds(now: library.clock.now) }
    /// The feeds not due yet for an automatic refresh: until when and why (none when it cannot tell).
    func pendingDues() -> [Feed.ID: FeedDue] { (try? library.pendingDueTimes()) ?? [:] }
    func articles(_ query: ArticleQuery, offset: Int, limit: Int) throws -> [Article] {
        try library.cache.articles(timed(query), offset: offset, limit: limit).map(writes.applying)
    }

    /// One article as the screens show it now; nil if it is no longer cached.
    func article(_ id: Article.ID) throws -> Article? {
        try library.cache.article(id).map(writes.applying)
    }
    func count(_ query: ArticleQuery) throws -> Int { try library.cache.count(timed(query)) }

    /// `query` with `age` counting from the app's clock rather than the system's.
    func timed(_ query: ArticleQuery) -> ArticleQuery {
        var timed = query
        timed.now = library.clock.now
        return timed
    }

    /// The article's body and its text, ready for the reader.
    func reader(for id: Article.ID) throws -> (body: ArticleBody, text: ArticleText)? {
        guard let body = try library.cache.body(of: id) else { return nil }
        return (body, library.text(of: body))
    }

    /// Shown at once, written in the background; `failed` hears why if the write fails. `u` on
    /// the News tab takes it back.
    func setRead(_ article: Article, _ read: Bool, failed: @escaping (String) -> Void) {
        writes.mark([article.id], CacheWrites.Marks(read: read),
                    undo: (CacheWrites.Marks(read: article.isRead), NewsChangeWords.markStep(NewsChangeWords.title(article.title), read: read)),
                    failed: failed)
    }

    func setStarred(_ article: Article, _ starred: Bool, failed: @escaping (String) -> Void) {
        writes.mark([article.id], CacheWrites.Marks(starred: starred),
                    undo: (CacheWrites.Marks(starred: article.isStarred), NewsChangeWords.starStep(NewsChangeWords.title(article.title), starred: starred)),
                    failed: failed)
    }

    /// Written in the background; `done` hears how many articles it marked, or why it could not.
    func markAllRead(_ query: ArticleQuery, title: String, done: @escaping (Result<Int, CacheWrites.Failure>) -> Void) {
        writes.markAllRead(timed(query), title: title, done: done)
    }

    /// `u` on the News tab: takes back the last mark; nil when there is none.
    func undoLastMark(failed: @escaping (String) -> Void) -> String? { writes.undo(failed: failed) }

    /// Starts refreshing `urls` (every feed when empty) off the loop's thread; false if a refresh
    /// is already under way. Each finished feed is announced as it lands.
    @discardableResult
    func startRefresh(urls: [String] = []) -> Bool {
        startRefresh(urls.isEmpty ? .all : .byHand(urls), expected: urls.isEmpty ? nil : urls.count)
    }

    /// For auto-refresh: starts refreshing the feeds due now. True when it started or when none
    /// is due (nothing is said then); false when a refresh is already under way.
    func startDueRefresh() -> Bool {
        guard refresh == nil else { return false }
        guard let due = try? library.dueFeedURLs(), !due.isEmpty else { return true }
        return startRefresh(.due, expected: due.count)
    }

    /// With auto-refresh off, once the news side is open: starts fetching the feeds never fetched
    /// (added to the feeds file while Adder was not running), and no other. True when it started
    /// or when there is none; false when a refresh is already under way.
    func startNeverFetchedRefresh() -> Bool {
        guard refresh == nil else { return false }
        guard let urls = try? library.neverFetchedFeedURLs(), !urls.isEmpty else { return true }
        return startRefresh(.neverFetched, expected: urls.count)
    }

    /// `expected`: the feeds the progress counts until the refresh reports (nil: every feed).
    private func startRefresh(_ choice: RefreshChoice, expected: Int?) -> Bool {
        guard refresh == nil else { return false }
        // The feeds file's lines, not `feeds()`: its counts run a display-mode killfile's expressions.
        let total = expected ?? ((try? library.subscriptionFile.load().subscriptions.count) ?? 0)
        refresh = RefreshStatus(done: 0, total: total, newArticles: 0, failed: 0)
        let library = library
        work.start(reporting: { report in
            do {
                let outcomes = try await library.refresh(choice) { progress in report(.progress(progress)) }
                let notDue = outcomes.count { if case .notDue = $0.result { true } else { false } }
                // An automatic refresh leaves most feeds to their time: only R's are worth a word.
                report(.ended(fetched: outcomes.count - notDue, notDue: choice == .all ? notDue : 0))
            } catch {
                report(.failed("\(error)"))
            }
        }, receive: { [weak self] (update: RefreshUpdate) in
            guard let self, var status = self.refresh else { return }
            guard case .progress(let progress) = update else {
                if case .failed(let sentence) = update { self.refresh?.failure = sentence }
                if case .ended(let fetched, let notDue) = update {
                    self.refresh?.total = fetched
                    self.refresh?.notDue = notDue
                }
                return
            }
            status.done = progress.done
            status.total = progress.total
            status.newArticles = progress.newArticles
            status.failed = progress.failed
            status.waitingOn = progress.waitingOnNames()
            status.olderPages = progress.olderPages
            self.refresh = status
            if self.pacer.announces(at: .now) { self.notify(.refreshing(status)) }
        }, finished: { [weak self] in
            guard let self, var status = self.refresh else { return }
            self.feedsFileProblem = Self.feedsFileProblem(of: self.library)
            status.waitingOn = nil
            status.feedsFileProblem = self.feedsFileProblem
            self.refresh = nil
            self.pacer.reset()
            self.notify(.refreshed(status))
        })
        return true
    }

    /// The loop's idle tick: announces progress the pacing held back (feeds that finished just
    /// before a pause in the refresh).
    func announceHeldBackProgress() {
        guard pacer.heldBack, let refresh else { return }
        pacer.announced(at: .now)
        notify(.refreshing(refresh))
    }

    /// The loop's idle tick: what another process wrote to the cache shows as this one's writes
    /// do. Not while this process refreshes: its refresh's end reloads everything.
    func noticeChangesElsewhere() {
        let changed = library.cache.changedElsewhere()
        guard changed, refresh == nil else { return }
        notify(.changedElsewhere)
    }

    func notify(_ change: NewsChange) {
        for entry in observers { entry.observer?.newsDidChange(change) }
    }

    private struct WeakObserver {
        weak var observer: (any NewsObserver)?
    }
}
