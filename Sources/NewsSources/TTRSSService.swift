import Crypto
import Entities
import Foundation
import NewsCache
import Synchronization

/// Tiny Tiny RSS through its JSON API (as newsboat's ttrss source uses it): a session from
/// `login`, logged in again when the server answers `NOT_LOGGED_IN`.
public final class TTRSSService: PagedFeedService {
    /// getHeadlines gives at most 200 articles an answer.
    static let pageSize = 200
    /// Article ids per updateArticle.
    static let pushBatch = 500

    public let name: String
    let api: URL
    let login: String
    let password: String
    let http: ServiceHTTP
    private let session = Mutex<String?>(nil)
    /// Each feed's URL by its tt-rss id, from the last getFeeds: a sync's pull reuses its subscriptions' list.
    private let listedFeeds = Mutex<[Int64: String]?>(nil)

    /// `url`: the tt-rss address (its `api/` is added when missing). The password is kept in memory only.
    public init(url: URL, login: String, password: String, timeout: Duration = .seconds(30),
                maxBytes: Int = 32 * 1024 * 1024) {
        api = url.path.hasSuffix("/api/") || url.path.hasSuffix("/api") ? url : url.appendingPathComponent("api/")
        name = "Tiny Tiny RSS at \(api.absoluteString)"
        self.login = login
        self.password = password
        http = ServiceHTTP(serviceName: name, timeout: timeout, maxBytes: maxBytes)
    }

    public func subscriptions() async throws(ServiceError) -> [Subscription] {
        let categories = try await call("getCategories", [:], as: [TTRSSCategory].self)
        // 0 is "Uncategorized", below 0 the special ones: no tag.
        let titles = Dictionary(categories.filter { $0.id.value > 0 }.map { ($0.id.value, $0.title) },
                                uniquingKeysWith: { first, _ in first })
        let feeds = try await call("getFeeds", ["cat_id": -3], as: [TTRSSFeed].self)
        listedFeeds.withLock { $0 = Self.urls(of: feeds) }
        return feeds.filter { $0.id.value > 0 }.map { feed in
            let tag = feed.cat_id.flatMap { titles[$0.value] }.map(Self.tag(from:)).flatMap { $0.isEmpty ? nil : $0 }
            return Subscription(url: feed.feed_url, tags: tag.map { [$0] } ?? [], title: feed.title)
        }
    }

    /// The next page is asked for while this one is stored, so tt-rss and the cache work at once.
    public func pullArticles(after: Int64, into store: ([ServiceArticle]) throws -> Void) async throws {
        let urls = try await feedURLs()
        var skip = 0
        var next = Task { try await headlines(after: after, skip: 0) }
        while true {
            let page = try await next.value
            if page.count == Self.pageSize {
                let following = skip + page.count
                next = Task { try await headlines(after: after, skip: following) }
            }
            do {
                try store(page.compactMap { $0.article(feedURLs: urls) })
            } catch {
                next.cancel()
                throw error
            }
            guard page.count == Self.pageSize else { return }
            skip += page.count
        }
    }

    /// `sanitize: false`: the content as tt-rss stored it from the feed, which Adder renders as it
    /// renders a feed's own. tt-rss's sanitizer parses and rewrites every article's HTML: a page of
    /// 200 articles of 5 KB took it 5.9-7.9 s with it, 0.8-2.7 s without (loaded machine).
    private func headlines(after: Int64, skip: Int) async throws(ServiceError) -> [TTRSSHeadline] {
        try await call("getHeadlines", [
            "feed_id": -4, "view_mode": "all_articles", "since_id": after, "skip": skip, "limit": Self.pageSize,
            "show_content": true, "sanitize": false, "include_attachments": true, "order_by": "date_reverse",
        ], as: [TTRSSHeadline].self)
    }

    public func unreadIDs() async throws(ServiceError) -> Set<Int64> { try await ids(feed: -4, viewMode: "unread") }

    /// When fewer articles are read than unread, the read ones are listed instead (tt-rss's search
    /// `unread:false`; each page of ids costs tt-rss as much as a page of articles) and the unread
    /// ones are the rest of `cached`. That holds only when the server's articles are the cached
    /// ones: its unread count (getUnread) and the read listed must add up to `cached`, every read one
    /// cached; else (an article purged there, one arriving meanwhile) the unread ids are listed.
    public func unreadIDs(amongCached cached: Set<Int64>) async throws(ServiceError) -> Set<Int64> {
        let unread = try await call("getUnread", [:], as: TTRSSUnreadCount.self).count
        guard cached.count - unread < unread else { return try await unreadIDs() }
        let read = try await ids(feed: -4, viewMode: "all_articles", search: "unread:false")
        guard read.count + unread == cached.count, read.isSubset(of: cached) else { return try await unreadIDs() }
        return cached.subtracting(read)
    }

    public func starredIDs() async throws(ServiceError) -> Set<Int64> { try await ids(feed: -1, viewMode: "all_articles") }

