import Entities
import News

/// The feeds pane's query feeds with their counts. Each count runs its filter over the whole
/// cache, so while a refresh reports progress (several times a second) the last counts stand,
/// and they are counted again when it ends or articles are marked.
struct QueryFeedCounts {
    /// True while a refresh's progress is shown: keep the last counts.
    var holdCounts = false
    private var last: [QueryFeed] = []

    mutating func current(_ library: NewsLibrary) throws -> [QueryFeed] {
        if holdCounts, !last.isEmpty { return last }
        last = try library.queryFeeds()
        return last
    }
}
