@testable import App
@testable import Settings
import Entities
import Terminal
import Testing
import TestSupport

@MainActor
@Suite("TodoDetail presenter: one to-do, formatted")
struct TodoDetailPresenterTests {
    let view = TodoDetailViewSpy()
    let interactor = TodoDetailInteractorSpy()
    let presenter: TodoDetailPresenter

    init() {
        presenter = TodoDetailPresenter(interactor: interactor, wording: .fixture)
        view.presenter = presenter
    }

    @Test("showing a to-do asks the interactor for it")
    func show() {
        presenter.show(todoID: 7)
        #expect(interactor.loaded == [7])
    }

    @Test("a read-only file refuses the row's edits before any editor opens, as the list and the agenda do")
    func readOnly() throws {
        interactor.readOnlyReason = "/x/todos.json, line 3, column 8: not valid JSON."
        presenter.todoDidChange(Fixtures.todo(7, "Buy milk"))
        for key in try KeyNotation.parse("xeDRnd") {
            _ = presenter.handle(key)
            #expect(view.last?.chrome.prompt == nil && view.last?.notesEditor == nil, "\(key) opens no editor")
            #expect(view.last?.chrome.message?.text == "Nothing can be changed while the file is read-only (see the list).")
        }
        #expect(interactor.calls.isEmpty)
        interactor.readOnlyReason = nil
        _ = presenter.handle(.character("x"))
        #expect(interactor.calls == ["done 7 true"])
    }

    @Test("an open to-do shows its state, creation date relative to today, and id")
    func openTodo() throws {
        presenter.todoDidChange(Fixtures.todo(7, "Buy milk", daysAgo: 1))
        let model = try #require(view.last)
        #expect(model.heading == "Buy milk")
        #expect(model.fields.map(\.label) == ["State", "Created", "Id"])
        #expect(model.fields.map(\.value) == ["open", "2026-01-01 09:00 (yesterday)", "7"])
        #expect(model.placeholder == nil)
    }

    @Test("a done to-do shows when it was completed; old dates are absolute")
    func doneTodo() throws {
        presenter.todoDidChange(Fixtures.todo(3, "Call mom", done: true, daysAgo: 30))
        let model = try #require(view.last)
        #expect(model.fields.first == TodoDetailField(label: "State", value: "done", emphasis: .done))
        #expect(model.fields.map(\.label) == ["State", "Created", "Completed", "Id"])
        #expect(model.fields[1].value == "2025-12-03 09:00")
    }

    @Test("notes show only when there are some")
    func notes() throws {
        var todo = Fixtures.todo(1, "Buy milk")
        presenter.todoDidChange(todo)
        #expect(view.last?.notes == nil)
        todo.notes = "Two litres\nsemi-skimmed"
        presenter.todoDidChange(todo)
        #expect(view.last?.notes == "Two litres\nsemi-skimmed")
    }

    @Test("priority, due date and tags show when set, with their emphasis")
    func plannedTodo() throws {
        var todo = Fixtures.todo(2, "Pay rent")
        todo.priority = .high
        todo.due = CalendarDay(year: 2026, month: 1, day: 1)
        todo.tags = ["home", "money"]
        presenter.todoDidChange(todo)
        let fields = try #require(view.last?.fields)
        #expect(fields.map(\.label) == ["State", "Priority", "Due", "Tags", "Created", "Id"])
        #expect(fields[1] == TodoDetailField(label: "Priority", value: "high", emphasis: .priorityHigh))
        #expect(fields[2] == TodoDetailField(label: "Due", value: "2026-01-01 (1 day late)", emphasis: .overdue))
        #expect(fields[3].value == "#home #money")
    }

