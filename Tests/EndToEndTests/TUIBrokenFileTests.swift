import Entities
import Foundation
import Testing
import TestSupport

/// Edits made while another program has broken todos.json reach the file once it is mended.
@Suite(.onOwnThreads) struct TUIBrokenFileTests {
    private struct SavedTodo: Decodable {
        let title: String
        let done: Bool
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    @Test func editsHeldWhileTheFileIsBrokenAreSavedWhenItIsMended() async throws {
        let home = TemporaryDirectory("adder-e2e-broken")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha"), Fixtures.todo(2, "beta")])
        let url = home.file("todos.json")
        let good = try Data(contentsOf: url)
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            try Data("{".utf8).write(to: url)
            try await session.waitForText("changes wait until it can")
            try session.press("x")
            try session.type("a")
            try session.type("gamma")
            try session.press("Enter")
            try await session.waitForText("2 changes shown here wait")
            try good.write(to: url)
            let (_, mended) = try await session.pollScreen { !$0.contains { $0.contains("can no longer be read") } }
            #expect(mended, "the banner goes once the file can be read")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let saved = try JSONDecoder().decode(SavedDocument.self, from: Data(contentsOf: url)).todos
        #expect(saved.map(\.title) == ["alpha", "beta", "gamma"])
        #expect(saved.map(\.done) == [true, false, false])
    }

    /// On the News tab (`2`) this quit at once and lost the edit before quit went through the shell.
    @Test("quitting with an edit that cannot be saved warns first, on the To-dos tab and on the News tab alike",
          arguments: [([TUIKey.text("x")], nil), ([.text("a"), .text("gamma"), .enter], "2")] as [([TUIKey], String?)])
    func quittingWithEditsThatCannotBeSavedWarnsFirst(edit: [TUIKey], tab: String?) async throws {
        let home = TemporaryDirectory("adder-e2e-broken-quit")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "alpha")])
        let url = home.file("todos.json")
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home) { pane in
            let session = pane.session
            try Data("{".utf8).write(to: url)
            try await session.waitForText("changes wait until it can")
            for key in edit { try key.send(to: session) }
            try await session.waitForText("1 change shown here waits")
            if let tab {
                try session.type(tab)
                try await session.waitForScreen(containing: "Feeds")
            }
            try session.press("q")
            try await session.waitForScreen(containing: "1 edit is not saved: q again to quit and lose them.")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(try Data(contentsOf: url) == Data("{".utf8))
    }
}
