import Entities
import News

/// The feeds pane's query feeds with their counts. Each count runs its filter over the whole
/// cache (a regular expression over every body takes a second or more on 50,000 articles), so
/// counting runs in the background: the pane shows the last counts (at first the file's query
/// feeds, uncounted) and hears `changed` when new ones land. Marks and a refresh's end make the
/// counts stale; a refresh's progress does not. Reading `last` has no effect: counting starts
/// only when asked (`countIfStale`).
@MainActor final class QueryFeedCounts {
    /// The query feeds as last counted.
    private(set) var last: [QueryFeed] = []
    private var isStale = true
    private var isCounting = false
    /// New counts landed: read `current` again.
    var changed: (() -> Void)?

    /// Articles or the feeds file changed: count again at the next `countIfStale`.
    func invalidate() { isStale = true }

    /// Starts counting in the background if the counts are stale (the first time, the feeds
    /// file's query feeds are read here, so they show uncounted meanwhile).
    func countIfStale(_ session: NewsSession) {
        if isStale, !isCounting { count(session) }
    }

    private func count(_ session: NewsSession) {
        isStale = false
        isCounting = true
        let library = session.library
        if last.isEmpty { last = (try? library.subscriptionFile.load().queryFeeds) ?? [] }
        session.work.start({ try? library.queryFeeds() }, deliver: { [weak self] counted in
            guard let self else { return }
            isCounting = false
            if let counted { last = counted }
            changed?()
        })
    }
}
