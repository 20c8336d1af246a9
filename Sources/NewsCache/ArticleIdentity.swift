import Basics
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
        guard let trimmed = text?.trimmedWhitespace, !trimmed.isEmpty else { return nil }
        return trimmed
    }
}

/// A stable 64-bit hash (FNV-1a's prime, eight bytes a step) of everything the cache stores from
/// an item, so a re-merge compares one number per item instead of reading bodies, and rewrites
/// only what changed. (Swift's `Hasher` is seeded per process, so it cannot be stored.)
struct ItemFingerprint {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    static func of(_ item: FeedItem) -> Int64 {
        var hasher = ItemFingerprint()
        hasher.add(item.title)
        hasher.add(item.link)
        hasher.add(item.author)
        hasher.add(item.published?.timeIntervalSince1970.bitPattern)
        hasher.add(item.updated?.timeIntervalSince1970.bitPattern)
        hasher.add(item.summary?.text)
        hasher.add(item.summary?.format.rawValue)
        hasher.add(item.content?.text)
        hasher.add(item.content?.format.rawValue)
        for enclosure in item.enclosures {
            hasher.add(enclosure.url)
            hasher.add(enclosure.type)
            hasher.add(enclosure.length.map { UInt64(bitPattern: Int64($0)) })
        }
        return Int64(bitPattern: hasher.state)
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x0000_0100_0000_01b3
        state ^= state >> 32  // carries high bits down, which multiplication alone never does
    }

    /// Each field ends with its length and a tag, so neighbouring fields cannot trade bytes.
    private mutating func add(_ text: String?) {
        guard var text else { return mix(0xFE << 56) }
        text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for byte in raw[offset...] { tail = tail << 8 | UInt64(byte) }
            mix(tail)
        }
        mix(0xFF << 56 | UInt64(text.utf8.count))
    }

    private mutating func add(_ number: UInt64?) {
        guard let number else { return mix(0xFE << 56) }
        mix(number)
        mix(0xFD << 56)
    }
}
