/// One row of the to-do list shown as a tree.
public struct TodoTreeRow: Sendable, Hashable {
    // 4-byte fields (20 bytes a row instead of 40): the list holds a row per to-do shown, up to
    // 100,000 and more, and a position or a count never nears 2^31.
    private var storedIndex: Int32
    private var storedDepth: Int32
    private var storedSubtasks: Int32 = 0
    private var storedDoneSubtasks: Int32 = 0

    /// Where the to-do is in the array the tree was made from.
    public var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = Int32(newValue) }
    }
    /// 0 for a top-level to-do.
    public var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(newValue) }
    }
    /// Shown only as the path to a match: an ancestor the filter or the search would hide.
    public var isContext = false
    /// Its subtasks are hidden here (folded).
    public var isFolded = false
    /// Its direct subtasks that are not archived, and the done ones among them: the progress "2/5".
    public var subtasks: Int {
        get { Int(storedSubtasks) }
        set { storedSubtasks = Int32(newValue) }
    }
    public var doneSubtasks: Int {
        get { Int(storedDoneSubtasks) }
        set { storedDoneSubtasks = Int32(newValue) }
    }

    public init(index: Int, depth: Int = 0, isContext: Bool = false, isFolded: Bool = false, subtasks: Int = 0, doneSubtasks: Int = 0) {
        storedIndex = Int32(index)
        storedDepth = Int32(depth)
        self.isContext = isContext
        self.isFolded = isFolded
        storedSubtasks = Int32(subtasks)
        storedDoneSubtasks = Int32(doneSubtasks)
    }
}
