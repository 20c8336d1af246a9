import Entities
import Foundation
import Testing
import TestSupport
import Todos

@Suite("Edits of many to-dos at once")
struct TodoManyEditsTests {
    private func document(_ titles: [String]) -> TodoDocument {
        let todos = titles.enumerated().map { Fixtures.todo($0.offset + 1, $0.element) }
        return TodoDocument(nextID: todos.count + 1, todos: todos)
    }

    @Test("marking all done, then all not done; one inverse takes the whole batch back")
    func markingAll() throws {
        var document = document(["a", "b", "c"])
        let (edit, done) = TodoEdit.markingAll([document.todos[0], document.todos[2]], today: CalendarDay(year: 2026, month: 1, day: 2))
        #expect(done)
        let applied = try document.apply(edit, now: Fixtures.now)
        #expect(document.todos.map(\.done) == [true, false, true])
        #expect(TodoEdit.markingAll([document.todos[0], document.todos[2]], today: CalendarDay(year: 2026, month: 1, day: 2)).done == false)
        _ = try document.apply(applied.inverse, now: Fixtures.now)
        #expect(document.todos.map(\.done) == [false, false, false])
    }

    @Test("deleting several and undoing puts each back at its place")
    func deleteMany() throws {
        var document = document(["a", "b", "c", "d"])
        let before = document
        let applied = try document.apply(.batch([.delete(2), .delete(4), .delete(1)]), now: Fixtures.now)
        #expect(document.todos.map(\.title) == ["c"])
        _ = try document.apply(applied.inverse, now: Fixtures.now)
        #expect(document == before)
    }

    @Test("tags are added and removed on each, keeping the others in order")
    func retagging() throws {
        var document = document(["a", "b"])
        document.todos[0].tags = ["work", "home"]
        let change = try TagChange.parse("errands +home -work").get()
        #expect(change.description == "+errands +home -work")
        _ = try document.apply(.retagging(document.todos, change), now: Fixtures.now)
        #expect(document.todos.map(\.tags) == [["home", "errands"], ["errands", "home"]])
    }

    @Test("a word that is not a tag, or nothing, is refused with a sentence")
    func badTags() {
        #expect(TagChange.parse("home 123").failure?.description.contains("“123” is not a tag") == true)
        #expect(TagChange.parse("  ").failure?.description == "Type tags to add (home, +home) or remove (-home).")
    }

    @Test("marked to-dos move one place past their neighbours; a block at the end stays together")
    func moves() throws {
        var document = document(["a", "b", "c", "d", "e"])
        let shown = [[1, 2, 3, 4, 5]]
        _ = try document.apply(.batch(document.moves(of: [1, 3], by: 1, among: shown)), now: Fixtures.now)
        #expect(document.todos.map(\.title) == ["b", "a", "d", "c", "e"])
        let ids = document.todos.map(\.id)
        #expect(document.moves(of: [3, 5], by: 1, among: [ids]).isEmpty)
        _ = try document.apply(.batch(document.moves(of: [3, 5], by: -1, among: [ids])), now: Fixtures.now)
        #expect(document.todos.map(\.title) == ["b", "a", "c", "e", "d"])
    }

    @Test("moves within a filtered list skip what is hidden, and stop at its ends")
    func movesInAFilteredList() throws {
        var document = document(["a", "b", "c", "d"])
        let moves = document.moves(of: [1], by: 1, among: [[1, 3]])
        _ = try document.apply(.batch(moves), now: Fixtures.now)
        #expect(document.todos.map(\.title) == ["b", "c", "a", "d"])
        #expect(document.moves(of: [1], by: 1, among: [[3, 1]]).isEmpty)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
