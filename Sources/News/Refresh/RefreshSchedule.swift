import Entities
import FeedFetching
import Foundation

/// When a feed may be fetched again. A fetch records the earliest instant the server and the
/// feed allow (`notBefore`: the longest of the feed's `<ttl>` or `sy:` interval, the answer's
/// `Cache-Control: max-age` or `Expires`, and a 429 or 503's `Retry-After`); the user's interval
/// (the feed's `reload:`, else config.toml's `auto-refresh`) is added when the schedule is read,
/// so a changed feeds file or config applies at once.
public enum RefreshSchedule {
    /// The longest a server or a feed may hold a feed back: a `Retry-After` of a year, or a
    /// `<ttl>` with a typo, waits a week at most (a refresh by hand fetches it at any time).
    public static let longestWait: TimeInterval = 7 * 86_400

    /// The schedule after a fetch made at `now`: `updates` is the feed's own interval (from this
    /// fetch's document, else kept from the last one); `timing` what the answer's headers said.
    /// A failed fetch is held back only by a `Retry-After`: the feed's interval counts from a success.
    public static func after(fetchAt now: Date, updates: FeedUpdates?, timing: ServerTiming, failed: Bool) -> FeedSchedule {
        var waits: [(Date, FeedWaitReason)] = []
        if let retry = timing.retryAfterSeconds { waits.append((now.addingTimeInterval(retry), .retryAfter)) }
        if !failed {
            if let updates, updates.interval > 0 {
                waits.append((nextUpdate(updates, after: now), updates.source == .ttl ? .ttl : .syndication))
            }
            if let fresh = timing.freshSeconds {
                waits.append((now.addingTimeInterval(fresh), timing.freshSource == .expires ? .expires : .maxAge))
            }
        }
        let latest = waits.map { (min($0.0, now.addingTimeInterval(longestWait)), $0.1) }.max { $0.0 < $1.0 }
        return FeedSchedule(lastFetch: now, notBefore: latest?.0, notBeforeReason: latest?.1, updates: updates)
    }

    /// `now` plus the interval; with an `sy:updateBase`, the first base + k × interval after `now`.
    static func nextUpdate(_ updates: FeedUpdates, after now: Date) -> Date {
        guard let base = updates.base else { return now.addingTimeInterval(updates.interval) }
        guard base <= now else { return base }
        let periods = (now.timeIntervalSince(base) / updates.interval).rounded(.down) + 1
        return base.addingTimeInterval(periods * updates.interval)
    }

    /// The schedule of a feed without a row: fetched when it last succeeded or failed, nothing
    /// asked since (the refresher stores a row only once a fetch asks something); nil: never fetched.
    static func implied(by feed: Feed) -> FeedSchedule? {
        [feed.lastSuccess, feed.lastErrorAt].compactMap { $0 }.max().map { FeedSchedule(lastFetch: $0) }
    }

    /// When a feed with this schedule is due. `interval`: the user's (nil for a refresh of every
    /// feed, which honours only what the server and the feed asked).
    public static func due(_ schedule: FeedSchedule?, interval: TimeInterval?) -> FeedDue {
        guard let schedule else { return FeedDue(at: nil, reason: .neverFetched) }
        var waits: [(Date, FeedWaitReason)] = []
        if let notBefore = schedule.notBefore { waits.append((notBefore, schedule.notBeforeReason ?? .retryAfter)) }
        if let interval { waits.append((schedule.lastFetch.addingTimeInterval(interval), .interval)) }
        guard let latest = waits.max(by: { $0.0 < $1.0 }) else { return FeedDue(at: nil, reason: .nothing) }
        return FeedDue(at: latest.0, reason: latest.1)
    }
}
