import Entities

extension ArticlePage {
    /// The article at a position of the whole list, if this window holds it.
    func article(at index: Int) -> Article? {
        let local = index - offset
        return articles.indices.contains(local) ? articles[local] : nil
    }

    /// Whether this window holds every row of `rows` (an empty page holds nothing).
    func holds(_ rows: Range<Int>) -> Bool {
        let held = offset..<(offset + articles.count)
        return total != 0 && held.contains(rows.lowerBound) && held.contains(rows.upperBound - 1)
    }
}
