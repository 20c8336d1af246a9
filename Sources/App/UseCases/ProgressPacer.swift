/// Paces announcements of a stream of progress updates: at most one per `interval`, and what
/// was held back is remembered so it can be announced later (when the stream pauses).
struct ProgressPacer {
    let interval: Duration
    private var lastAnnounced: ContinuousClock.Instant?
    /// An update came that was not announced, and none has been since.
    private(set) var heldBack = false

    init(interval: Duration) {
        self.interval = interval
    }

    /// Whether the update arriving at `time` is announced now; when not, it is held back.
    mutating func announces(at time: ContinuousClock.Instant) -> Bool {
        if let lastAnnounced, time - lastAnnounced < interval {
            heldBack = true
            return false
        }
        announced(at: time)
        return true
    }

    /// Records an announcement made at `time` (a held-back update, or the last one).
    mutating func announced(at time: ContinuousClock.Instant) {
        lastAnnounced = time
        heldBack = false
    }

    mutating func reset() {
        lastAnnounced = nil
        heldBack = false
    }
}
