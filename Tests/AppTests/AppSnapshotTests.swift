@testable import App
import Entities
import Foundation
import Basics
import Todos
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// Every screen and state, rendered through the whole app (AppBuilder) into the in-memory
/// screen: text plus each cell's style role. Golden files: __Snapshots__/AppSnapshotTests/.
@MainActor
@Suite("Screens")
struct AppSnapshotTests {
    let folder = TemporaryDirectory()

    func screen(_ todos: [Todo] = [], keys: String = "", size: Size = Size(columns: 100, rows: 16)) throws -> Screen {
        let dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: todos),
                                           clock: Fixtures.clock, timeZone: Fixtures.utc)
        let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse(keys))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        return try #require(terminal.lastFrame)
    }

    private var mixed: [Todo] {
        var notes = Fixtures.todo(3, "Renew passport before the summer trip", daysAgo: 3)
        notes.notes = "Photo booth at the station takes cards.\n\nForm: the one with the green header."
        return [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom", done: true, daysAgo: 1), notes]
    }

    @Test func emptyList() throws {
        assertSnapshot(of: try screen(), as: .screen)
    }

    @Test func openAndDoneItems() throws {
        assertSnapshot(of: try screen(mixed, keys: "jj"), as: .screen)
    }

    @Test func detailPaneFocused() throws {
        assertSnapshot(of: try screen(mixed, keys: "G<Enter>"), as: .screen)
    }

    @Test func narrowListOnly() throws {
        assertSnapshot(of: try screen(mixed, keys: "j", size: Size(columns: 60, rows: 12)), as: .screen)
    }

    @Test func narrowDetailReplacesList() throws {
        assertSnapshot(of: try screen(mixed, keys: "G<Enter>", size: Size(columns: 60, rows: 14)), as: .screen)
    }

    @Test func narrowBackToList() throws {
        assertSnapshot(of: try screen(mixed, keys: "<Enter><Esc>", size: Size(columns: 60, rows: 12)), as: .screen)
    }

    @Test func wideTitlesTruncatedAtPaneEdge() throws {
        let titles = [
            Fixtures.todo(1, "牛乳を買う、それからパンと卵とバターとチーズも忘れずに買っておくこと"),
            Fixtures.todo(2, "🙂🙃😀😁😂🤣😃😄😅😆😉😊😋😎😍😘🥰😗😙🥲😚🙂🙃😀😁😂"),
            Fixtures.todo(3, "Mixed 中文 and emoji 🎉 with a long tail that cannot fit in the pane at all"),
            Fixtures.todo(4, "Escape \u{1B}[31m sequences are shown, not run"),
        ]
        assertSnapshot(of: try screen(titles), as: .screen)
    }

    @Test func addEditorOpen() throws {
        assertSnapshot(of: try screen(mixed, keys: "aBuy 牛乳 and 🙂"), as: .screen)
    }

    @Test func addedMessage() throws {
        assertSnapshot(of: try screen(mixed, keys: "aBuy bread<Enter>"), as: .screen)
    }

    @Test func deletedMessage() throws {
        assertSnapshot(of: try screen(mixed, keys: "d"), as: .screen)
    }

    @Test func helpScreen() throws {
        assertSnapshot(of: try screen(mixed, keys: "?", size: Size(columns: 80, rows: 40)), as: .screen)
    }

    @Test func tooSmall() throws {
        assertSnapshot(of: try screen(mixed, size: Size(columns: 39, rows: 10)), as: .screen)
    }

    @Test func scrolledLongList() throws {
        let many = (1...30).map { Fixtures.todo($0, "Task number \($0)", done: $0 % 4 == 0) }
        assertSnapshot(of: try screen(many, keys: "<PgDn><PgDn>j"), as: .screen)
    }

    // MARK: Issue 3 states

    /// To-dos with priorities, tags, due dates (overdue, today, soon, far) and an archived one.
    private var planned: [Todo] {
        func todo(_ id: Int, _ title: String, priority: Priority? = nil, due: (Int, Int)? = nil, tags: [String] = [],
                  done: Bool = false, archived: Bool = false, daysAgo: Double = 0) -> Todo {
            var todo = Fixtures.todo(id, title, done: done, daysAgo: daysAgo)
            todo.priority = priority
            todo.due = due.map { CalendarDay(year: 2026, month: $0.0, day: $0.1) }
            todo.tags = tags
            todo.archived = archived
            return todo
        }
        return [
            todo(1, "Pay rent", priority: .high, due: (1, 1), tags: ["home", "money"], daysAgo: 9),
            todo(2, "Dentist appointment", priority: .low, due: (1, 5), tags: ["health"], daysAgo: 5),
            todo(3, "Call mom", due: (1, 2), daysAgo: 1),
            todo(4, "Crème brûlée recipe", priority: .medium, tags: ["food"], daysAgo: 2),
            todo(5, "File taxes", due: (4, 30), done: true, daysAgo: 20),
            todo(6, "Old receipts", done: true, archived: true, daysAgo: 40),
        ]
    }

    @Test func plannedRows() throws {
        assertSnapshot(of: try screen(planned), as: .screen)
    }

    @Test func plannedDetail() throws {
        assertSnapshot(of: try screen(planned, keys: "<Enter>"), as: .screen)
    }

    @Test func renameEditorOpen() throws {
        assertSnapshot(of: try screen(planned, keys: "e<C-w>"), as: .screen)
    }

    @Test func dueDateError() throws {
        assertSnapshot(of: try screen(planned, keys: "jDfryday<Enter>"), as: .screen)
    }

    @Test func dueDateAccepted() throws {
        assertSnapshot(of: try screen(planned, keys: "jjD+3d<Enter>"), as: .screen)
    }

    @Test func searchNarrowing() throws {
        assertSnapshot(of: try screen(planned, keys: "/creme"), as: .screen)
    }

    @Test func searchByTag() throws {
        assertSnapshot(of: try screen(planned, keys: "/#h<Enter>"), as: .screen)
    }

    @Test(arguments: [1, 2, 3])
    func filters(presses: Int) throws {
        assertSnapshot(of: try screen(planned, keys: String(repeating: "f", count: presses)), as: .screen,
                       named: ["open", "done", "archived"][presses - 1])
    }

    @Test(arguments: [1, 2, 3])
    func sorts(presses: Int) throws {
        assertSnapshot(of: try screen(planned, keys: String(repeating: "s", count: presses)), as: .screen,
                       named: ["due", "priority", "newest"][presses - 1])
    }

    @Test func reordered() throws {
        assertSnapshot(of: try screen(planned, keys: "JJ"), as: .screen)
    }

    @Test func undoMessage() throws {
        assertSnapshot(of: try screen(planned, keys: "dd u"), as: .screen)
    }

    @Test func archivedMessage() throws {
        assertSnapshot(of: try screen(planned, keys: "A"), as: .screen)
    }

    private var longNotes: [Todo] {
        var todo = Fixtures.todo(1, "Read the manual")
        todo.notes = (1...50).map { "Line \($0) of the notes" }.joined(separator: "\n")
        return [todo]
    }

    @Test func detailWithMoreNotesThanFit() throws {
        assertSnapshot(of: try screen(longNotes, keys: "<Enter>", size: Size(columns: 80, rows: 24)), as: .screen)
    }

    @Test func detailScrolledDown() throws {
        assertSnapshot(of: try screen(longNotes, keys: "<Enter>jj<PgDn>", size: Size(columns: 80, rows: 24)), as: .screen)
    }

    @Test func detailScrolledToTheEnd() throws {
        assertSnapshot(of: try screen(longNotes, keys: "<Enter>Gk", size: Size(columns: 80, rows: 24)), as: .screen)
    }

    /// Tags vanished from rows whose title left one or two cells, with no "…".
    @Test func tagsThatDoNotFitLeaveAnEllipsis() throws {
        for length in 40...64 {
            var todo = Fixtures.todo(1, String(repeating: "x", count: length))
            todo.tags = ["home"]
            let row = try screen([todo], size: Size(columns: 120, rows: 12)).textLines[2]
            let list = row.components(separatedBy: "││")[0]
            #expect(list.contains("#home") || list.contains("…"), "title of \(length): \(row)")
        }
    }

    /// A 5 MB title (one todo.txt line) took 7 s and 920 MB to draw one frame: the list lays out
    /// one row's width of it, the detail at most a hundred lines, the last ending in `…`.
    @Test func hugeTitleCutInTheListAndTheDetail() throws {
        let huge = Fixtures.todo(1, "Start " + String(repeating: "word ", count: 1_000_000) + "end")
        assertSnapshot(of: try screen([huge, Fixtures.todo(2, "Small one")], keys: "<Enter>G", size: Size(columns: 80, rows: 12)),
                       as: .screen)
        let lines = TodoDetailFormatter.lines(heading: huge.title, fields: [], notes: nil, editingNotes: false, width: 40)
        #expect(lines.count == TodoDetailFormatter.longestValue + 1, "a hundred lines of title, then the blank line")
        #expect(lines[TodoDetailFormatter.longestValue - 1].last?.glyph.text == "…")
    }

    /// The due editor's label shortens with the width, so what is typed always shows.
    @Test(arguments: [80, 52, 40])
    func dueEditorNarrow(columns: Int) throws {
        assertSnapshot(of: try screen(mixed, keys: "Dnext week", size: Size(columns: columns, rows: 10)), as: .screen,
                       named: "\(columns)")
    }

    @Test func detailTitleEditorOpen() throws {
        assertSnapshot(of: try screen(mixed, keys: "G<Enter>e", size: Size(columns: 100, rows: 16)), as: .screen)
    }

    @Test func notesEditorOpen() throws {
        assertSnapshot(of: try screen(mixed, keys: "G<Enter>nStill valid?<Enter>日本語も"), as: .screen)
    }

    /// The editor wraps as the read view does (CJK by width), ↑ moves by visual row.
    @Test func notesEditorWrapsLongLine() throws {
        let typed = " Bring the old passport and two photos; 申請書は日本語でも英語でも大丈夫、窓口は九時から。"
        assertSnapshot(of: try screen(mixed, keys: "G<Enter>n\(typed)<Up>"), as: .screen)
    }

    @Test func readOnlyBanner() throws {
        // A fixed folder: the path shows on screen.
        let fixed = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("adder-read-only-snapshot")
        try FileManager.default.createDirectory(at: fixed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: fixed) }
        let file = fixed.appendingPathComponent("todos.json")
        try Data("{\n  \"version\": 1,\n  \"todos\": [\n    {\"id\": 1,,}\n  ]\n}\n".utf8).write(to: file)
        let store = TodoStore(file: TodoFile(url: file), clock: Fixtures.clock)
        store.loadOrOpenReadOnly()
        let terminal = InMemoryTerminal(size: Size(columns: 100, rows: 12), keys: try KeyNotation.parse("a"))
        let shell = AppBuilder.build(dependencies: AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc),
                                     wakeUp: terminal.wakeUp)
        _ = EventLoop.run(shell, on: terminal)
        assertSnapshot(of: try #require(terminal.lastFrame), as: .screen)
    }
}
