@testable import App
import Entities
import Foundation
import Basics
import Todos
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// Subtasks and marks through the whole app, text plus style roles. Golden files:
/// __Snapshots__/TodoTreeSnapshotTests/.
@MainActor
@Suite("Screens: subtasks and marks")
struct TodoTreeSnapshotTests {
    /// The whole app after `keys`, as every screen test renders it.
    func screen(_ todos: [Todo], keys: String) throws -> Screen {
        try AppSnapshotTests().screen(todos, keys: keys, size: Size(columns: 100, rows: 14))
    }

    /// A trip with subtasks two levels deep, one done, and a to-do of its own.
    private var trip: [Todo] {
        var todos = [Fixtures.todo(1, "Plan the trip"), Fixtures.todo(2, "Book flights"), Fixtures.todo(3, "Pack", done: true),
                     Fixtures.todo(4, "Passport photos"), Fixtures.todo(5, "Renew passport"), Fixtures.todo(6, "Buy milk")]
        todos[1].parent = 1
        todos[2].parent = 1
        todos[3].parent = 4 + 1  // under "Renew passport"
        todos[4].parent = 1
        todos[1].tags = ["travel"]
        return todos
    }

    @Test func treeWithProgress() throws {
        assertSnapshot(of: try screen(trip, keys: "j"), as: .screen)
    }

    @Test func folded() throws {
        assertSnapshot(of: try screen(trip, keys: "-"), as: .screen)
    }

    @Test func searchShowsThePathToAMatch() throws {
        assertSnapshot(of: try screen(trip, keys: "-/photo<Enter>"), as: .screen)
    }

    @Test func completionQuestion() throws {
        assertSnapshot(of: try screen(trip, keys: "x"), as: .screen)
    }

    @Test func deleteQuestion() throws {
        assertSnapshot(of: try screen(trip, keys: "Gkkd"), as: .screen)
    }

    @Test func marked() throws {
        assertSnapshot(of: try screen(trip, keys: "jmjm"), as: .screen)
    }

    @Test func markedThenDone() throws {
        assertSnapshot(of: try screen(trip, keys: "jmjjmx"), as: .screen)
    }
}
