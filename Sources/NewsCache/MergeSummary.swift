/// What a merge did with a document's items.
public struct MergeSummary: Hashable, Sendable {
    /// Articles seen for the first time.
    public var inserted: Int
    /// Of those, the ones a display-mode killfile rule hides: stored, but in no list.
    public var insertedHidden: Int = 0
    /// Known articles whose title, date, text, link or attachments changed.
    public var updated: Int
    /// Known articles exactly as stored: not written.
    public var unchanged: Int

    public init(inserted: Int = 0, updated: Int = 0, unchanged: Int = 0, insertedHidden: Int = 0) {
        self.inserted = inserted
        self.insertedHidden = insertedHidden
        self.updated = updated
        self.unchanged = unchanged
    }
}
