@testable import App
import Entities
import Foundation
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// Issue 20's screens (repeat rules, due times, quick add), through the whole app as the other
/// screens are. The clock stands at Friday 2026-01-02 09:00 UTC. Golden files:
/// __Snapshots__/RecurrenceSnapshotTests/.
extension AppSnapshotTests {
    /// A repeating to-do with a due time, one overdue by minutes, one due later today, a date-only
    /// one, a repeating one without a date and a far one with a time.
    var timed: [Todo] {
        func todo(_ id: Int, _ title: String, due: String? = nil, at time: String? = nil, every rule: String? = nil,
                  tags: [String] = []) -> Todo {
            var todo = Fixtures.todo(id, title, daysAgo: Double(id))
            todo.due = due.flatMap(CalendarDay.init)
            todo.dueTime = time.flatMap(TimeOfDay.init)
            todo.recurrence = rule.flatMap(Recurrence.init)
            todo.tags = tags
            return todo
        }
        return [
            todo(1, "Water the plants", due: "2026-01-02", every: "every 2 weeks", tags: ["home"]),
            todo(2, "Stand-up call", due: "2026-01-02", at: "08:30", every: "every weekday"),
            todo(3, "Dentist", due: "2026-01-02", at: "17:00"),
            todo(4, "Pay rent", due: "2026-02-01", at: "12:00", every: "every month on the 1st"),
            todo(5, "Stretch", every: "after 3 days"),
            todo(6, "Buy bread", due: "2026-01-03"),
        ]
    }

    @Test func repeatingRowsAndDueTimes() throws {
        assertSnapshot(of: try screen(timed), as: .screen)
    }

    @Test func repeatingDetail() throws {
        assertSnapshot(of: try screen(timed, keys: "<Enter>"), as: .screen)
    }

    @Test func repeatingDetailOverdueByTheMinute() throws {
        assertSnapshot(of: try screen(timed, keys: "j<Enter>"), as: .screen)
    }

    @Test func repeatEditorOpen() throws {
        assertSnapshot(of: try screen(timed, keys: "R"), as: .screen)
    }

    @Test func repeatEditorInTheDetails() throws {
        assertSnapshot(of: try screen(timed, keys: "jjj<Enter>Rafter 2 weeks"), as: .screen)
    }

    @Test func repeatRuleAcceptedInTheDetails() throws {
        assertSnapshot(of: try screen(timed, keys: "jjj<Enter>R<C-u>after 2 weeks<Enter>"), as: .screen)
    }

    @Test func repeatRuleAccepted() throws {
        assertSnapshot(of: try screen(timed, keys: "jjRevery mon,thu<Enter>"), as: .screen)
    }

    @Test func repeatRuleError() throws {
        assertSnapshot(of: try screen(timed, keys: "Rsometimes<Enter>"), as: .screen)
    }

    @Test func repeatRuleCleared() throws {
        assertSnapshot(of: try screen(timed, keys: "R<BS><Enter>"), as: .screen)
    }

    @Test func repeatingCompletedAddsTheNext() throws {
        assertSnapshot(of: try screen(timed, keys: "x"), as: .screen)
    }

    @Test func repeatingCompletedThenUndone() throws {
        assertSnapshot(of: try screen(timed, keys: "xu"), as: .screen)
    }

    @Test func dueTimeAccepted() throws {
        assertSnapshot(of: try screen(timed, keys: "jjjjjDtomorrow 9am<Enter>"), as: .screen)
    }

    @Test func quickAddEchoesWhatItUnderstood() throws {
        assertSnapshot(of: try screen(timed, keys: "aPay rent !! due:fri 17:00 every:month #home<Enter>"), as: .screen)
    }

    @Test func quickAddKeepsALineItCannotRead() throws {
        assertSnapshot(of: try screen(timed, keys: "aCall Bob due:someday<Enter>"), as: .screen)
    }
}
