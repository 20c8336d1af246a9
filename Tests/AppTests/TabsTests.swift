@testable import App
import Terminal
import Testing

/// Tabs keep their own panes; a key goes to the focused pane before the shell's tab keys.
@MainActor
@Suite("Tabs and who gets a key first")
struct TabsTests {
    let todos = NotePane("to-do pane", consumes: [.character("1"), .character("x")])
    let news = NotePane("news pane")
    let shell = AppShell(work: BackgroundWork(), headline: { "Fri 2026-01-02" })

    init() {
        let todos = todos
        let news = news
        shell.addTab(.todos, title: "To-dos") { todos }
        shell.addTab(.news, title: "News") { news }
    }

    private var size: Size { Size(columns: 60, rows: 10) }

    @Test("2, 1, Tab and Shift-Tab switch tabs when the pane does not use the key")
    func switching() {
        shell.handle(.character("2"))
        #expect(shell.stack.focused === news)
        shell.handle(.tab)
        #expect(shell.stack.focused === todos)
        shell.handle(.backTab)
        #expect(shell.stack.focused === news)
        shell.handle(.character("1"))
        #expect(shell.stack.focused === todos)
    }

    @Test("a key the focused pane uses never reaches the shell: 1 typed into an editor stays a 1")
    func paneFirst() {
        shell.handle(.character("2"))
        shell.handle(.character("1"))  // the news pane does not use 1: back to To-dos
        #expect(shell.stack.focused === todos)
        shell.handle(.character("1"))  // the to-do pane uses 1
        #expect(todos.keys == [.character("1")])
        #expect(shell.stack.focused === todos)
    }

    @Test("the tab bar shows every tab, the active one marked, with its badge and the date")
    func tabBar() {
        shell.handle(.character("2"))
        let screen = shell.render(size: size)
        #expect(screen.textLines[0] == " Adder  1 To-dos 7   2 News 7                Fri 2026-01-02 ")
        let roles = screen.snapshot.split(separator: "\n").first { $0.hasPrefix("TTTTTTT") }
        #expect(roles == "TTTTTTTTTTTTTTTTTTTTAAAAAAAAAATTTTTTTTTTTTTTTTTTTTTTTTTTTTTT")
        #expect(screen.textLines[1].hasPrefix("news pane"))
    }

    @Test("a tab keeps its panes while another shows")
    func keepsPanes() {
        let details = NotePane("details")
        shell.stack.push(details, focus: true)
        shell.handle(.character("2"))
        shell.handle(.character("1"))
        #expect(shell.stack.focused === details)
        #expect(shell.stack.panes.count == 2)
    }

    @Test("below the minimum size only quit and suspend act")
    func tooSmall() {
        _ = shell.render(size: Size(columns: 30, rows: 8))
        shell.handle(.character("x"))
        shell.handle(.character("2"))
        #expect(todos.keys.isEmpty)
        #expect(shell.stack.focused === todos)
        shell.handle(.character("q"))
        #expect(!shell.isRunning)
    }
}
