/// One row of the to-do list shown as a tree.
public struct TodoTreeRow: Sendable, Hashable {
    /// Where the to-do is in the array the tree was made from.
    public var index: Int
    /// 0 for a top-level to-do.
    public var depth: Int
    /// Shown only as the path to a match: an ancestor the filter or the search would hide.
    public var isContext = false
    /// Its subtasks are hidden here (folded).
    public var isFolded = false
    /// Its direct subtasks that are not archived, and the done ones among them: the progress "2/5".
    public var subtasks = 0
    public var doneSubtasks = 0

    public init(index: Int, depth: Int = 0, isContext: Bool = false, isFolded: Bool = false, subtasks: Int = 0, doneSubtasks: Int = 0) {
        self.index = index
        self.depth = depth
        self.isContext = isContext
        self.isFolded = isFolded
        self.subtasks = subtasks
        self.doneSubtasks = doneSubtasks
    }
}
