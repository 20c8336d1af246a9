import Basics
import Foundation

/// `[news] auto-refresh`: on the loop's idle tick, once at start and then every minute, starts a
/// refresh of the feeds that are due. Each feed's interval counts from its own last fetch (its
/// `reload:`, else `auto-refresh`), and what its server or the feed itself asked is honoured
/// (`NewsLibrary.dueFeedURLs`), so a feed never fetched (just added) is fetched at the first check.
@MainActor final class AutoRefresh {
    /// How often the schedule is looked at: a cache read, not a fetch.
    static let checkInterval: TimeInterval = 60
    private let clock: any Clock
    private let start: () -> Bool
    private var nextCheck: Date

    /// `start` begins a refresh of the feeds due; false when it could not look now (a refresh
    /// under way, the news side still opening): then it is tried again on the next tick.
    init(clock: any Clock, start: @escaping () -> Bool) {
        self.clock = clock
        self.start = start
        nextCheck = clock.now
    }

    /// Looks for due feeds if a minute has passed since the last look.
    func tick() {
        let now = clock.now
        guard now >= nextCheck, start() else { return }
        nextCheck = now.addingTimeInterval(Self.checkInterval)
    }
}
