import Entities

/// newsboat's `show-read-feeds` and `show-read-articles`: config.toml's `[news]` sets where the
/// News tab starts, and `H` and `U` on the feeds pane toggle them while it runs.
public struct NewsReadVisibility: Hashable, Sendable {
    /// false: the feeds pane leaves out the feeds with nothing unread.
    public var showsReadFeeds = true
    /// false: a feed's article list shows its unread articles only (those read in it stay until
    /// it is left, as in "All unread": `KeptReadArticles`).
    public var showsReadArticles = true

    public init(showsReadFeeds: Bool = true, showsReadArticles: Bool = true) {
        self.showsReadFeeds = showsReadFeeds
        self.showsReadArticles = showsReadArticles
    }
}
