import Entities
import Foundation
import Testing
import TestSupport
import Todos

@Suite("Subtask edits: indent, outdent, subtree delete and move, cycles refused, one undo step")
struct TodoSubtreeEditTests {
    private func document(_ text: String) -> TodoDocument {
        let todos = outline(text)
        return TodoDocument(nextID: todos.count + 1, todos: todos)
    }

    private func shape(_ document: TodoDocument) -> [String] {
        let tree = TodoTree(document.todos)
        return tree.rows(for: TodoQuery()).map { String(repeating: "  ", count: $0.depth) + tree.todos[$0.index].title }
    }

    @Test("indent makes the to-do the last subtask of the one above; undo puts it back")
    func indent() throws {
        var document = document("a\n  a1\nb\nc")
        let before = document
        let edit = try #require(document.indenting(3, under: 1))
        let applied = try document.apply(edit, now: Fixtures.now)
        #expect(shape(document) == ["a", "  a1", "  b", "c"])
        _ = try document.apply(applied.inverse, now: Fixtures.now)
        #expect(document == before)
    }

    @Test("outdent puts the subtask right after its old parent, a level up")
    func outdent() throws {
        var document = document("a\n  a1\n    x\n  a2\nb")
        let edit = try #require(document.outdenting(3))
        _ = try document.apply(edit, now: Fixtures.now)
        #expect(shape(document) == ["a", "  a1", "  x", "  a2", "b"])
        #expect(document.outdenting(5) == nil)
    }

    @Test("a parent that would make a cycle, or is missing, or is itself, is refused with a sentence and changes nothing")
    func cyclesRefused() throws {
        var document = document("a\n  b\n    c")
        let before = document
        #expect(document.parentProblem(of: 1, under: 3) == "“a” cannot go under “c”, which is one of its own subtasks.")
        #expect(document.parentProblem(of: 1, under: 1) == "A to-do cannot be its own subtask.")
        #expect(document.parentProblem(of: 1, under: 42) == "“a” cannot go under #42: there is no such to-do.")
        #expect(document.indenting(1, under: 3) == nil)
        #expect(throws: TodoStoreError.self) { try document.apply(.update(1, TodoPatch(parent: .some(3))), now: Fixtures.now) }
        #expect(throws: TodoStoreError.self) { try document.apply(.update(1, TodoPatch(parent: .some(42))), now: Fixtures.now) }
        #expect(document == before)
    }

    @Test("deleting a subtree is one edit, subtasks first; one undo restores it all in place")
    func deleteSubtree() throws {
        var document = document("a\n  b\n    c\n  d\ne")
        let before = document
        let (edit, count) = document.deletingSubtrees(of: [1])
        #expect(count == 4)
        let applied = try document.apply(edit, now: Fixtures.now)
        #expect(shape(document) == ["e"])
        _ = try document.apply(applied.inverse, now: Fixtures.now)
        #expect(document == before)
    }

    @Test("deleting only a parent lifts its subtasks to its own parent; undo puts them back under it")
    func deleteLifts() throws {
        var document = document("a\n  b\n    c\n    d\ne")
        let before = document
        let applied = try document.apply(.delete(2), now: Fixtures.now)
        #expect(shape(document) == ["a", "  c", "  d", "e"])
        _ = try document.apply(applied.inverse, now: Fixtures.now)
        #expect(document == before)
    }

    @Test("a to-do put back whose parent is gone comes back at the top level")
    func restoreOrphan() throws {
        var document = document("a\n  b")
        let b = document.todos[1]
        _ = try document.apply(.batch([.delete(2), .delete(1)]), now: Fixtures.now)
        _ = try document.apply(.restore(b, at: 0), now: Fixtures.now)
        #expect(document.todos.map(\.parent) == [nil])
    }

    @Test("moving a parent among its siblings takes its subtasks along")
    func moveSubtree() throws {
        var document = document("a\n  a1\nb\n  b1\nc")
        let moves = document.moves(of: [1], by: 1, among: [[1, 3, 5]])
        _ = try document.apply(.batch(moves), now: Fixtures.now)
        #expect(shape(document) == ["b", "  b1", "a", "  a1", "c"])
    }

    @Test("completing with subtasks marks the open ones done in one edit")
    func completeSubtree() throws {
        var document = document("a\n  x b\n  c\n    d")
        let applied = try document.apply(document.completingSubtree(1, today: CalendarDay(year: 2026, month: 1, day: 2)), now: Fixtures.now)
        #expect(document.todos.map(\.done) == [true, true, true, true])
        #expect(document.subtaskCounts(of: 1) == (all: 3, open: 0))
        _ = try document.apply(applied.inverse, now: Fixtures.now)
        #expect(document.todos.map(\.done) == [false, true, false, false])
    }
}

@Suite("Archiving with subtasks")
struct TodoArchiveSubtreeTests {
    @Test("archiving takes a done subtree along, and leaves a done parent with an open subtask")
    func archivable() {
        let todos = outline("x a\n  x b\n  x c\nx d\n  e\nx f")
        let document = TodoDocument(nextID: 7, todos: todos)
        #expect(document.archivableIDs() == [1, 2, 3, 6])
        #expect(document.archivableIDs(among: [1]) == [1, 2, 3])
        #expect(document.archivableIDs(among: [4]) == [])
    }
}
