@testable import App
@testable import Settings
import Entities
import Foundation
import Terminal
import Testing
import TestSupport

/// config.toml's `[keys]` drives the whole program: dispatch, hints and help show what is in force.
@MainActor
@Suite("Rebound keys in the running program")
struct RebindingTests {
    let folder = TemporaryDirectory()
    static let config = "[keys]\ntoggle-done = \"t\"\ndelete-todo = \"none\"\n"
    var keymap: Keymap { ConfigParser.parse(Self.config, file: "config.toml").config.keymap }

    /// Runs the TUI in memory with the rebound keymap; returns the store and the last screen's text.
    private func run(_ keys: String) throws -> (titles: [String], done: [Bool], screen: String) {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        var dependencies = AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.keymap = keymap
        let size = Size(columns: 100, rows: 12)
        let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse(keys))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        _ = EventLoop.run(shell, on: terminal)
        return (store.todos.map(\.title), store.todos.map(\.done), shell.render(size: size).textLines.joined(separator: "\n"))
    }

    @Test("the new key acts; the key rebound away and the unbound one do nothing")
    func newKeyActsOldKeysDoNot() throws {
        let untouched = try run("xd")
        #expect(untouched.done == [false, false])
        #expect(untouched.titles == ["Buy milk", "Call mom"])
        let marked = try run("t")
        #expect(marked.done == [true, false])
    }

    @Test("the status bar hints show the rebound key and leave out the unbound action")
    func hints() throws {
        let screen = try run("").screen
        let statusBar = try #require(screen.split(separator: "\n").last)
        #expect(statusBar.contains("t done"))
        #expect(!statusBar.contains("delete"))
    }

    @Test("help lists every binding of the keymap in force, rebindings included")
    func helpListsEveryAction() {
        let presenter = HelpPresenter(page: .keys(startingAt: nil), keymap: keymap, dates: { DateText(now: .distantPast, timeZone: .gmt) })
        presenter.viewDidChange(width: 1000, visibleRows: 1000)
        let lines = presenter.viewModel.lines.map(\.line)
        for context in KeyContext.allCases {
            for binding in keymap.bindings(in: context) {
                #expect(lines.contains(.item(left: Keymap.label(of: binding.keys), text: binding.help, isError: false)), "\(binding.action)")
            }
        }
        #expect(lines.contains(.item(left: "t", text: "Mark done / not done", isError: false)))
        #expect(lines.contains(.item(left: "none", text: "Delete the to-do (undo brings it back)", isError: false)))
    }

    @Test("messages name the keys in force, not the default ones")
    func messagesNameReboundKeys() throws {
        let keymap = ConfigParser.parse("[keys]\nadd-todo = \"n\"\nundo = \"z\"\ncycle-filter = \"v\"\n", file: "config.toml").config.keymap
        let formatter = TodoListFormatter(today: CalendarDay(year: 2026, month: 1, day: 2), keys: keymap.names)
        #expect(formatter.emptyMessage(query: TodoQuery()) == "Nothing to do. Press n to add a to-do.")
        let messages = TodoChangeMessages(today: CalendarDay(year: 2026, month: 1, day: 2), keys: keymap.names)
        #expect(messages.message(for: .deleted(Fixtures.todo(1, "Buy milk"))) == "Deleted “Buy milk” (z to undo).")
        #expect(messages.message(for: .archived(count: 2)) == "Archived 2 done to-dos (z to undo; v shows them).")
        let unbound = ConfigParser.parse("[keys]\nundo = \"none\"\n", file: "config.toml").config.keymap
        #expect(TodoChangeMessages(today: CalendarDay(year: 2026, month: 1, day: 2), keys: unbound.names).message(for: .deleted(Fixtures.todo(1, "Buy milk")))
                == "Deleted “Buy milk” ([undo] to undo).")
    }

    @Test("adder keys' Markdown shows the keys in force")
    func markdown() {
        #expect(keymap.markdown.contains("| `t` | Mark done / not done |"))
        #expect(keymap.markdown.contains("| none | Delete the to-do (undo brings it back) |"))
    }
}


