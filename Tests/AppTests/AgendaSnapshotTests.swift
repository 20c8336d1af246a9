@testable import App
import Entities
import Foundation
import Todos
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// The agenda's screens through the whole app. Golden files: __Snapshots__/AgendaSnapshotTests/.
@MainActor
@Suite("Agenda screens")
struct AgendaSnapshotTests {
    /// The whole app on a store in a temporary folder, as the other screens' tests run it.
    func screen(_ todos: [Todo], keys: String, size: Size = Size(columns: 100, rows: 16)) throws -> Screen {
        try AppSnapshotTests().screen(todos, keys: keys, size: size)
    }

    @Test func everyGroup() throws {
        assertSnapshot(of: try screen(TodoAgendaTests.everyGroup, keys: "wjj", size: Size(columns: 100, rows: 20)), as: .screen)
    }

    @Test func emptyAgenda() throws {
        var done = Fixtures.todo(1, "Filed taxes", done: true)
        done.due = TodoAgendaTests.today
        assertSnapshot(of: try screen([done], keys: "w"), as: .screen)
    }

    @Test func detailOverTheAgenda() throws {
        assertSnapshot(of: try screen(TodoAgendaTests.everyGroup, keys: "wj<Enter>"), as: .screen)
    }

    @Test func backFromTheDetailToTheAgenda() throws {
        assertSnapshot(of: try screen(TodoAgendaTests.everyGroup, keys: "wj<Enter>qx", size: Size(columns: 100, rows: 20)), as: .screen)
    }
}
