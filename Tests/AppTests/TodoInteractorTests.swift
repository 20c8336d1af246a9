@testable import App
@testable import Settings
import Basics
import Entities
import Foundation
import Testing
import TestSupport
import Todos

@MainActor
@Suite("Interactors on a real JSON store in a temporary folder")
struct TodoInteractorTests {
    let folder = TemporaryDirectory()
    static let today: @Sendable () -> CalendarDay = { CalendarDay(year: 2026, month: 1, day: 2) }

    static func editor(_ store: TodoStore, textEditor: (any TextEditing)? = nil) -> TodoEditor {
        TodoEditor(history: TodoHistory(store: store), textEditor: textEditor, today: today)
    }

    private func list(_ store: TodoStore, editor: TextEditorStub? = nil) -> (TodoListInteractor, TodoListOutputSpy) {
        let interactor = TodoListInteractor(editor: Self.editor(store, textEditor: editor), today: Self.today)
        let output = TodoListOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    private func reloaded() throws -> [Todo] {
        let store = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try store.load()
        return store.todos
    }

    @Test("edits made while another program broke the file are counted, shown as waiting, and saved when it is mended")
    func editsWhileTheFileIsBroken() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "alpha")])
        let good = try Data(contentsOf: folder.file("todos.json"))
        let (interactor, output) = list(store)
        try Data("{".utf8).write(to: folder.file("todos.json"))
        store.refreshIfChanged()
        interactor.setDone(1, true)
        interactor.addTodo(from: "gamma")
        #expect(output.contents.last?.unsavedEditCount == 2)
        #expect(TodoListFormatter(today: Self.today(), keys: Keymap.standard.names).banner(output.contents.last!)?.hasPrefix(
            "Another program changed the file and it can no longer be read; 2 changes shown here wait until it can") == true)

        try good.write(to: folder.file("todos.json"))
        store.refreshIfChanged()
        #expect(output.contents.last?.unsavedEditCount == 0)
        #expect(output.contents.last?.refreshProblem == nil)
        #expect(try reloaded().map(\.title) == ["alpha", "gamma"])
        #expect(try reloaded().map(\.done) == [true, false])
    }

    @Test("reopening an archived to-do unarchives it, so it counts and shows again; U unarchives one")
    func reopenArchived() throws {
        var archived = Fixtures.todo(1, "old", done: true)
        archived.archived = true
        var other = Fixtures.todo(2, "older", done: true)
        other.archived = true
        let store = try Fixtures.store(in: folder, todos: [archived, other])
        let (interactor, output) = list(store)
        interactor.setDone(1, false)
        interactor.unarchive(2)
        #expect(try reloaded().map(\.archived) == [false, false])
        #expect(try reloaded().map(\.done) == [false, true])
        #expect(output.contents.last?.counts.open == 1)
        interactor.unarchive(2)
        #expect(output.rejections == ["“older” is not archived."])
        interactor.undo()
        interactor.undo()
        #expect(try reloaded().map(\.archived) == [true, true], "two undos take back the unarchive and the reopen, which was one step")
        #expect(try reloaded().map(\.done) == [true, true])
    }

    @Test("a title made only of tags is refused when adding and renaming, with the command line's sentence")
    func tagOnlyTitles() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "alpha")])
        let (interactor, output) = list(store)
        interactor.addTodo(from: "#foo")
        interactor.rename(1, from: "#only")
        #expect(output.rejections == Array(repeating: "A to-do needs a title: give it some words besides its #tags.", count: 2))
        #expect(try reloaded().map(\.title) == ["alpha"])
    }

    @Test("e reads quick add's words: due:, !, every:, project: typed into the title are set, the title's own look-alikes stay words")
    func renameReadsQuickAddWords() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Wow !")])
        let (interactor, output) = list(store)
        let line = interactor.titleLine(of: try #require(store.todos.first))
        #expect(line == "Wow \\!")
        interactor.rename(1, from: line + " due:mon 9am !!! every:week project:home.garden #fun")
        let todo = try #require(try reloaded().first)
        #expect(todo.title == "Wow !")
        #expect(todo.due == CalendarDay(year: 2026, month: 1, day: 5) && todo.dueTime == TimeOfDay(hour: 9, minute: 0))
        #expect(todo.priority == .high && todo.recurrence != nil && todo.project == "home.garden" && todo.tags == ["fun"])
        interactor.rename(1, from: "Wow due:someday")
        #expect(output.rejections.last?.hasPrefix("due:") == true, "\(output.rejections)")
        #expect(try reloaded().first?.title == "Wow !", "a line quick add cannot read changes nothing")
    }

    @Test("adding saves to todos.json and reports the new to-do")
    func add() throws {
        let store = try Fixtures.store(in: folder)
        let (interactor, output) = list(store)
        interactor.addTodo(from: "Buy milk")
        #expect(try reloaded().map(\.title) == ["Buy milk"])
        #expect(output.changes.count == 1)
        #expect(output.lastTitles == ["Buy milk"])
    }

    @Test("marking done saves the state and its completion time")
    func markDone() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let (interactor, output) = list(store)
        interactor.setDone(1, true)
        let saved = try #require(try reloaded().first)
        #expect(saved.done)
        #expect(saved.completed == Fixtures.now)
        #expect(output.changes == [.marked(saved)])
    }

    @Test("deleting saves and reports the to-do that was deleted")
    func delete() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let (interactor, output) = list(store)
        interactor.deleteTodo(1)
        #expect(try reloaded().map(\.id) == [2])
        #expect(output.changes == [.deleted(Fixtures.todo(1, "Buy milk"))])
    }

    @Test("a change made by another module reaches this one's presenter")
    func observesStore() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let editor = Self.editor(store)
        let list = TodoListInteractor(editor: editor, today: Self.today)
        let detail = TodoDetailInteractor(editor: editor)
        let listOutput = TodoListOutputSpy()
        let detailOutput = TodoDetailOutputSpy()
        list.output = listOutput
        detail.output = detailOutput
        detail.loadTodo(1)
        list.setDone(1, true)
        #expect(detailOutput.todos.last??.done == true)
        detail.setDone(1, false)
        #expect(listOutput.contents.last?.todos.first?.done == false)
    }

    @Test("the detail interactor reports nil once its to-do is deleted")
    func detailOfDeleted() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let detail = TodoDetailInteractor(editor: Self.editor(store))
        let output = TodoDetailOutputSpy()
        detail.output = output
        detail.loadTodo(1)
        try store.apply(.delete(1))
        #expect(output.todos.count == 2)
        #expect(output.todos.last == .some(nil))
    }

    @Test("a save that fails is reported in one sentence and the edit stays on screen")
    func saveFailure() throws {
        let blocker = folder.file("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let store = TodoStore(file: TodoFile(url: blocker.appendingPathComponent("todos.json")), clock: Fixtures.clock)
        let (interactor, output) = list(store)
        interactor.addTodo(from: "Buy milk")
        #expect(output.failures.count == 1)
        #expect(output.failures.first?.contains("not-a-folder/todos.json") == true)
        #expect(output.lastTitles == ["Buy milk"])
    }

    @Test("edits made in the list are undone and redone, many levels deep, and saved each time")
    func undoRedo() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        let (interactor, output) = list(store)
        interactor.setDone(1, true)
        interactor.deleteTodo(2)
        interactor.setPriority(1, .high)
        interactor.undo()
        interactor.undo()
        #expect(try reloaded().map(\.title) == ["Buy milk", "Call mom"])
        #expect(try reloaded().first?.priority == nil)
        interactor.undo()
        #expect(try reloaded().first?.done == false)
        interactor.undo()
        #expect(output.rejections == ["There is nothing to undo."])
        interactor.redo()
        interactor.redo()
        #expect(try reloaded().map(\.id) == [1])
        #expect(output.changes.suffix(2) == [.redone("mark “Buy milk” done", 1), .redone("delete “Call mom”", 2)])
    }

    @Test("a due date is parsed relative to today; a bad one is rejected with a sentence and nothing changes")
    func dueDates() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let (interactor, output) = list(store)
        interactor.setDue(1, from: "2026-01-09")
        #expect(try reloaded().first?.due == CalendarDay(year: 2026, month: 1, day: 9))
        interactor.setDue(1, from: "someday")
        #expect(output.rejections.count == 1)
        #expect(try reloaded().first?.due == CalendarDay(year: 2026, month: 1, day: 9))
        interactor.setDue(1, from: "")
        #expect(try reloaded().first?.due == nil)
    }

    @Test("the query filters, searches and sorts what the list shows; counts cover everything")
    func query() throws {
        var rent = Fixtures.todo(3, "Pay rent")
        rent.due = CalendarDay(year: 2026, month: 1, day: 1)
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Crème brûlée"), Fixtures.todo(2, "Call mom", done: true), rent])
        let (interactor, output) = list(store)
        interactor.setQuery(TodoQuery(search: "CREME"))
        #expect(output.lastTitles == ["Crème brûlée"])
        interactor.setQuery(TodoQuery(filter: .open, sort: .due))
        #expect(output.lastTitles == ["Pay rent", "Crème brûlée"])
        #expect(output.contents.last?.counts == TodoCounts(open: 2, done: 1, overdue: 1))
    }

    @Test("J/K move among the to-dos as shown, and the new order is saved")
    func move() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "A"), Fixtures.todo(2, "B", done: true), Fixtures.todo(3, "C")])
        let (interactor, _) = list(store)
        interactor.setQuery(TodoQuery(filter: .open))
        interactor.moveTodo(3, by: -1)
        #expect(try reloaded().map(\.id) == [3, 1, 2])
        interactor.moveTodo(3, by: -1)
        #expect(try reloaded().map(\.id) == [3, 1, 2])
    }

    @Test("A archives the done to-dos: hidden from the list, kept in the file, shown by the archived filter")
    func archive() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "A"), Fixtures.todo(2, "B", done: true)])
        let (interactor, output) = list(store)
        interactor.archiveDone()
        #expect(output.lastTitles == ["A"])
        #expect(try reloaded().map(\.archived) == [false, true])
        interactor.setQuery(TodoQuery(filter: .archived))
        #expect(output.lastTitles == ["B"])
        interactor.archiveDone()
        #expect(output.rejections == ["There are no done to-dos to archive."])
    }

    @Test("E hands the notes to the external editor and saves what comes back")
    func externalEditor() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "A")])
        let editor = TextEditorStub()
        let (interactor, output) = list(store, editor: editor)
        interactor.editNotesExternally(1)
        #expect(try reloaded().first?.notes == "\nedited outside")
        editor.failure = TextEditingError("The editor “vi” exited with status 1; the notes were not changed.")
        interactor.editNotesExternally(1)
        #expect(output.rejections == ["The editor “vi” exited with status 1; the notes were not changed."])
        #expect(try reloaded().first?.notes == "\nedited outside")
    }

    @Test("the detail pane's edits go through the shared history and report what changed, not sentences")
    func detailEdits() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let detail = TodoDetailInteractor(editor: Self.editor(store))
        let output = TodoDetailOutputSpy()
        detail.output = output
        detail.loadTodo(1)
        detail.setNotes(1, "Two litres")
        detail.undo()
        let saved = try #require(try reloaded().first)
        #expect(saved.notes == "")
        var edited = Fixtures.todo(1, "Buy milk")
        edited.notes = "Two litres"
        #expect(output.changes == [.notesEdited(edited), .undone("edit the notes of “Buy milk”", 1)])
    }

    @Test("the detail pane renames, reschedules, prioritizes and deletes through the shared editor")
    func detailTitleDuePriorityDelete() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mum")])
        let detail = TodoDetailInteractor(editor: Self.editor(store))
        let output = TodoDetailOutputSpy()
        detail.output = output
        detail.loadTodo(1)
        detail.rename(1, from: "Buy oat milk #errands")
        detail.setDue(1, from: "tomorrow")
        detail.setPriority(1, .high)
        detail.setDue(1, from: "someday")
        let saved = try #require(try reloaded().first)
        #expect(saved.title == "Buy oat milk")
        #expect(saved.tags == ["errands"])
        #expect(saved.due == CalendarDay(year: 2026, month: 1, day: 3))
        #expect(saved.priority == .high)
        #expect(output.rejections.count == 1)
        detail.deleteTodo(1)
        #expect(try reloaded().map(\.id) == [2])
        #expect(output.todos.last == .some(nil), "the deleted to-do is gone from the pane")
        if case .deleted(let deleted) = output.changes.last { #expect(deleted.id == 1) } else { Issue.record("no delete reported") }
    }

    @Test("an edit of the title line that keeps the title is reported as a change of tags, worded so")
    func retagging() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        let (interactor, output) = list(store)
        interactor.rename(1, from: "Buy milk #a #b")
        let change = try #require(output.changes.last)
        #expect(TodoChangeMessages(today: Self.today(), keys: Keymap.standard.names).message(for: change) == "Tags of “Buy milk”: #a #b.")
        interactor.undo()
        #expect(TodoChangeMessages(today: Self.today(), keys: Keymap.standard.names).message(for: try #require(output.changes.last))
                == "Undid: change the tags of “Buy milk”.")
    }
}
