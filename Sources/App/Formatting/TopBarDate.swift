import Basics
import Entities
import Settings

/// The date at the right of the top bar: "Fri 2026-01-02".
enum TopBarDate {
    static func text(_ today: CalendarDay) -> String {
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return "\(names[today.weekday - 1]) \(today)"
    }
}
