import Entities

/// `M` over a list that spans feeds (all unread, starred, a search) asks first: the first press
/// says what it would do, and `M` on the same list again does it (as quit warns once).
struct MarkAllConfirmation {
    private var asked: ArticleQuery?

    /// nil: mark it now. Otherwise the question to show.
    mutating func question(marking query: ArticleQuery, of title: String, key: String) -> StatusMessage? {
        guard query.feedID == nil, asked != query else {
            asked = nil
            return nil
        }
        asked = query
        return StatusMessage("This marks every article of “\(title)” read, across feeds: \(key) again to do it.")
    }
}
