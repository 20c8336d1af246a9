import Entities
import Foundation

/// What makes an item the same article on the next fetch: its guid/id, else its link, else its
/// title and published date. The kind prefix keeps a guid from ever equalling a link.
enum ArticleIdentity {
    static func of(_ item: FeedItem) -> String {
        if let id = nonBlank(item.id) { return "id:" + id }
        if let link = nonBlank(item.link) { return "link:" + link }
        let date = item.published.map { String($0.timeIntervalSince1970) } ?? "undated"
        return "title:" + item.title + "\n" + date
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}

/// A stable 64-bit FNV-1a hash of everything the cache stores from an item, so a re-merge
/// compares one number per item instead of reading bodies, and rewrites only what changed.
/// (Swift's `Hasher` is seeded per process, so it cannot be stored.)
struct ItemFingerprint {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    static func of(_ item: FeedItem) -> Int64 {
        var hasher = ItemFingerprint()
        hasher.add(item.title)
        hasher.add(item.link)
        hasher.add(item.author)
        hasher.add(item.published)
        hasher.add(item.updated)
        hasher.add(item.summary?.text)
        hasher.add(item.summary?.format.rawValue)
        hasher.add(item.content?.text)
        hasher.add(item.content?.format.rawValue)
        for enclosure in item.enclosures {
            hasher.add(enclosure.url)
            hasher.add(enclosure.type)
            hasher.add(enclosure.length.map(String.init))
        }
        return Int64(bitPattern: hasher.state)
    }

    private mutating func byte(_ value: UInt8) {
        state = (state ^ UInt64(value)) &* 0x0000_0100_0000_01b3
    }

    /// Fields are separated by 0xFF and nil is 0xFE: bytes UTF-8 never contains.
    private mutating func add(_ text: String?) {
        guard var text else { return byte(0xFE) }
        text.withUTF8 { bytes in
            for value in bytes { byte(value) }
        }
        byte(0xFF)
    }

    private mutating func add(_ date: Date?) {
        guard let date else { return byte(0xFE) }
        var bits = date.timeIntervalSince1970.bitPattern
        for _ in 0..<8 {
            byte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
        byte(0xFF)
    }
}