    public func push(_ marks: [PendingMark], acknowledged: ([PendingMark]) throws -> Void) async throws {
        let groups = Dictionary(grouping: marks) { [$0.field.rawValue, String($0.value)] }
        for key in groups.keys.sorted(by: { $0.joined() < $1.joined() }) {
            let group = groups[key]!
            for start in stride(from: 0, to: group.count, by: Self.pushBatch) {
                let batch = Array(group[start..<min(start + Self.pushBatch, group.count)])
                let mark = batch[0]
                // field 0: starred, 2: unread; mode 1 sets it, 0 clears it.
                let field = mark.field == .starred ? 0 : 2
                let mode = (mark.field == .starred) == mark.value ? 1 : 0
                _ = try await call("updateArticle", [
                    "article_ids": batch.map { String($0.serviceID) }.joined(separator: ","), "field": field, "mode": mode,
                ], as: TTRSSUpdated.self)
                try acknowledged(batch)
            }
        }
    }

    /// tt-rss names an article by the SHA1 of its feed's guid (else its link), as Adder's identity keeps them.
    public func identity(ofLocal identity: String) -> String? {
        for prefix in ["id:", "link:"] where identity.hasPrefix(prefix) {
            return "sha1:" + Self.sha1(String(identity.dropFirst(prefix.count)))
        }
        return identity.hasPrefix("sha1:") ? identity : nil
    }

    static func sha1(_ text: String) -> String {
        Insecure.SHA1.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// A category's title as a tag: tags are single words in the feeds file's format.
    static func tag(from title: String) -> String {
        String(title.map { $0.isWhitespace || $0 == "," || $0 == "\"" ? "-" : $0 })
    }

    func feedURLs() async throws(ServiceError) -> [Int64: String] {
        if let listed = listedFeeds.withLock({ $0 }) { return listed }
        return Self.urls(of: try await call("getFeeds", ["cat_id": -3], as: [TTRSSFeed].self))
    }

    private static func urls(of feeds: [TTRSSFeed]) -> [Int64: String] {
        Dictionary(feeds.map { ($0.id.value, $0.feed_url) }, uniquingKeysWith: { first, _ in first })
    }

    /// nil when `maxPages` pages were not enough.
    func ids(feed: Int, viewMode: String, search: String = "", maxPages: Int = .max) async throws(ServiceError) -> Set<Int64>? {
        var ids = Set<Int64>()
        var skip = 0
        for _ in 0..<maxPages {
            var parameters: [String: any Sendable] = [
                "feed_id": feed, "view_mode": viewMode, "skip": skip, "limit": Self.pageSize, "order_by": "date_reverse",
            ]
            if !search.isEmpty { parameters["search"] = search }
            let page = try await call("getHeadlines", parameters, as: [TTRSSID].self)
            ids.formUnion(page.map(\.id.value))
            guard page.count == Self.pageSize else { return ids }
            skip += page.count
        }
        return nil
    }

    private func ids(feed: Int, viewMode: String, search: String = "") async throws(ServiceError) -> Set<Int64> {
        try await ids(feed: feed, viewMode: viewMode, search: search, maxPages: .max) ?? []
    }

    /// Calls `operation` with the session, logging in first when there is none and again once
    /// when the server says the session is gone.
    func call<Content: Decodable>(_ operation: String, _ parameters: [String: any Sendable],
                                  as type: Content.Type) async throws(ServiceError) -> Content {
        for attempt in 0..<2 {
            let sid = try await sessionID(fresh: attempt > 0)
            var body = parameters
            body["op"] = operation
            body["sid"] = sid
            let answer = try await send(body, operation: operation, as: Content.self)
            switch answer {
            case .content(let content): return content
            case .error("NOT_LOGGED_IN") where attempt == 0: continue
            case .error("API_DISABLED"): throw .apiDisabled(service: name, login: login)
            case .error(let error): throw .refused(service: name, operation: operation, error: error)
            }
        }
        throw .refused(service: name, operation: operation, error: "NOT_LOGGED_IN after logging in again")
    }

    private func sessionID(fresh: Bool) async throws(ServiceError) -> String {
        if !fresh, let sid = session.withLock({ $0 }) { return sid }
        switch try await send(["op": "login", "user": login, "password": password], operation: "login", as: TTRSSLogin.self) {
        case .content(let login):
            session.withLock { $0 = login.session_id }
            return login.session_id
        case .error("API_DISABLED"): throw .apiDisabled(service: name, login: login)
        case .error("LOGIN_ERROR"): throw .loginRefused(service: name, login: login)
        case .error(let error): throw .refused(service: name, operation: "login", error: error)
        }
    }

    private func send<Content: Decodable>(_ body: [String: any Sendable], operation: String,
                                          as type: Content.Type) async throws(ServiceError) -> TTRSSAnswer<Content> {
        let json: Data
        do {
            json = try JSONSerialization.data(withJSONObject: body)
        } catch {
            throw .badAnswer(service: name, operation: operation, reason: "the request could not be written")
        }
        let data = try await http.post(api, body: json, contentType: "application/json", operation: operation)
        return try TTRSSAnswer<Content>.decode(data, service: name, operation: operation)
    }
}
