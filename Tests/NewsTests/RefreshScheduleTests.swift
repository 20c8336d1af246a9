import Basics
import Entities
import Foundation
import News
import Synchronization
import TestSupport
import Testing

/// A clock the test moves.
final class MovingClock: Basics.Clock, Sendable {
    private let instant = Mutex(Fixtures.now)
    var now: Date { instant.withLock { $0 } }

    func advance(minutes: Double) {
        instant.withLock { $0 = $0.addingTimeInterval(minutes * 60) }
    }
}

/// Reload that honours the server and the user, against feeds served on 127.0.0.1: a feed is not
/// fetched before the server (max-age, Expires, Retry-After) or the feed (ttl, sy:) allows, nor,
/// for an automatic refresh, before its reload interval has passed; then it is. A refresh by
/// hand of that feed fetches it whatever its schedule.
@Suite(.onOwnThreads) struct RefreshScheduleTests {
    let folder = TemporaryDirectory("adder-refresh-schedule")
    let server: LoopbackFeedServer
    let clock = MovingClock()

    init() throws {
        server = try LoopbackFeedServer()
    }

    /// The feeds file holds `lines` (paths on the server, each with its tokens).
    private func library(_ lines: [String], reloadMinutes: Double? = nil) throws -> NewsLibrary {
        let paths = NewsFixtures.paths(in: folder)
        let text = lines.map { line -> String in
            let parts = line.split(separator: " ", maxSplits: 1)
            return server.url(String(parts[0])).absoluteString + (parts.count > 1 ? " " + parts[1] : "") + "\n"
        }.joined()
        try Data(text.utf8).write(to: paths.feedsFile)
        var settings = NewsSettings()
        settings.reloadInterval = reloadMinutes.map { $0 * 60 }
        return try NewsLibrary(paths: paths, clock: clock, settings: settings)
    }

    private func requests(_ path: String) async throws -> Int {
        try await server.requests(to: path).count
    }

    private func results(_ outcomes: [FeedRefreshOutcome]) -> [String] {
        outcomes.map { outcome in
            switch outcome.result {
            case .updated: "updated"
            case .notModified: "not modified"
            case .failed: "failed"
            case .notDue(let due): "not due: \(due.reason.rawValue)"
            }
        }
    }

    @Test func maxAgeHoldsTheFeedBackFromEveryRefreshButOneByHand() async throws {
        let path = "/etag/cached?maxage=600"
        let library = try library([path])
        #expect(results(try await library.refresh(.due)) == ["updated"], "never fetched: due at once")
        clock.advance(minutes: 9)
        #expect(results(try await library.refresh(.due)) == ["not due: max-age"])
        #expect(results(try await library.refresh(.all)) == ["not due: max-age"])
        #expect(try await requests(path) == 1)
        #expect(results(try await library.refresh(.byHand([server.url(path).absoluteString]))) == ["not modified"])
        #expect(try await requests(path) == 2)
        let due = try #require(try library.dueTimes().values.first)
        #expect(due == FeedDue(at: clock.now.addingTimeInterval(600), reason: .maxAge), "the 304 was fresh for 10 minutes too")
        clock.advance(minutes: 10)
        #expect(results(try await library.refresh(.due)) == ["not modified"])
        #expect(try await requests(path) == 3)
    }

    @Test func ttlAndSyndicationHoldTheFeedBackAcross304s() async throws {
        let ttl = "/etag/ttl?ttl=60"
        let sy = "/etag/sy?syperiod=hourly&syfrequency=2"
        let library = try library([ttl, sy])
        #expect(results(try await library.refresh(.all)) == ["updated", "updated"])
        clock.advance(minutes: 31)
        #expect(results(try await library.refresh(.all)) == ["not due: ttl", "not modified"])
        clock.advance(minutes: 29)
        #expect(results(try await library.refresh(.all)) == ["not modified", "not due: sy:updatePeriod"],
                "a 304 keeps the interval the last full fetch gave")
    }

    @Test func retryAfterOnA503HoldsTheFeedBackAndTheFailureSaysSo() async throws {
        let path = "/status/503?retryafter=1800"
        let library = try library([path])
        let first = try await library.refresh(.all)
        #expect(first.first?.failure == "HTTP 503 Service Unavailable; the server asks to wait 30 min")
        clock.advance(minutes: 29)
        #expect(results(try await library.refresh(.all)) == ["not due: Retry-After"])
        #expect(try await requests(path) == 1)
        clock.advance(minutes: 1)
        #expect(results(try await library.refresh(.all)) == ["failed"])
        #expect(try await requests(path) == 2)
    }

    @Test func aRetryAfterOfAYearWaitsAWeekAtMost() async throws {
        let library = try library(["/status/429?retryafter=31536000"])
        _ = try await library.refresh(.all)
        #expect(try library.dueTimes().values.first == FeedDue(at: clock.now.addingTimeInterval(7 * 86_400), reason: .retryAfter))
    }

    /// 2^63 - 512 and up once crashed the refresh (SIGILL converting the wait back to an Int).
    @Test(arguments: ["9223372036854775296", "9223372036854775807", "99999999999999999999999999"])
    func aRetryAfterBeyondAnyIntegerIsAYearAndTheRefreshGoesOn(value: String) async throws {
        let library = try library(["/status/503?retryafter=\(value)", "/etag/plain"])
        let outcomes = try await library.refresh(.all)
        #expect(outcomes.first?.failure == "HTTP 503 Service Unavailable; the server asks to wait 365 d")
        #expect(results(outcomes) == ["failed", "updated"])
        #expect(try library.dueTimes()[outcomes[0].feed.id] == FeedDue(at: clock.now.addingTimeInterval(7 * 86_400), reason: .retryAfter))
    }

    @Test func theReloadIntervalHoldsBackAnAutomaticRefreshOnly() async throws {
        let own = "/etag/own"
        let global = "/etag/global"
        let library = try library(["\(own) news reload:2h", global], reloadMinutes: 30)
        #expect(results(try await library.refresh(.due)) == ["updated", "updated"])
        clock.advance(minutes: 30)
        #expect(results(try await library.refresh(.due)) == ["not due: interval", "not modified"])
        #expect(try library.dueFeedURLs() == [])
        clock.advance(minutes: 90)
        #expect(try library.dueFeedURLs() == [server.url(own).absoluteString, server.url(global).absoluteString])
        clock.advance(minutes: -1)
        #expect(try library.dueFeedURLs() == [server.url(global).absoluteString])
        #expect(results(try await library.refresh(.all)) == ["not modified", "not modified"], "R is the user asking now")
        #expect(try library.cache.feeds().first?.tags == ["news"], "reload: is not a tag")
    }

    @Test func aFeedAddedLaterIsDueAtOnce() async throws {
        let library = try library(["/etag/old"], reloadMinutes: 60)
        _ = try await library.refresh(.due)
        try Data((server.url("/etag/old").absoluteString + "\n" + server.url("/etag/new").absoluteString + "\n").utf8)
            .write(to: NewsFixtures.paths(in: folder).feedsFile)
        _ = try library.syncedFeeds()
        #expect(try library.dueFeedURLs() == [server.url("/etag/new").absoluteString])
        #expect(results(try await library.refresh(.due)) == ["not due: interval", "updated"])
    }
}
