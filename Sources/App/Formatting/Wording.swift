import Entities
import Settings

/// What a Presenter words things with: the keys in force (messages name them) and the clock
/// (dates relative to now, today's date).
struct Wording {
    let keymap: Keymap
    let dates: () -> DateText
    let today: () -> CalendarDay
}

/// A Presenter that words through a `Wording`: its parts read as its own.
@MainActor protocol Worded {
    var wording: Wording { get }
}

extension Worded {
    var keymap: Keymap { wording.keymap }
    func dates() -> DateText { wording.dates() }
    func today() -> CalendarDay { wording.today() }
    /// The clock's minute: what a Presenter wording "09:14" or "today" compares to know it moved.
    func clockMinute() -> Int { Int((dates().now.timeIntervalSince1970 / 60).rounded(.down)) }
}
