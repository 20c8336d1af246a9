import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// The history's names for changes: one wording, whether `adder todo` or the TUI made the change.
@Suite("How the undo history names a change")
struct TodoStepWordsTests {
    static let todos = [Fixtures.todo(1, "Pay rent"), Fixtures.todo(2, "Call mom"), Fixtures.todo(3, "Buy milk")]

    @Test("one to-do: each kind of edit, and a patch named by the field it sets")
    func oneTodo() {
        let cases: [(TodoEdit, String)] = [
            (.add(TodoDraft(title: "Dentist")), "add “Dentist”"),
            (.setDone(1, true), "mark “Pay rent” done"),
            (.setDone(1, false), "mark “Pay rent” not done"),
            (.delete(2), "delete “Call mom”"),
            (.update(1, TodoPatch(priority: .some(.high))), "set the priority of “Pay rent”"),
            (.update(1, TodoPatch(due: .some(nil), dueTime: .some(nil))), "set the due date of “Pay rent”"),
            (.update(1, TodoPatch(recurrence: .some(nil))), "set the repeat rule of “Pay rent”"),
            (.update(1, TodoPatch(project: .some("home"))), "set the project of “Pay rent”"),
            (.update(1, TodoPatch(notes: "x")), "edit the notes of “Pay rent”"),
            (.update(1, TodoPatch(tags: ["home"])), "change the tags of “Pay rent”"),
            (.update(1, TodoPatch(title: "Pay the rent", tags: [])), "rename “Pay rent”"),
            (.update(1, TodoPatch(notes: "x", priority: .some(nil))), "edit “Pay rent”"),
            (.move(3, to: 0), "move “Buy milk”"),
            (.setArchived([1], true), "archive “Pay rent”"),
            (.update(9, TodoPatch(notes: "x")), "edit the notes of #9"),
        ]
        for (edit, words) in cases { #expect(edit.summary(in: Self.todos) == words, "\(edit)") }
    }

    @Test("a batch of one kind is named by its count; completing a repeating to-do by what was asked")
    func batches() {
        #expect(TodoEdit.batch([.setDone(1, true), .setDone(2, true)]).summary(in: Self.todos) == "mark 2 to-dos done")
        #expect(TodoEdit.batch([.delete(1), .delete(2), .delete(3)]).summary(in: Self.todos) == "delete 3 to-dos")
        #expect(TodoEdit.batch([.add(TodoDraft(title: "a")), .add(TodoDraft(title: "b"))]).summary(in: Self.todos) == "add 2 to-dos")
        #expect(TodoEdit.setArchived([1, 2], true).summary(in: Self.todos) == "archive 2 to-dos")
        let repeating = TodoEdit.batch([.setDone(1, true), .add(TodoDraft(title: "Pay rent"))])
        #expect(repeating.summary(in: Self.todos) == "mark “Pay rent” done")
        #expect(TodoEdit.batch([]).summary(in: Self.todos) == "change nothing")
    }
}
