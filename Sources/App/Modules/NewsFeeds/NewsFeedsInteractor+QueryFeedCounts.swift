import Entities
import News

/// The feeds pane's query feeds with their counts. Each count runs its filter over the whole
/// cache (a regular expression over every body takes a second or more on 50,000 articles), so
/// counting runs in the background: the pane shows the last counts (at first the file's query
/// feeds, uncounted) and hears `changed` when new ones land. Marks and a refresh's end make the
/// counts stale; a refresh's progress does not.
@MainActor final class QueryFeedCounts {
    private var last: [QueryFeed] = []
    private var isStale = true
    private var isCounting = false
    /// New counts landed: read `current` again.
    var changed: (() -> Void)?

    /// The query feeds as last counted; starts counting again if they are stale.
    func current(_ session: NewsSession) -> [QueryFeed] {
        if isStale, !isCounting { count(session) }
        return last
    }

    /// Articles or the feeds file changed: count again at the next `current`.
    func invalidate() { isStale = true }

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
