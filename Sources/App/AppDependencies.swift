import Entities
import Foundation
import Basics
import Todos

/// What the Builders hand to the modules they assemble.
public struct AppDependencies {
    public let history: TodoHistory
    public let clock: any Clock
    public let timeZone: TimeZone
    public let keymap: Keymap
    /// Runs `$EDITOR` on notes; nil where there is no terminal to hand over (`adder snapshot`).
    public var textEditor: (any TextEditing)?

    public init(store: TodoStore, clock: any Clock, timeZone: TimeZone, keymap: Keymap = .standard,
                textEditor: (any TextEditing)? = nil) {
        history = TodoHistory(store: store)
        self.clock = clock
        self.timeZone = timeZone
        self.keymap = keymap
        self.textEditor = textEditor
    }

    public var store: TodoStore { history.store }

    /// Today's date in the user's time zone, by the injected clock.
    var today: () -> CalendarDay {
        let clock = clock
        let timeZone = timeZone
        return { CalendarDay(clock.now, timeZone: timeZone) }
    }
}
