@testable import App
import Entities
import Settings
import Terminal
import TestSupport
import Testing

/// A Presenter's state is a value: what reads only the state is a method of it, tested here
/// without a Presenter, an Interactor or a View.
@MainActor
@Suite("Presenter state as a value")
struct PresenterStateTests {
    /// Overdue: 1; today: 2 and 3. Rows: heading, 1, heading, 2, 3.
    static let sections = [TodoAgendaSection(group: .overdue, todos: [Fixtures.todo(1, "Call")]),
                           TodoAgendaSection(group: .today, todos: [Fixtures.todo(2, "Pay"), Fixtures.todo(3, "Post")]),
                           TodoAgendaSection(group: .later, todos: [])]

    @Test("the agenda's selection never rests on a heading: it steps on the way it went, or back at the ends")
    func agendaStepsOverHeadings() {
        var state = TodoAgendaState()
        state.list.setVisibleRows(10)
        state.take(TodoAgendaContent(sections: Self.sections))
        #expect(state.entries.count == 5, "the empty group has no heading")
        #expect(state.selectedTodo?.id == 1, "the first row is a heading: the first to-do is selected")
        _ = state.list.move(.moveDown)
        state.stepOffHeading(up: false)
        #expect(state.selectedTodo?.id == 2, "down from 1 passes “Today (2)”")
        _ = state.list.move(.moveUp)
        state.stepOffHeading(up: true)
        #expect(state.selectedTodo?.id == 1, "up from 2 passes it again")
        _ = state.list.move(.moveUp)
        state.stepOffHeading(up: true)
        #expect(state.selectedTodo?.id == 1, "nothing above the first heading: back to the first to-do")
    }

    @Test("new agenda content keeps the selected to-do selected where it moved, or selects the one asked for")
    func agendaKeepsTheSelection() {
        var state = TodoAgendaState()
        state.list.setVisibleRows(10)
        state.take(TodoAgendaContent(sections: Self.sections))
        state.list.select(4)
        let moved = [TodoAgendaSection(group: .overdue, todos: [Fixtures.todo(3, "Post"), Fixtures.todo(1, "Call")]),
                     TodoAgendaSection(group: .today, todos: [Fixtures.todo(2, "Pay")])]
        state.take(TodoAgendaContent(sections: moved))
        #expect(state.list.selected == 1 && state.selectedTodo?.id == 3)
        state.take(TodoAgendaContent(sections: moved), selecting: 2)
        #expect(state.selectedTodo?.id == 2)
    }

    @Test("help opens at the section asked for, finds words, and says so when nothing matches")
    func helpWrapsAndFinds() throws {
        var state = HelpState(title: "Keys", sections: HelpSections.keys(.standard), startContext: .newsReader)
        state.list.setVisibleRows(20)
        state.setWidth(80)
        let top = state.rows[state.list.firstVisibleRow]
        #expect(state.list.firstVisibleRow > 0)
        #expect(top.line == .heading(try #require(HelpSections.keys(.standard).first { $0.context == .newsReader }).title))
        state.find("no such words here")
        #expect(state.rows.map(\.line) == [.note("Nothing matches “no such words here”.")])
        state.find("")
        #expect(state.rows.count > 20)
    }

    @Test("the notes editor scrolls only as far as keeps its cursor on screen, and back to the top when closed")
    func notesEditorFollowsTheCursor() {
        var state = TodoDetailState()
        state.lines = [[], []]  // two lines above the editor
        state.scroll.setVisibleRows(6)
        var editor = TextArea()
        for _ in 0..<9 {
            editor.insert("a")
            editor.insertNewLine()
        }
        state.notesEditor = editor
        state.followNotesCursor()
        #expect(state.notesFirstRow == 6, "4 rows under the lines; the cursor on row 9 is the last of them")
        state.notesEditor = nil
        state.followNotesCursor()
        #expect(state.notesFirstRow == 0)
    }
}
