/// Everything todos.json holds: the schema version, the id counter and the to-dos in their
/// manual order.
public struct TodoDocument: Codable, Sendable, Hashable {
    /// The schema this program reads and writes.
    public static let currentVersion = 3

    public var version: Int
    /// The id the next new to-do gets; ids are never reused.
    public var nextID: Todo.ID
    public var todos: [Todo]

    public init(version: Int = TodoDocument.currentVersion, nextID: Todo.ID = 1, todos: [Todo] = []) {
        self.version = version
        self.nextID = nextID
        self.todos = todos
    }
}
