import Entities
import Testing
import Todos

/// Issue 29, item 8: the title editor opens with a line quick add reads back to the same title
/// and tags, so what the user adds there (`due:mon !`) is understood and nothing else changes.
@Suite struct QuickAddLineTests {
    static let today = CalendarDay(year: 2026, month: 1, day: 2)

    @Test("a title whose words look like quick add's reads back unchanged", arguments: [
        "Buy milk", "Wow !", "!! twice", "due:tomorrow is only a word here", "every:day habit", "+1 for the idea",
        "pri:H meeting", "project:apollo notes", "Issue #123", "C# notes", "\\! a backslash word", "\\#1 kept", "path C:\\tmp",
    ])
    func roundTrip(title: String) throws {
        let line = QuickAdd.line(title: title, tags: ["home", "work"])
        let draft = try QuickAdd.parse(line, today: Self.today).draft
        #expect(draft.title == title, "line: \(line)")
        #expect(draft.tags == ["home", "work"])
        #expect(draft.due == nil && draft.priority == nil && draft.recurrence == nil && draft.project == nil, "line: \(line)")
    }

    @Test("what is typed after the escaped title is understood")
    func typedWordsAreRead() throws {
        let line = QuickAdd.line(title: "Pay rent !", tags: []) + " due:mon !!"
        let draft = try QuickAdd.parse(line, today: Self.today).draft
        #expect(draft.title == "Pay rent !")
        #expect(draft.due == CalendarDay(year: 2026, month: 1, day: 5))
        #expect(draft.priority == .medium)
    }
}
