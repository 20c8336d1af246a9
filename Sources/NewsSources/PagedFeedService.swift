import NewsCache

/// One page of a feed's articles, newest first.
public struct FeedPage: Sendable {
    public var articles: [ServiceArticle]
    /// How many the service gave (the next page skips them), counting any `articles` left out.
    public var received: Int
    /// Nothing older is left on the service.
    public var isLast: Bool

    public init(articles: [ServiceArticle], received: Int, isLast: Bool) {
        self.articles = articles
        self.received = received
        self.isLast = isLast
    }
}

/// A feed service that gives each feed's articles newest first, a page at a time (tt-rss). With
/// one, a first sync stores each feed's newest page and every starred article, which is what a
/// reader needs first, and the older articles come in later, `ServiceSync.historyPages` pages a sync.
public protocol PagedFeedService: FeedService {
    /// An article id at or below the newest on the service now: a pull of new articles after it
    /// misses none that arrive while the first sync runs (a lower one only costs repeats).
    func newestID() async throws(ServiceError) -> Int64
    /// The feed's articles newest first, after the `skip` newest.
    func page(ofFeed url: String, skip: Int) async throws(ServiceError) -> FeedPage
    /// Every starred article, a page at a time.
    func pullStarred(into store: ([ServiceArticle]) throws -> Void) async throws
    /// The unread ids among `cached`; `cacheHoldsAll` says whether the cache holds every article
    /// the service does (false while older ones still wait), which some ways of working them out need.
    func unreadIDs(amongCached cached: Set<Int64>, cacheHoldsAll: Bool) async throws(ServiceError) -> Set<Int64>
}
