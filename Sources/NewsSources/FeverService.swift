import Crypto
import Entities
import Foundation
import NewsCache

/// The Fever API (FreshRSS, Miniflux, yarr, tt-rss's plugin, Coldsweat): form POSTs with
/// `api_key` = md5("login:password"), commands in the query string. It marks one item a call.
public final class FeverService: FeedService {
    public let name: String
    let endpoint: URL
    let login: String
    let apiKey: String
    let http: ServiceHTTP

    /// `url`: the Fever endpoint (FreshRSS: …/api/fever.php, Miniflux: …/fever/).
    public init(url: URL, login: String, password: String, timeout: Duration = .seconds(30),
                maxBytes: Int = 32 * 1024 * 1024) {
        endpoint = url
        name = "The Fever API at \(url.absoluteString)"
        self.login = login
        apiKey = Insecure.MD5.hash(data: Data("\(login):\(password)".utf8)).map { String(format: "%02x", $0) }.joined()
        http = ServiceHTTP(serviceName: name, timeout: timeout, maxBytes: maxBytes)
    }

    public func subscriptions() async throws(ServiceError) -> [Subscription] {
        let answer = try await call("groups&feeds", as: FeverFeeds.self)
        let groupTitles = Dictionary((answer.groups ?? []).map { ($0.id.value, $0.title) }, uniquingKeysWith: { first, _ in first })
        var tags: [Int64: [String]] = [:]
        for link in answer.feeds_groups ?? [] {
            guard let title = groupTitles[link.group_id.value] else { continue }
            for feed in link.feed_ids.split(separator: ",").compactMap({ Int64($0) }) {
                tags[feed, default: []].append(TTRSSService.tag(from: title))
            }
        }
        return (answer.feeds ?? []).map { Subscription(url: $0.url, tags: tags[$0.id.value] ?? [], title: $0.title) }
    }

    public func pullArticles(after: Int64, into store: ([ServiceArticle]) throws -> Void) async throws {
        let feeds = try await call("feeds", as: FeverFeeds.self).feeds ?? []
        let urls = Dictionary(feeds.map { ($0.id.value, $0.url) }, uniquingKeysWith: { first, _ in first })
        var since = after
        while true {
            let items = try await call("items&since_id=\(since)", as: FeverItems.self).items ?? []
            try store(items.compactMap { $0.article(feedURLs: urls) })
            guard let newest = items.map(\.id.value).max(), newest > since else { return }
            since = newest
        }
    }

    public func unreadIDs() async throws(ServiceError) -> Set<Int64> {
        Self.ids(try await call("unread_item_ids", as: FeverIDs.self).unread_item_ids)
    }

    public func starredIDs() async throws(ServiceError) -> Set<Int64> {
        Self.ids(try await call("saved_item_ids", as: FeverIDs.self).saved_item_ids)
    }

    public func push(_ marks: [PendingMark], acknowledged: ([PendingMark]) throws -> Void) async throws {
        for mark in marks {
            let state: String
            switch mark.field {
            case .read: state = mark.value ? "read" : "unread"
            case .starred: state = mark.value ? "saved" : "unsaved"
            }
            do {
                _ = try await call("", form: ["mark": "item", "as": state, "id": String(mark.serviceID)], as: FeverAuth.self)
            } catch {
                // 404: the item is gone from the service, nothing is left to mark.
                guard error == .refused(service: name, operation: "mark", error: "HTTP 404") else { throw error }
            }
            try acknowledged([mark])
        }
    }

    /// Fever gives no guid: an article is matched by its link.
    public func identity(ofLocal identity: String) -> String? {
        identity.hasPrefix("link:") ? identity : nil
    }

    /// The Fever API has no call that subscribes: the service's own pages do.
    public func subscribe(to url: String, tags: [String]) async throws(ServiceError) -> Bool {
        throw .cannotSubscribe(service: name, url: url,
                               reason: "Fever has no call that subscribes; add it in the service's own pages, and the next refresh brings it")
    }

    private func call<Answer: Decodable>(_ command: String, form: [String: String] = [:],
                                         as type: Answer.Type) async throws(ServiceError) -> Answer {
        let separator = endpoint.absoluteString.contains("?") ? "&" : "?"
        let url = URL(string: endpoint.absoluteString + separator + "api" + (command.isEmpty ? "" : "&" + command))!
        let fields = ["api_key": apiKey].merging(form) { $1 }
        let body = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.formEscaped($0.value))" }.joined(separator: "&")
        let operation = command.isEmpty ? "mark" : String(command.prefix { $0 != "=" })
        let data = try await http.post(url, body: Data(body.utf8), contentType: "application/x-www-form-urlencoded", operation: operation)
        let decoder = JSONDecoder()
        guard let auth = try? decoder.decode(FeverAuth.self, from: data) else {
            throw .badAnswer(service: name, operation: operation, reason: "not the Fever API's JSON")
        }
        guard auth.auth == 1 else { throw .loginRefused(service: name, login: login) }
        do {
            return try decoder.decode(Answer.self, from: data)
        } catch {
            throw .badAnswer(service: name, operation: operation, reason: "unexpected content")
        }
    }

    private static func formEscaped(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    static func ids(_ list: String?) -> Set<Int64> {
        Set((list ?? "").split(separator: ",").compactMap { Int64($0.trimmingCharacters(in: .whitespaces)) })
    }
}

struct FeverAuth: Decodable { let auth: Int }
struct FeverIDs: Decodable {
    let unread_item_ids: String?
    let saved_item_ids: String?
}
struct FeverFeeds: Decodable {
    struct Group: Decodable {
        let id: LenientID
        let title: String
    }
    struct FeedGroup: Decodable {
        let group_id: LenientID
        let feed_ids: String
    }
    struct Feed: Decodable {
        let id: LenientID
        let title: String
        let url: String
    }
    let groups: [Group]?
    let feeds: [Feed]?
    let feeds_groups: [FeedGroup]?
}
struct FeverItems: Decodable {
    struct Item: Decodable {
        let id: LenientID
        let feed_id: LenientID
        let title: String?
        let author: String?
        let html: String?
        let url: String?
        let is_saved: LenientID
        let is_read: LenientID
        let created_on_time: Int64?

        func article(feedURLs: [Int64: String]) -> ServiceArticle? {
            guard let feedURL = feedURLs[feed_id.value] else { return nil }
            let link = url?.isEmpty == false ? url : nil
            let item = FeedItem(title: title ?? "", link: link, author: author?.isEmpty == false ? author : nil,
                                published: created_on_time.map { Date(timeIntervalSince1970: TimeInterval($0)) },
                                content: html.map { FeedText($0, format: .html) })
            return ServiceArticle(serviceID: id.value, feedURL: feedURL, item: item, isRead: is_read.value != 0,
                                  isStarred: is_saved.value != 0, identity: link.map { "link:" + $0 } ?? "fever:\(id.value)")
        }
    }
    let items: [Item]?
}
