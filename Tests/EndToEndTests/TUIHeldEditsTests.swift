import Foundation
import Testing
import TestSupport

/// Issue 17: edits held while another program had broken todos.json, replayed on a valid file
/// that program wrote with ids of its own, follow the to-dos they were made on.
@Suite(.onOwnThreads) struct TUIHeldEditsTests {
    private struct SavedTodo: Decodable, Equatable {
        let id: Int
        let title: String
        let done: Bool
        let priority: String?

        init(id: Int, title: String, done: Bool, priority: String?) {
            (self.id, self.title, self.done, self.priority) = (id, title, done, priority)
        }

        // Unchanged to-dos are copied as their program wrote them, without "done".
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            title = try container.decode(String.self, forKey: .title)
            done = try container.decodeIfPresent(Bool.self, forKey: .done) ?? false
            priority = try container.decodeIfPresent(String.self, forKey: .priority)
        }

        private enum CodingKeys: String, CodingKey { case id, title, done, priority }
    }

    private struct SavedDocument: Decodable {
        let todos: [SavedTodo]
    }

    /// Ids 1-4 of its own, made in December, and the next id 5.
    private static let theirFile = """
        {"version": 2, "nextID": 5, "todos": [
          {"id": 1, "title": "their one", "created": "2025-12-01T08:00:00Z"},
          {"id": 2, "title": "their two", "created": "2025-12-02T08:00:00Z"},
          {"id": 3, "title": "victim three", "created": "2025-12-03T08:00:00Z"},
          {"id": 4, "title": "their four", "created": "2025-12-04T08:00:00Z"}
        ]}
        """

    @Test func aToDoAddedWhileTheFileWasBrokenKeepsItsEditsUnderItsNewID() async throws {
        let home = TemporaryDirectory("adder-e2e-held")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "one"), Fixtures.todo(2, "two")])
        let url = home.file("todos.json")
        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home, socketPrefix: "data-safety") { pane in
            let session = pane.session
            try Data("garbage".utf8).write(to: url)
            try await session.waitForText("changes wait until it can")
            try session.type("a")
            try session.type("Q1 queued")
            try session.press("Enter")
            try await session.waitForText("1 change shown here waits")
            for key in ["x", "p", "p", "p"] { try session.type(key) }
            try await session.waitForText("5 changes shown here wait")
            try Data(Self.theirFile.utf8).write(to: url)
            let (_, mended) = try await session.pollScreen { !$0.contains { $0.contains("can no longer be read") } }
            #expect(mended, "the banner goes once the file can be read")
            try await session.waitForText("victim three")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let saved = try JSONDecoder().decode(SavedDocument.self, from: Data(contentsOf: url)).todos
        #expect(saved == [
            SavedTodo(id: 1, title: "their one", done: false, priority: nil),
            SavedTodo(id: 2, title: "their two", done: false, priority: nil),
            SavedTodo(id: 3, title: "victim three", done: false, priority: nil),
            SavedTodo(id: 4, title: "their four", done: false, priority: nil),
            SavedTodo(id: 5, title: "Q1 queued", done: true, priority: "high"),
        ])
    }
}

extension TmuxSession {
    /// Waits for a sentence that a banner may have wrapped over several rows (inside a border).
    func waitForText(_ text: String) async throws {
        let (lines, found) = try await pollScreen {
            $0.map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "│")) }
                .joined(separator: " ").contains(text)
        }
        if !found { throw TUIError("\"\(text)\" never showed; the screen shows:\n\(lines.joined(separator: "\n"))") }
    }
}
