@testable import App
import Entities
import Foundation
import Basics
import Todos
import Terminal
import TestSupport
import Testing

@MainActor
@Suite("The shell: global keys, idle reload")
struct AppShellTests {
    let folder = TemporaryDirectory()

    private func shell() throws -> AppShell {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")])
        return AppBuilder.build(dependencies: AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc),
                                wakeUp: WakeUp())
    }

    @Test("a to-do another process saved shows after the idle tick, without a key")
    func outsideChangeAppears() throws {
        let shell = try shell()
        let size = Size(columns: 100, rows: 12)
        #expect(!shell.render(size: size).textLines.joined().contains("Added by a script"))
        let other = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try other.load()
        try other.apply(.add(TodoDraft(title: "Added by a script")))
        shell.idle()
        #expect(shell.render(size: size).textLines.joined().contains("Added by a script"))
    }

    @Test("a file another program breaks shows a banner at the next idle tick; the list stays")
    func brokenFileBanner() throws {
        let shell = try shell()
        try Data("not json".utf8).write(to: folder.file("todos.json"))
        shell.idle()
        let text = shell.render(size: Size(columns: 100, rows: 14)).textLines.joined(separator: "\n")
        #expect(text.contains("Another program changed the file and it can no longer be read"))
        #expect(text.contains("Buy milk"))
    }

    @Test("Ctrl-Z suspends from any pane and is not passed on")
    func suspend() throws {
        let shell = try shell()
        var suspensions = 0
        shell.suspendToShell = { suspensions += 1 }
        shell.handle(.control("z"))
        shell.handle(.character("?"))
        shell.handle(.control("z"))
        #expect(suspensions == 2)
        #expect(shell.stack.focused is HelpView)
    }
}
