import Basics
import Foundation

/// `[news] auto-refresh`: on the loop's idle tick, starts a refresh of every feed once the
/// interval has passed since the program started or since the last one began.
@MainActor final class AutoRefresh {
    private let interval: TimeInterval
    private let clock: any Clock
    private let start: () -> Bool
    private var due: Date

    /// `start` begins a refresh; false when one is already under way (then it is tried again on the next tick).
    init(minutes: Int, clock: any Clock, start: @escaping () -> Bool) {
        interval = TimeInterval(minutes) * 60
        self.clock = clock
        self.start = start
        due = clock.now.addingTimeInterval(interval)
    }

    /// Starts the refresh if it is due.
    func tick() {
        let now = clock.now
        guard now >= due, start() else { return }
        due = now.addingTimeInterval(interval)
    }
}
