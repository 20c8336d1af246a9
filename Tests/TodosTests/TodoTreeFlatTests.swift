import Entities
import Testing
import TestSupport
import Todos

/// A list where no to-do names a parent keeps no link arrays (memory at 100,000 to-dos, see
/// BENCHMARKS.md); it must answer exactly as a linked list of the same shape does. A to-do naming
/// a parent the list lacks makes the tree build its arrays, with that to-do at the top level.
@Suite("The to-do tree of a list without subtasks")
struct TodoTreeFlatTests {
    private static let flat = outline("one\ntwo\nx three\nfour\nfive")
    private static var linked: [Todo] {
        var todos = flat
        todos[2].parent = 99
        return todos
    }

    @Test("positions, links, progress and subtrees are those of the linked list", arguments: [0, 1, 2, 3, 4])
    func sameAnswers(position: Int) {
        let plain = TodoTree(Self.flat), built = TodoTree(Self.linked)
        #expect(!plain.hasSubtasks && plain.orphans.isEmpty && built.orphans == [3])
        #expect(plain.parentPosition(of: position) == built.parentPosition(of: position))
        #expect(plain.children(of: position) == built.children(of: position))
        #expect(plain.hasChildren(position) == built.hasChildren(position))
        #expect(plain.progress(of: position) == built.progress(of: position))
        #expect(plain.subtree(of: position) == built.subtree(of: position))
        #expect(plain.isInSubtree(position, of: 0) == built.isInSubtree(position, of: 0))
    }

    @Test("the rows are the same, in the manual order and sorted")
    func sameRows() {
        let plain = TodoTree(Self.flat), built = TodoTree(Self.linked)
        #expect(plain.rows(for: TodoQuery()) == built.rows(for: TodoQuery()))
        #expect(plain.rows(for: TodoQuery()).map(\.index) == [0, 1, 2, 3, 4])
        var byPriority = TodoQuery()
        byPriority.sort = .priority
        #expect(plain.rows(for: byPriority) == built.rows(for: byPriority))
    }

    @Test("an empty list and a list of one")
    func smallLists() {
        #expect(TodoTree([]).rows(for: TodoQuery()).isEmpty)
        let one = TodoTree(outline("only"))
        #expect(one.rows(for: TodoQuery()).map(\.index) == [0] && one.children(of: 0).isEmpty && one.subtree(of: 0) == [0])
    }
}