    @Test("n edits the notes in the pane: typing, new lines, Esc saves")
    func notesEditor() throws {
        var todo = Fixtures.todo(1, "Buy milk")
        todo.notes = "Two litres"
        presenter.todoDidChange(todo)
        for key in try KeyNotation.parse("n<Enter>semi-skimmed<Up><End>!") { _ = presenter.handle(key) }
        #expect(view.last?.notesEditor?.text == "Two litres!\nsemi-skimmed")
        #expect(view.last?.chrome.hints == Keymap.standard.hints(for: .notesEditor))
        #expect(presenter.effects.pending.backCount == 0)
        _ = presenter.handle(.escape)
        #expect(interactor.calls == ["notes 1 Two litres!\nsemi-skimmed"])
        #expect(view.last?.notesEditor == nil)
    }

    @Test("↑ in the notes editor moves by visual row, at the width the View reported")
    func notesEditorMovesByVisualRow() throws {
        var todo = Fixtures.todo(1, "Buy milk")
        todo.notes = "the quick brown fox jumps"
        presenter.todoDidChange(todo)
        presenter.viewDidChange(width: 10, visibleRows: 20)
        for key in try KeyNotation.parse("n<Up>X") { _ = presenter.handle(key) }
        #expect(view.last?.notesEditor?.text == "the quick brownX fox jumps")
    }

    @Test("a paste goes into the notes editor with its line breaks, and runs no command")
    func pasteIntoNotes() throws {
        presenter.todoDidChange(Fixtures.todo(1, "Buy milk"))
        for key in try KeyNotation.parse("n<Paste:eggs\nxx dd\tq>") { _ = presenter.handle(key) }
        #expect(view.last?.notesEditor?.text == "eggs\nxx dd q")
        #expect(interactor.calls.isEmpty)
        #expect(presenter.effects.pending.backCount == 0)
    }

    @Test("Ctrl-C in the notes editor discards; unchanged notes are not saved")
    func notesDiscard() throws {
        presenter.todoDidChange(Fixtures.todo(1, "Buy milk"))
        for key in try KeyNotation.parse("nabc<C-c>") { _ = presenter.handle(key) }
        #expect(view.last?.chrome.message == StatusMessage("Discarded the changes to the notes."))
        for key in try KeyNotation.parse("nx<BS><C-c>") { _ = presenter.handle(key) }
        #expect(view.last?.chrome.message == StatusMessage("Closed the notes (nothing changed)."))
        for key in try KeyNotation.parse("n<Esc>") { _ = presenter.handle(key) }
        #expect(interactor.calls.isEmpty)
        #expect(view.last?.notesEditor == nil)
    }

    @Test("E, u and Ctrl-R reach the interactor")
    func externalAndUndo() throws {
        presenter.todoDidChange(Fixtures.todo(3, "Pay rent"))
        for key in try KeyNotation.parse("Eu<C-r>") { _ = presenter.handle(key) }
        #expect(interactor.calls == ["external 3", "undo", "redo"])
    }

    @Test("a finished edit is worded in the status bar")
    func editMessages() {
        presenter.todoDidChange(Fixtures.todo(1, "Buy milk"))
        presenter.editDidFinish(.undone("delete “Call mom”", 2), todo: Fixtures.todo(1, "Buy milk"), saveFailure: nil)
        #expect(view.last?.chrome.message == StatusMessage("Undid: delete “Call mom”."))
        presenter.editDidFinish(.marked(Fixtures.todo(1, "Buy milk", done: true)), todo: Fixtures.todo(1, "Buy milk", done: true), saveFailure: nil)
        #expect(view.last?.chrome.message == StatusMessage("Done: “Buy milk”."))
    }

    @Test("with no to-do there is a placeholder")
    func placeholder() {
        presenter.todoDidChange(nil)
        #expect(view.last?.placeholder == "No to-do selected.")
    }

    @Test("Esc, q, h and Left go back; x toggles; ? opens help")
    func keys() throws {
        presenter.todoDidChange(Fixtures.todo(4, "Pay rent"))
        for key in try KeyNotation.parse("<Esc>qh<Left>x?") { _ = presenter.handle(key) }
        #expect(presenter.effects.pending.backCount == 4)
        #expect(interactor.calls == ["done 4 true"])
        #expect(presenter.effects.pending.helpCount == 1)
    }

