/// Told, on the loop's thread, when the news side has been opened (or could not be).
@MainActor protocol NewsSessionSlotObserver: AnyObject {
    func newsSessionDidOpen()
}

/// Holds the News tab's one `NewsSession`. The news side is opened once, off the loop's thread:
/// at start when there is a cache (`NewsSource.opensAtStart`), else when the News tab first
/// shows (it says "Opening…" for the few milliseconds that takes) or an auto-refresh falls due.
@MainActor final class NewsSessionSlot {
    enum State {
        case closed
        case opening
        case open(NewsSession)
        /// The cache could not be opened: the sentence that says why.
        case unavailable(String)
    }

    private let source: NewsSource
    private let work: BackgroundWork
    private(set) var state = State.closed
    private var observers: [WeakObserver] = []

    init(source: NewsSource, work: BackgroundWork) {
        self.source = source
        self.work = work
    }

    /// A slot whose session is open already.
    init(session: NewsSession) {
        source = .library(session.library)
        work = session.work
        state = .open(session)
    }

    /// The session if the news side is open; never opens it.
    var openedSession: NewsSession? {
        if case .open(let session) = state { session } else { nil }
    }

    /// Why there is no session, once opening failed.
    var problem: String? {
        if case .unavailable(let sentence) = state { sentence } else { nil }
    }

    var isOpening: Bool {
        if case .opening = state { true } else { false }
    }

    /// Starts opening the news side off the loop's thread, unless that has begun already; the
    /// cache is made to match the feeds file there too (a write), so the loop's thread only reads.
    func openInBackground() {
        guard case .closed = state else { return }
        state = .opening
        let open = source.open
        work.start({
            let opened = open()
            if case .library(let library) = opened { _ = try? library.syncedFeeds() }
            return opened
        }, deliver: { [weak self] opened in self?.finish(opened) })
    }

    /// For auto-refresh's check: starts refreshing the feeds that are due, opening the news side
    /// first if needed. False when it is to be tried on the next tick (still opening, or a refresh
    /// under way); true when it started, when none is due, or when a cache that cannot be opened
    /// leaves nothing to refresh.
    func startRefresh() -> Bool {
        if let session = openedSession { return session.startDueRefresh() }
        if problem != nil { return true }
        openInBackground()
        return false
    }

    /// With auto-refresh off: starts fetching the feeds never fetched once the news side is open.
    /// It never opens it (with no cache yet, the News tab does when it first shows). False when
    /// it is to be tried on the next tick (not open yet, or a refresh under way); true when it
    /// started, when no feed was never fetched, or when the cache cannot be opened.
    func startNeverFetchedRefresh() -> Bool {
        if let session = openedSession { return session.startNeverFetchedRefresh() }
        return problem != nil
    }

    /// `observer` (held weakly) hears when the news side is open, once.
    func addObserver(_ observer: any NewsSessionSlotObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    private func finish(_ opened: NewsSource.Opened) {
        switch opened {
        case .library(let library): state = .open(NewsSession(library: library, work: work))
        case .unavailable(let sentence): state = .unavailable(sentence)
        }
        let waiting = observers
        observers.removeAll()
        for entry in waiting { entry.observer?.newsSessionDidOpen() }
    }

    private struct WeakObserver {
        weak var observer: (any NewsSessionSlotObserver)?
    }
}
