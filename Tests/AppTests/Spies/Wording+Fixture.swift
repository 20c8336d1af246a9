@testable import App
import Entities
import Foundation
import TestSupport

extension Wording {
    /// The standard keys and the fixed clock of the tests (Fixtures.now, Friday 2026-01-02, UTC).
    @MainActor static let fixture = Wording(keymap: .standard, dates: { DateText(now: Fixtures.now, timeZone: Fixtures.utc) },
                                 today: { CalendarDay(year: 2026, month: 1, day: 2) })
}
