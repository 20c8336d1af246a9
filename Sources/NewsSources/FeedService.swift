import Entities
import NewsCache

/// A feed service that keeps read and starred state for the user across machines (Tiny Tiny RSS,
/// Fever). `ServiceSync` drives one against the offline cache; the App only chooses which.
public protocol FeedService: Sendable {
    /// Whose article ids the cache holds: the kind and URL ("ttrss http://host/api/").
    var name: String { get }
    /// The subscriptions on the service; their URLs become the cache's feeds, categories their tags.
    func subscriptions() async throws(ServiceError) -> [Subscription]
    /// The articles with ids above `after`, handed to `store` a page at a time (a source may ask
    /// for the next page while one is stored, so memory holds two pages at most).
    func pullArticles(after: Int64, into store: ([ServiceArticle]) throws -> Void) async throws
    /// The ids of every unread article on the service.
    func unreadIDs() async throws(ServiceError) -> Set<Int64>
    /// The unread ids among `cached` (the service ids the cache holds), and any others unread
    /// there; a source may work them out with fewer requests than listing every unread one.
    func unreadIDs(amongCached cached: Set<Int64>) async throws(ServiceError) -> Set<Int64>
    /// The ids of every starred article on the service.
    func starredIDs() async throws(ServiceError) -> Set<Int64>
    /// Sends marks in batches; `acknowledged` gets each batch the service took.
    func push(_ marks: [PendingMark], acknowledged: ([PendingMark]) throws -> Void) async throws
    /// What a `ServiceArticle.identity` from this service is for an article the cache fetched
    /// from the feed itself (its `identity` there), so the two are matched; nil when none can be.
    func identity(ofLocal identity: String) -> String?
    /// Subscribes to the feed at `url` on the service (`tags`: where it files it, if it can);
    /// false when it was subscribed already. A service without a way to subscribe throws so.
    func subscribe(to url: String, tags: [String]) async throws(ServiceError) -> Bool
}

extension FeedService {
    public func unreadIDs(amongCached cached: Set<Int64>) async throws(ServiceError) -> Set<Int64> { try await unreadIDs() }
}
