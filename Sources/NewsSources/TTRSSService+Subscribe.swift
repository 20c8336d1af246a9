import Foundation

/// `adder feeds add` with tt-rss as the source subscribes there (the API's subscribeToFeed), as
/// its web page does: tt-rss fetches the URL at once and refuses one it finds no feed at.
extension TTRSSService {
    public func subscribe(to url: String, tags: [String]) async throws(ServiceError) -> Bool {
        var categoryID: Int64 = 0
        if let tag = tags.first {
            let categories = try await call("getCategories", [:], as: [TTRSSCategory].self).filter { $0.id.value > 0 }
            guard let category = categories.first(where: { Self.tag(from: $0.title) == tag }) else {
                throw .cannotSubscribe(service: name, url: url, reason: "it has no category “\(tag)”: make it there first, or leave out --tag")
            }
            categoryID = category.id.value
        }
        let answer = try await call("subscribeToFeed", ["feed_url": url, "category_id": categoryID], as: TTRSSSubscribed.self)
        switch answer.status.code {
        case 0: return false
        case 1: return true
        case 2: throw .cannotSubscribe(service: name, url: url, reason: "it does not take that URL")
        case 3: throw .cannotSubscribe(service: name, url: url, reason: "it found no feed there")
        case 4:
            let found = (answer.status.feeds ?? [:]).keys.sorted().joined(separator: ", ")
            throw .cannotSubscribe(service: name, url: url, reason: "the page names several feeds, add one of: \(found)")
        case 5:
            let message = answer.status.message.map { ": \($0)" } ?? ""
            throw .cannotSubscribe(service: name, url: url, reason: "it could not download it\(message)")
        case let code: throw .cannotSubscribe(service: name, url: url, reason: "it answered code \(code)")
        }
    }
}

/// subscribeToFeed's `{"status":{"code":1,"feed_id":7}}`; code 4 lists `feeds` (URL: title).
struct TTRSSSubscribed: Decodable {
    struct Status: Decodable {
        let code: Int
        let message: String?
        let feeds: [String: String]?
    }
    let status: Status
}
