import Entities
import Foundation
import Testing
import TestSupport
import Todos

/// Builds to-dos from an outline: each line's leading spaces (two per level) give its depth.
func outline(_ text: String) -> [Todo] {
    var todos: [Todo] = []
    var stack: [Todo.ID] = []
    for (offset, line) in text.split(separator: "\n").enumerated() {
        let depth = line.prefix { $0 == " " }.count / 2
        var todo = Fixtures.todo(offset + 1, String(line.trimmingCharacters(in: .whitespaces)))
        if todo.title.hasPrefix("x ") {
            todo.title.removeFirst(2)
            todo.done = true
        }
        stack.removeLast(max(0, stack.count - depth))
        todo.parent = stack.last
        stack.append(todo.id)
        todos.append(todo)
    }
    return todos
}

@Suite("The to-do tree: rows in display order, progress, subtrees")
struct TodoTreeTests {
    static let trip = outline("""
        trip
          book flights
          x pack
            x socks
            passport
          hotel
        milk
        """)

    private func shown(_ tree: TodoTree, _ query: TodoQuery = TodoQuery()) -> [String] {
        tree.rows(for: query).map { row in
            String(repeating: "  ", count: row.depth) + (row.isContext ? "(\(tree.todos[row.index].title))" : tree.todos[row.index].title)
        }
    }

    @Test("rows come parents first, children in the manual order, each with its depth")
    func displayOrder() {
        let tree = TodoTree(Self.trip)
        #expect(shown(tree) == ["trip", "  book flights", "  pack", "    socks", "    passport", "  hotel", "milk"])
        #expect(tree.hasSubtasks)
    }

    @Test("progress counts the direct subtasks, done of all")
    func progress() {
        let rows = TodoTree(Self.trip).rows(for: TodoQuery())
        #expect(rows.map { "\($0.doneSubtasks)/\($0.subtasks)" } == ["1/3", "0/0", "1/2", "0/0", "0/0", "0/0", "0/0"])
    }

    @Test("children stored before their parent in the file still show under it")
    func childBeforeParent() {
        var todos = Self.trip
        todos.swapAt(0, 3)  // "socks" first in the file
        #expect(shown(TodoTree(todos)) == ["trip", "  book flights", "  pack", "    socks", "    passport", "  hotel", "milk"])
    }

    @Test("a search shows each match with the path to it, the ancestors as context; folds open for it")
    func searchPath() {
        let tree = TodoTree(Self.trip)
        #expect(shown(tree, TodoQuery(search: "passport", folded: [1])) == ["(trip)", "  (pack)", "    passport"])
        #expect(shown(tree, TodoQuery(filter: .open)) == ["trip", "  book flights", "  (pack)", "    passport", "  hotel", "milk"])
    }

    @Test("a folded to-do hides its subtasks")
    func folding() {
        let tree = TodoTree(Self.trip)
        let rows = tree.rows(for: TodoQuery(folded: [3]))
        #expect(shown(tree, TodoQuery(folded: [3])) == ["trip", "  book flights", "  pack", "  hotel", "milk"])
        #expect(rows[2].isFolded)
        #expect(shown(tree, TodoQuery(folded: [1, 3])) == ["trip", "milk"])
    }

    @Test("a sort orders siblings among themselves, under their parent")
    func sortedSiblings() {
        var todos = Self.trip
        todos[5].priority = .high  // hotel
        todos[6].priority = .low   // milk
        #expect(shown(TodoTree(todos), TodoQuery(sort: .priority))
                == ["milk", "trip", "  hotel", "  book flights", "  pack", "    socks", "    passport"])
    }

    @Test("a missing parent or a cycle shows the to-do at the top level, once, and names it")
    func orphansAndCycles() {
        var todos = outline("a\nb\nc")
        todos[0].parent = 99
        todos[1].parent = 3
        todos[2].parent = 2
        let tree = TodoTree(todos)
        #expect(Set(tree.orphans) == [1, 2] || Set(tree.orphans) == [1, 3])
        #expect(tree.rows(for: TodoQuery()).count == 3)
    }

    @Test("without any subtasks the rows are the flat list, in the query's order")
    func flat() {
        let tree = TodoTree(outline("b\na\nc"))
        #expect(!tree.hasSubtasks)
        #expect(shown(tree, TodoQuery(search: "a")) == ["a"])
        #expect(tree.rows(for: TodoQuery()).map(\.index) == [0, 1, 2])
    }
}