    @Test("x does nothing without a to-do")
    func toggleWithoutTodo() {
        presenter.todoDidChange(nil)
        _ = presenter.handle(.character("x"))
        #expect(interactor.calls.isEmpty)
    }

    @Test("e and D open the list's line editor in the status bar; Enter renames, a good date closes it")
    func titleAndDueEditors() throws {
        var todo = Fixtures.todo(4, "Pay rent")
        todo.tags = ["home"]
        presenter.todoDidChange(todo)
        _ = presenter.handle(.character("e"))
        #expect(view.last?.chrome.prompt?.editor.text == "Pay rent #home")
        #expect(view.last?.chrome.prompt?.hints == Keymap.standard.hints(for: .lineEditor))
        for key in try KeyNotation.parse(" now<Enter>") { _ = presenter.handle(key) }
        #expect(view.last?.chrome.prompt == nil)
        for key in try KeyNotation.parse("Dfri<Enter>") { _ = presenter.handle(key) }
        #expect(interactor.calls == ["rename 4 Pay rent #home now", "due 4 fri"])
        #expect(view.last?.chrome.prompt?.editor.text == "fri", "the due editor waits for the date to be accepted")
        todo.due = CalendarDay(year: 2026, month: 1, day: 9)
        presenter.editDidFinish(.rescheduled(todo), todo: todo, saveFailure: nil)
        #expect(view.last?.chrome.prompt == nil)
        #expect(presenter.effects.pending.backCount == 0)
    }

    @Test("p cycles the priority; d deletes and goes back, the list showing the sentence")
    func priorityAndDelete() throws {
        let todo = Fixtures.todo(4, "Pay rent")
        presenter.todoDidChange(todo)
        for key in try KeyNotation.parse("pd") { _ = presenter.handle(key) }
        #expect(interactor.calls == ["priority 4 low", "delete 4"])
        presenter.editDidFinish(.deleted(todo), todo: nil, saveFailure: nil)
        #expect(presenter.effects.pending.messagesGoingBack == [StatusMessage("Deleted “Pay rent” (u to undo).")])
    }

    @Test("Ctrl-C asks to quit (the shell's vetoes decide, see QuitTests)")
    func controlCQuits() throws {
        presenter.todoDidChange(Fixtures.todo(4, "Pay rent"))
        _ = presenter.handle(.control("c"))
        #expect(presenter.effects.pending.quitCount == 1)
    }

    @Test("Ctrl-C in an open line editor cancels it and does not quit")
    func controlCInPrompt() throws {
        presenter.todoDidChange(Fixtures.todo(4, "Pay rent"))
        for key in try KeyNotation.parse("e<C-c>") { _ = presenter.handle(key) }
        #expect(view.last?.chrome.prompt == nil)
        #expect(presenter.effects.pending.quitCount == 0)
        #expect(interactor.calls.isEmpty)
    }

    @Test("j/k, g/G and PgDn/PgUp scroll details taller than the pane, within range")
    func scrolling() throws {
        var manual = Fixtures.todo(1, "Read the manual")
        manual.notes = (1...51).map { "line \($0)" }.joined(separator: "\n")  // 58 lines in all: title, fields, notes
        presenter.todoDidChange(manual)
        presenter.viewDidChange(width: 76, visibleRows: 20)
        var shown: [Int] = []
        for key in try KeyNotation.parse("jj<PgDn>Gjk<PgUp>g") {
            _ = presenter.handle(key)
            shown.append(view.last?.linesAbove ?? -1)
        }
        #expect(shown == [1, 2, 21, 38, 38, 37, 18, 0])
        #expect(interactor.calls.isEmpty)
    }
}
