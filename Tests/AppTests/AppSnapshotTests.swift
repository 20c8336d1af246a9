@testable import App
import Entities
import Foundation
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// Every screen and state, rendered through the whole app (AppBuilder) into the in-memory
/// screen: text plus each cell's style role. Golden files: __Snapshots__/AppSnapshotTests/.
@Suite("Screens")
struct AppSnapshotTests {
    let folder = TemporaryDirectory()

    private func screen(_ todos: [Todo] = [], keys: String = "", size: Size = Size(columns: 100, rows: 16)) throws -> Screen {
        let dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: todos),
                                           clock: Fixtures.clock, timeZone: Fixtures.utc)
        let shell = AppBuilder.build(dependencies: dependencies)
        let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse(keys))
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
}
