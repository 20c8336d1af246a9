import Basics
import Entities
import Settings

/// Today and the minute now: what due dates are worded and coloured against.
struct DueClock: Hashable {
    let day: CalendarDay
    let time: TimeOfDay?
}

extension Worded {
    /// Read once from the clock, so the day and the minute agree.
    var dueClock: DueClock {
        let dates = dates()
        return DueClock(day: CalendarDay(dates.now, timeZone: dates.timeZone), time: dates.timeOfDay)
    }
}
