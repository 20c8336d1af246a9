import Entities
import Foundation
import Glibc

/// Finds, for a document's to-dos, the runs that a file's old to-dos hold unchanged and in the
/// same order, so that `TodoDocumentWriter` can copy their bytes. Most saves change, add or
/// remove one to-do, so the next old to-do is tried first; an id → index table is made only
/// when that guess fails for an id the old file may hold.
struct UnchangedRunFinder {
    private let old: [Todo]
    /// The old index the next to-do most likely has: just after the last one found.
    private var expected = 0
    private var indexByID: [Todo.ID: Int]?
    private lazy var largestOldID = old.reduce(Int.min) { max($0, $1.id) }

    init(old: [Todo]) {
        self.old = old
    }

    /// The longest run of old to-dos equal to `todos[start...]`'s first ones: its first old
    /// index and length; nil when `todos[start]` is not among the old to-dos unchanged.
    mutating func run(in todos: [Todo], at start: Int) -> (oldStart: Int, count: Int)? {
        guard let oldStart = oldIndex(of: todos[start].id) else { return nil }
        expected = oldStart + 1
        guard old[oldStart].hasSameContents(as: todos[start]) else { return nil }
        var count = 1
        while start + count < todos.count, oldStart + count < old.count,
              old[oldStart + count].hasSameContents(as: todos[start + count]) {
            count += 1
        }
        expected = oldStart + count
        return (oldStart, count)
    }

    private mutating func oldIndex(of id: Todo.ID) -> Int? {
        if expected < old.count, old[expected].id == id { return expected }
        if id > largestOldID { return nil }  // a new to-do: no table needed
        if indexByID == nil {
            var table: [Todo.ID: Int] = [:]
            table.reserveCapacity(old.count)
            for index in old.indices.reversed() { table[old[index].id] = index }  // the first of duplicated ids
            indexByID = table
        }
        return indexByID![id]
    }
}

extension Todo {
    /// `==`, but strings compared by their bytes: Swift's `==` holds canonically equivalent
    /// strings equal ("é" precomposed or not), and a title changed only that way must be
    /// written, not copied from the old file. Strings that share storage, as an unchanged
    /// to-do's do with the one read, compare by address.
    func hasSameContents(as other: Todo) -> Bool {
        id == other.id && done == other.done && archived == other.archived && created == other.created
            && completed == other.completed && priority == other.priority && due == other.due
            && dueTime == other.dueTime && recurrence == other.recurrence && parent == other.parent
            && title.hasSameBytes(as: other.title) && notes.hasSameBytes(as: other.notes)
            && (project ?? "").hasSameBytes(as: other.project ?? "") && (project == nil) == (other.project == nil)
            && tags.count == other.tags.count && zip(tags, other.tags).allSatisfy { $0.hasSameBytes(as: $1) }
    }
}

extension String {
    func hasSameBytes(as other: String) -> Bool {
        let same = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.count == theirs.count
                    && (mine.baseAddress == theirs.baseAddress || mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0)
            }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
