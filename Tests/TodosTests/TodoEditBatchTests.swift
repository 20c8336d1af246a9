import Entities
import Foundation
import Testing
import TestSupport
import Todos

@Suite("Several edits as one")
struct TodoEditBatchTests {
    private func document(_ todos: [Todo]) -> TodoDocument {
        var document = TodoDocument()
        document.todos = todos
        document.nextID = (todos.map(\.id).max() ?? 0) + 1
        return document
    }

    @Test("reopening an archived to-do unarchives it, and the inverse puts both back")
    func reopenArchived() throws {
        var archived = Fixtures.todo(1, "old", done: true)
        archived.archived = true
        var document = document([archived])
        let applied = try document.apply(.marking(archived, done: false), now: Fixtures.now)
        #expect(document.todos[0].done == false && document.todos[0].archived == false)
        _ = try document.apply(applied.inverse, now: Fixtures.now)
        #expect(document.todos[0].done == true && document.todos[0].archived == true)
    }

    @Test("a batch whose second edit fails leaves the document as it was")
    func allOrNothing() throws {
        var document = document([Fixtures.todo(1, "one")])
        let before = document
        #expect(throws: TodoStoreError.self) {
            try document.apply(.batch([.setDone(1, true), .delete(99)]), now: Fixtures.now)
        }
        #expect(document == before)
    }

    @Test("marking an open or a done to-do is the plain edit")
    func plainMarking() {
        #expect(TodoEdit.marking(Fixtures.todo(1, "one"), done: true) == .setDone(1, true))
        #expect(TodoEdit.marking(Fixtures.todo(1, "one", done: true), done: false) == .setDone(1, false))
    }
}
