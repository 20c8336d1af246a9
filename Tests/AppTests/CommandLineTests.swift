@testable import App
import Entities
import Foundation
import Settings
import Terminal
import TestSupport
import Testing
import Todos

/// The `:` command line on the whole app: actions by name with a word after them, Tab, the
/// sentences for what it cannot do, help at the pane's section, and the message log.
@MainActor
@Suite struct CommandLineTests {
    let folder = TemporaryDirectory()
    let size = Size(columns: 100, rows: 24)

    private func app(config: String = "") throws -> (AppShell, TodoStore) {
        var low = Fixtures.todo(1, "alpha")
        low.priority = .low
        var high = Fixtures.todo(2, "bravo")
        high.priority = .high
        let store = try Fixtures.store(in: folder, todos: [low, high, Fixtures.todo(3, "charlie")])
        var dependencies = AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc,
                                           keymap: ConfigParser.parse(config, file: "config.toml").config.keymap)
        dependencies.news = .unavailable("The news cache could not be read.")
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: WakeUp())
        _ = shell.render(size: size)
        return (shell, store)
    }

    private func type(_ text: String, into shell: AppShell) throws {
        for key in try KeyNotation.parse(text) { shell.handle(key) }
        _ = shell.render(size: size)
    }

    private func lines(_ shell: AppShell) -> [String] { shell.render(size: size).textLines }

    private func list(_ shell: AppShell) throws -> TodoListPresenter {
        let view = try #require(shell.stack.panes.first as? TodoListView)
        return try #require(view.presenter as? TodoListPresenter)
    }

    @Test(": opens the line in the status bar; Esc closes it and runs nothing")
    func opensAndCancels() throws {
        let (shell, store) = try app()
        try type(":tog", into: shell)
        #expect(lines(shell).last?.hasPrefix(" : tog") == true, "\(lines(shell).last ?? "")")
        try type("<Esc>", into: shell)
        #expect(shell.commandPrompt == nil)
        #expect(store.todos.allSatisfy { !$0.done })
    }

    @Test(":sort priority sets the sort the key cycles through; a wrong word names the right ones")
    func sortWithAWord() throws {
        let (shell, _) = try app()
        try type(":sort priority<Enter>", into: shell)
        #expect(try list(shell).state.query.sort == .priority)
        let rows = lines(shell).filter { $0.contains("alpha") || $0.contains("bravo") }
        #expect(rows.first?.contains("bravo") == true, "high before low: \(rows)")
        try type(":sort sideways<Enter>", into: shell)
        #expect(lines(shell).last?.contains("“sideways” is not a sort: manual, due, priority, created, project.") == true)
        #expect(try list(shell).state.query.sort == .priority)
    }

    @Test("an action by its [keys] name or a short word runs as its key would, even with no key bound")
    func actionsByName() throws {
        let (shell, store) = try app(config: "[keys]\ntoggle-done = \"none\"\n")
        try type(":toggle-done<Enter>", into: shell)
        #expect(store.todos.first { $0.id == 1 }?.done == true)
        try type("j:done<Enter>", into: shell)
        #expect(store.todos.first { $0.id == 2 }?.done == true)
    }

    @Test("a word after an action that opens an editor is typed there and accepted")
    func wordsGoIntoTheEditor() throws {
        let (shell, store) = try app()
        try type(":add Buy bread #shop<Enter>", into: shell)
        let added = try #require(store.todos.first { $0.title == "Buy bread" })
        #expect(added.tags == ["shop"])
        try type(":edit Renamed<Enter>", into: shell)
        #expect(store.todos.contains { $0.title == "Renamed" })
        try type(":due tomorrow 9am<Enter>", into: shell)
        let renamed = try #require(store.todos.first { $0.title == "Renamed" })
        #expect(renamed.due == CalendarDay(year: 2026, month: 1, day: 3))
        #expect(renamed.dueTime?.hour == 9 && renamed.dueTime?.minute == 0)
        try type(":search charl<Enter>", into: shell)
        #expect(try list(shell).state.query.search == "charl")
        #expect(shell.stack.focused?.chrome.prompt == nil)
    }

    @Test("what it cannot do is one sentence: an unknown name, a word an action does not take")
    func refusals() throws {
        let (shell, store) = try app()
        try type(":frobnicate<Enter>", into: shell)
        #expect(lines(shell).last?.contains("“:frobnicate” is not a command: Tab after “:” lists them.") == true)
        try type(":done now<Enter>", into: shell)
        #expect(lines(shell).last?.contains("“:done” takes no word after it here.") == true)
        #expect(store.todos.allSatisfy { !$0.done })
    }

    @Test("Tab completes a name, then the word after it; several names are listed")
    func completion() throws {
        let (shell, _) = try app()
        try type(":so<Tab>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "sort ")
        try type("pr<Tab>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "sort priority")
        try type("<C-u>to<Tab>", into: shell)
        #expect(lines(shell).dropLast().last?.contains("toggle-done") == true, "the candidates show above the line")
        #expect(shell.commandPrompt?.editor.text == "toggle-")
        // Only the focused pane's actions are offered: the reader's are not.
        try type("<C-u>open-l<Tab>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "open-l")
    }

    @Test("Up recalls the commands run before, newest first; Down goes back to what was typed")
    func history() throws {
        let (shell, _) = try app()
        try type(":sort due<Enter>:filter done<Enter>:so", into: shell)
        try type("<Up>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "filter done")
        try type("<Up><Up>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "sort due")
        try type("<Down><Down>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "so")
    }

    @Test("the command line's own keys come from the key table: [keys.command-line] rebinds them, a letter is refused")
    func commandLineKeysAreRebindable() throws {
        let (shell, _) = try app(config: "[keys.command-line]\nolder-command = \"<C-o>\"\n")
        try type(":sort due<Enter>:<C-o>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "sort due")
        let refused = ConfigParser.parse("[keys.command-line]\ncomplete = \"x\"\n", file: "config.toml")
        #expect(refused.problems.count == 1)
        #expect(refused.config.keymap.action(for: .tab, in: .commandLine) == .complete)
    }

    @Test("a message too long for the status bar ends with the key that shows it whole")
    func cutMessageNamesTheLog() throws {
        let (shell, _) = try app()
        try type(":\(String(repeating: "x", count: 120))<Enter>", into: shell)
        let status = lines(shell).last ?? ""
        #expect(status.contains("… Ctrl-G read all"), "\(status)")
        try type(":nonsense<Enter>", into: shell)
        #expect(!(lines(shell).last ?? "").contains("read all"), "a message that fits has no hint")
    }

    @Test(":quit quits; :help opens help at the pane's section")
    func quitAndHelp() throws {
        let (shell, _) = try app()
        try type(":help<Enter>", into: shell)
        #expect(shell.stack.focused is HelpView)
        #expect(lines(shell).contains { $0.contains(KeyContext.todoList.title) })
        try type("q:quit<Enter>", into: shell)
        #expect(!shell.isRunning)
    }

    @Test("? opens help at the section of the pane it was pressed in")
    func helpAtThePane() throws {
        let (shell, _) = try app()
        try type("?", into: shell)
        let firstRow = lines(shell).dropFirst(2).first ?? ""
        #expect(firstRow.contains(KeyContext.todoList.title), "\(firstRow)")
    }

    @Test("Ctrl-G and :messages show every message so far, in full, newest first")
    func messageLog() throws {
        let (shell, _) = try app()
        try type(":frobnicate-with-a-name-long-enough-to-be-cut-in-the-status-bar-of-a-narrow-terminal-and-more<Enter>", into: shell)
        try type(":sort sideways<Enter>", into: shell)
        try type("<C-g>", into: shell)
        #expect(shell.stack.focused is HelpView)
        let shown = lines(shell).joined(separator: "\n")
        #expect(shown.contains("Messages"))
        let newest = try #require(shown.range(of: "“sideways” is not a sort"))
        let older = try #require(shown.range(of: "“:frobnicate-with"))
        #expect(newest.lowerBound < older.lowerBound)
        #expect(shown.contains("nd-more” is not a command: Tab after “:” lists them."), "the long one in full, wrapped: \(shown)")
        try type("q:messages<Enter>", into: shell)
        #expect(shell.stack.focused is HelpView)
    }
}

/// Saved views from the list: V steps through them, :view NAME picks one, Tab completes the names.
@MainActor
@Suite struct SavedViewKeyTests {
    let folder = TemporaryDirectory()
    let size = Size(columns: 100, rows: 24)

    private func app() throws -> (AppShell, TodoListPresenter) {
        var work = Fixtures.todo(1, "report")
        work.project = "work"
        let store = try Fixtures.store(in: folder, todos: [work, Fixtures.todo(2, "garden"), Fixtures.todo(3, "bins")])
        let config = ConfigParser.parse("[todos.views]\nwork = \"project:work\"\nchores = \"garden\"\n", file: "config.toml").config
        var dependencies = AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc, keymap: config.keymap)
        dependencies.todoView = TodoViewMemory(url: nil, config: config.todos, clock: Fixtures.clock)
        dependencies.news = .unavailable("The news cache could not be read.")
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: WakeUp())
        _ = shell.render(size: size)
        let view = try #require(shell.stack.panes.first as? TodoListView)
        return (shell, try #require(view.presenter as? TodoListPresenter))
    }

    private func type(_ text: String, into shell: AppShell) throws {
        for key in try KeyNotation.parse(text) { shell.handle(key) }
        _ = shell.render(size: size)
    }

    private func titles(_ shell: AppShell) -> String { shell.render(size: size).textLines.joined(separator: "\n") }

    @Test func vStepsThroughTheViewsThenBackToAll() throws {
        let (shell, list) = try app()
        try type("V", into: shell)
        #expect(list.state.query.search == "view:chores")
        #expect(titles(shell).contains("garden") && !titles(shell).contains("report"))
        #expect(titles(shell).contains("The view “chores”: garden (V for the next, Esc for all)."))
        try type("V", into: shell)
        #expect(list.state.query.search == "view:work")
        try type("V", into: shell)
        #expect(list.state.query.search == "")
        #expect(titles(shell).contains("bins"))
    }

    @Test func viewByNameWithCompletion() throws {
        let (shell, list) = try app()
        try type(":view w<Tab>", into: shell)
        #expect(shell.commandPrompt?.editor.text == "view work")
        try type("<Enter>", into: shell)
        #expect(list.state.query.search == "view:work")
        try type(":view nope<Enter>", into: shell)
        #expect(titles(shell).contains("No saved view is called “nope”: the views are chores, work."))
        #expect(list.state.query.search == "view:work")
    }
}
