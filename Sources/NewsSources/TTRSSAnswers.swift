import Entities
import Foundation
import NewsCache

/// tt-rss's envelope: `{"seq":0,"status":0,"content":…}`, status 1 with `{"error":"…"}`.
enum TTRSSAnswer<Content: Decodable> {
    case content(Content)
    case error(String)

    private struct Envelope: Decodable {
        let status: Int
        let content: Content
    }

    private struct Failure: Decodable {
        struct Reason: Decodable { let error: String }
        let status: Int
        let content: Reason
    }

    static func decode(_ data: Data, service: String, operation: String) throws(ServiceError) -> TTRSSAnswer {
        let decoder = JSONDecoder()
        if let failure = try? decoder.decode(Failure.self, from: data), failure.status != 0 {
            return .error(failure.content.error)
        }
        do {
            return .content(try decoder.decode(Envelope.self, from: data).content)
        } catch let error as DecodingError {
            throw .badAnswer(service: service, operation: operation, reason: Self.words(error))
        } catch {
            throw .badAnswer(service: service, operation: operation, reason: "\(error)")
        }
    }

    private static func words(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: "not JSON"
        case .keyNotFound(let key, let context): "no \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "unexpected \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default: "unexpected content"
        }
    }
}

/// A number tt-rss sends as a number or as a string, depending on the database and the call.
struct LenientID: Decodable, Hashable {
    let value: Int64

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int64.self) {
            value = number
        } else if let number = Int64(try container.decode(String.self)) {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an id")
        }
    }
}

// The field names are tt-rss's.
struct TTRSSLogin: Decodable { let session_id: String }
struct TTRSSUpdated: Decodable { let status: String }
struct TTRSSCategory: Decodable {
    let id: LenientID
    let title: String
}
struct TTRSSFeed: Decodable {
    let id: LenientID
    let title: String
    let feed_url: String
    let cat_id: LenientID?
}
struct TTRSSID: Decodable { let id: LenientID }
/// getUnread's `{"unread": N}`; null when the user has no articles at all.
struct TTRSSUnreadCount: Decodable {
    let unread: LenientID?
    var count: Int { Int(unread?.value ?? 0) }
}

struct TTRSSHeadline: Decodable {
    struct Attachment: Decodable {
        let content_url: String
        let content_type: String?
    }

    let id: LenientID
    let guid: String?
    let unread: Bool
    let marked: Bool
    let updated: Int64?
    let title: String
    let link: String?
    let feed_id: LenientID
    let content: String?
    let author: String?
    let attachments: [Attachment]?

    /// The article for the cache; nil when its feed is not one of the subscriptions.
    func article(feedURLs: [Int64: String]) -> ServiceArticle? {
        guard let feedURL = feedURLs[feed_id.value] else { return nil }
        let item = FeedItem(id: nil, title: title, link: link?.isEmpty == false ? link : nil,
                            author: author?.isEmpty == false ? author : nil,
                            published: updated.map { Date(timeIntervalSince1970: TimeInterval($0)) },
                            content: content.map { FeedText($0, format: .html) },
                            enclosures: (attachments ?? []).map { Enclosure(url: $0.content_url, type: $0.content_type) })
        return ServiceArticle(serviceID: id.value, feedURL: feedURL, item: item, isRead: !unread, isStarred: marked,
                              identity: Self.hash(of: guid) ?? "ttrss:\(id.value)")
    }

    /// `{"ver":2,"uid":1,"hash":"SHA1:…"}` (or an older bare `SHA1:…`) → "sha1:…".
    static func hash(of guid: String?) -> String? {
        guard let guid, let range = guid.range(of: "SHA1:") else { return nil }
        let hex = guid[range.upperBound...].prefix { $0.isHexDigit }
        return hex.count == 40 ? "sha1:" + hex.lowercased() : nil
    }
}
