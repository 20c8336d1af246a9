/// `[news] auto-refresh = 0`: no feed is fetched on a schedule, but a feed never fetched (added to
/// the feeds file while Adder was not running) is fetched at once (newsboat #1493). On the loop's
/// idle tick it asks until the news side is open and the fetch has started (or none was needed),
/// then never again: the other feeds wait for `R`. The fetch runs off the loop's thread.
@MainActor final class NeverFetchedRefresh {
    private let start: () -> Bool
    private var done = false

    /// `start` begins fetching the feeds never fetched; false when it is to be tried again (the
    /// news side not open yet, a refresh under way).
    init(start: @escaping () -> Bool) {
        self.start = start
    }

    func tick() {
        guard !done else { return }
        done = start()
    }
}
