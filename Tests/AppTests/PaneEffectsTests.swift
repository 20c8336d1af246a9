@testable import App
import Entities
import Terminal
import TestSupport
import Testing

/// Issue 32: handling returns what should happen (`PaneEffect`), and the shell carries it out in
/// one place after the event; panes talk to each other only through messages the shell delivers.
@MainActor
@Suite("Effects: what handling asks for, carried out by the shell")
struct PaneEffectsTests {
    let folder = TemporaryDirectory("adder-effects")

    @Test("a key's effects happen after the key: open beside, tell the pane opened, focus it; the opened pane answers its opener")
    func openTellAndAnswer() {
        let shell = AppShell(work: BackgroundWork())
        let list = NotePane("list", consumes: [.enter])
        let details = NotePane("details", consumes: [.character("d")])
        list.onKey = { _ in list.effects.append(contentsOf: [.open(details, focus: false), .send(.showTodo(7), to: details), .focus(details)]) }
        details.onKey = { _ in details.effects.append(contentsOf: [.sendToOpener(.status(StatusMessage("Deleted"))), .goBack]) }
        shell.addTab(.todos, title: "To-dos") { list }
        shell.handle(.enter)
        #expect(shell.stack.panes.count == 2)
        #expect(details.received == [.showTodo(7)])
        #expect(shell.stack.focused === details)
        shell.handle(.character("d"))
        #expect(list.received == [.status(StatusMessage("Deleted"))])
        #expect(shell.stack.focused === list)
        #expect(shell.stack.panes.count == 2, "going back leaves the details open")
    }

    @Test("close removes the pane that asked and gives focus back; help opens over the tab; quit goes to the shell")
    func closeHelpQuit() {
        let shell = AppShell(work: BackgroundWork())
        shell.makeHelpPane = { _ in NotePane("help", placement: .overlay) }
        let list = NotePane("list", consumes: [.character("?"), .character("q")])
        list.onKey = { key in list.effects.append(key == .character("?") ? .showHelp : .quit) }
        shell.addTab(.todos, title: "To-dos") { list }
        shell.handle(.character("?"))
        let help = shell.stack.focused as? NotePane
        #expect(help?.text == "help")
        help?.effects.append(.close)
        shell.settle()
        #expect(shell.stack.focused === list)
        #expect(shell.stack.panes.count == 1)
        shell.handle(.character("q"))
        #expect(!shell.isRunning)
    }

    @Test("a background result's effects are carried out before the next frame is drawn, in a tab not shown too")
    func effectsOfAResultInAnotherTab() {
        let shell = AppShell(work: BackgroundWork())
        let todos = NotePane("todos")
        let feeds = NotePane("feeds")
        let articles = NotePane("articles")
        shell.addTab(.todos, title: "To-dos") { todos }
        shell.addTab(.news, title: "News") { feeds }
        feeds.effects.append(.open(articles, focus: false))  // as a result landing while To-dos shows
        _ = shell.render(size: Size(columns: 80, rows: 10))
        #expect(shell.tabs[1].stack.panes.count == 2)
    }

    /// The articles ↔ feeds exchange through the whole app: past the last unread article of a
    /// feed, the reader's n moves the feeds to the next feed with unread articles and opens its first.
    @Test("n in the reader past a feed's last unread opens the next feed's first unread article")
    func readerCrossesFeeds() throws {
        let news = NewsSource.library(try NewsFixtures.library(in: folder, feeds: NewsSnapshotTests.feeds,
                                                               read: ["Swift 6.3 released", "Mayor opens the new library"]))
        let screen = try NewsSnapshotTests.screen(news, keys: "2jj<Enter><Enter>nnn", size: NewsSnapshotTests.wide, in: folder)
        let text = screen.textLines.joined(separator: "\n")
        #expect(text.contains("Strict concurrency in practice"), "\(text)")
        #expect(text.contains("Swift Blog"))
        #expect(!text.contains("No more unread articles."))
    }
}
