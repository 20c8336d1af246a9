import Basics
import Entities
import Foundation

/// The to-dos of a todos.json this process read or wrote, and where each one's object lies in
/// that file (from its `{` to just after its `}`): what lets a save copy the bytes of the to-dos
/// that did not change instead of writing them again.
struct TodoFileLayout {
    /// The to-dos the file holds, but at the positions in `replaced`, which an edit made in place
    /// since changed in this list (shared with the store's, so that the edit copied nothing).
    private(set) var todos: [Todo]
    let objectRanges: [Range<Int>]
    /// What the file holds at the positions edits made in place changed since it was read or written.
    private var replaced: [Int: Todo] = [:]
    /// False while an edit in place has the list (`letGo`).
    private(set) var holdsTodos = true

    init(todos: [Todo], objectRanges: [Range<Int>]) {
        self.todos = todos
        self.objectRanges = objectRanges
    }

    /// The to-dos as the file holds them (a copy of the list when an edit in place changed some).
    var fileTodos: [Todo] {
        guard !replaced.isEmpty else { return todos }
        var todos = todos
        for (position, todo) in replaced { todos[position] = todo }
        return todos
    }

    /// True when this layout holds `todos`' own storage: it may let go of it for an edit in place.
    func shares(_ todos: [Todo]) -> Bool {
        holdsTodos && todos.count == self.todos.count
            && todos.withUnsafeBufferPointer { mine in self.todos.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// Lets go of the list for an edit of fields at `positions` made in place, keeping what the
    /// file holds there; `resume` gives the list back after the edit.
    mutating func letGo(changing positions: [Int]) {
        for position in positions where replaced[position] == nil { replaced[position] = todos[position] }
        todos = []
        holdsTodos = false
    }

    mutating func resume(with todos: [Todo]) {
        precondition(todos.count == objectRanges.count, "an edit of fields keeps the list's length")
        self.todos = todos
        holdsTodos = true
    }
}

/// A document's bytes as pieces: encoded bytes, and runs of unchanged to-dos to copy from the
/// file a `TodoFileLayout` describes; and where each to-do's object lies in the result.
struct EncodedTodoFile {
    let bytes: Data
    let pieces: [AtomicFile.Pieces.Piece]
    let objectRanges: [Range<Int>]
}

/// A todos.json a `TodoFile` read or wrote, held open, and where each of its to-dos lies in it:
/// a save copies unchanged to-dos from it while it is as it was then.
struct CopySource {
    let file: OpenFile
    /// The file as read or written; another program that truncated or rewrote it in place since
    /// changed its size or modification time.
    let identity: FileIdentity
    var layout: TodoFileLayout

    var isUnchanged: Bool { file.identity == identity }
}
