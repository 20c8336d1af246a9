/// One row of the to-do list shown as a tree.
public struct TodoTreeRow: Sendable, Hashable {
    // 4-byte fields (20 bytes a row instead of 40): the list holds a row per to-do shown, up to
    // 100,000 and more, and a position or a count never nears 2^31.
    /// Where the to-do is in the array the tree was made from.
    @StoredAsInt32 public var index: Int
    /// 0 for a top-level to-do.
    @StoredAsInt32 public var depth: Int
    /// Shown only as the path to a match: an ancestor the filter or the search would hide.
    public var isContext = false
    /// Its subtasks are hidden here (folded).
    public var isFolded = false
    /// Its direct subtasks that are not archived, and the done ones among them: the progress "2/5".
    @StoredAsInt32 public var subtasks: Int
    @StoredAsInt32 public var doneSubtasks: Int

    public init(index: Int, depth: Int = 0, isContext: Bool = false, isFolded: Bool = false, subtasks: Int = 0, doneSubtasks: Int = 0) {
        self.index = index
        self.depth = depth
        self.isContext = isContext
        self.isFolded = isFolded
        self.subtasks = subtasks
        self.doneSubtasks = doneSubtasks
    }
}

/// An `Int` kept in four bytes, for values that are many and small (a value outside `Int32` traps).
@propertyWrapper
public struct StoredAsInt32: Sendable, Hashable {
    private var stored: Int32

    public init(wrappedValue: Int) {
        stored = Int32(wrappedValue)
    }

    public var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(newValue) }
    }
}
