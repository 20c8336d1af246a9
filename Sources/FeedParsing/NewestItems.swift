import Entities
import Foundation

/// Keeps the newest `limit` items of a feed read one at a time, so that memory holds `limit`
/// items whatever the feed holds. Newest by date (published, else updated); an item without a
/// date counts as newest (the cache dates it at the fetch), and among equals the one earlier in
/// the file wins (feeds list their newest first). `items` are the kept ones in file order.
struct NewestItems {
    let limit: Int
    /// Items offered so far.
    private(set) var seen = 0
    /// A min-heap by rank: the least new kept item on top, the one a newer item replaces. It
    /// holds places in `kept`, so sifting moves two words, not an item (copying items was 3 % of a parse).
    private var heap: [(rank: Rank, slot: Int)] = []
    private var kept: [FeedItem] = []

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    mutating func add(_ item: FeedItem) {
        let rank = Rank(date: item.published ?? item.updated ?? .distantFuture, order: seen)
        seen += 1
        if heap.count < limit {
            kept.append(item)
            heap.append((rank, kept.count - 1))
            siftUp(heap.count - 1)
        } else if let least = heap.first, least.rank < rank {
            kept[least.slot] = item
            heap[0] = (rank, least.slot)
            siftDown(0)
        }
    }

    var items: [FeedItem] {
        heap.sorted { $0.rank.order < $1.rank.order }.map { kept[$0.slot] }
    }

    struct Rank: Comparable {
        let date: Date
        let order: Int

        /// `a < b`: a is less new than b.
        static func < (a: Rank, b: Rank) -> Bool {
            a.date != b.date ? a.date < b.date : a.order > b.order
        }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].rank < heap[parent].rank else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            var least = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && heap[child].rank < heap[least].rank {
                least = child
            }
            guard least != parent else { return }
            heap.swapAt(parent, least)
            parent = least
        }
    }
}
