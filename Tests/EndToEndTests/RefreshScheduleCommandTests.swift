import Foundation
import Testing
import TestSupport

/// `adder news refresh --due` and `adder feeds list` as the built binary, the clock moved with
/// ADDER_NOW, against feeds on 127.0.0.1 that ask to wait (max-age, Retry-After) or not at all.
@Suite struct RefreshScheduleCommandTests {
    typealias Outcome = TodoCommandTests.Outcome

    @Test func dueRefreshWaitsForTheServerAndTheIntervalAndFeedsListSaysUntilWhen() async throws {
        let home = TemporaryDirectory("adder-due")
        let server = try LoopbackFeedServer()
        let cached = server.url("/etag/cached?maxage=3600").absoluteString
        let busy = server.url("/status/503?retryafter=600").absoluteString
        let plain = server.url("/etag/plain").absoluteString
        try Data("\(cached)\n\(busy)\n\(plain) reload:15m\n".utf8).write(to: home.file("feeds"))
        try Data("[news]\nauto-refresh = 30\n".utf8).write(to: home.file("config.toml"))
        func at(_ time: String) -> [String: String] { ["ADDER_NOW": "2026-01-02T\(time):00Z"] }

        let first = try await TodoCommandTests.adder(["news", "refresh", "--due"], home: home, environment: at("09:00"))
        #expect(first.output == "3 feeds: 2 updated (4 new articles), 0 unchanged, 1 failed.\n"
            + "  \(busy): HTTP 503 Service Unavailable; the server asks to wait 10 min\n")

        let listed = try await TodoCommandTests.succeed(["feeds", "list"], home: home, environment: at("09:05"))
        #expect(listed == """
            2/2  Feed cached  \(cached)
                 next due 2026-01-02 10:00 (in 55 min: Cache-Control max-age)
            0/0  \(busy)  \(busy)
                 last refresh failed at 2026-01-02 09:00: HTTP 503 Service Unavailable; the server asks to wait 10 min
                 next due 2026-01-02 09:30 (in 25 min: reload interval)
            2/2  Feed plain  \(plain)
                 next due 2026-01-02 09:15 (in 10 min: reload interval)

            """)

        let second = try await TodoCommandTests.adder(["news", "refresh", "--due"], home: home, environment: at("09:20"))
        #expect(second.output == "3 feeds: 0 updated (0 new articles), 1 unchanged, 0 failed, 2 not due yet.\n")
        #expect(try await server.requests(to: "/etag/plain").count == 2)
        #expect(try await server.requests(to: "/etag/cached?maxage=3600").count == 1)
        #expect(try await server.requests(to: "/status/503?retryafter=600").count == 1)

        let all = try await TodoCommandTests.adder(["news", "refresh"], home: home, environment: at("09:20"))
        #expect(all.output.hasPrefix("3 feeds: 0 updated (0 new articles), 1 unchanged, 1 failed, 1 not due yet.\n"),
                "a plain refresh waits only for what the server asked: \(all.output)")

        let byHand = try await TodoCommandTests.adder(["news", "refresh", cached], home: home, environment: at("09:20"))
        #expect(byHand.output == "1 feed: 0 updated (0 new articles), 1 unchanged, 0 failed.\n")
        #expect(try await server.requests(to: "/etag/cached?maxage=3600").count == 2)

        let feeds = try await NewsCommandTests.json(["feeds", "list", "--json"], home: home)
        #expect(feeds[0]["lastFetch"] == "2026-01-02T09:20:00Z")
        #expect(feeds[0]["nextDue"] == "2026-01-02T10:20:00Z" && feeds[0]["dueReason"] == "max-age")
        #expect(feeds[2]["nextDue"] == "2026-01-02T09:35:00Z" && feeds[2]["dueReason"] == "interval")

        let both = try await TodoCommandTests.adder(["news", "refresh", "--due", plain], home: home)
        #expect(both == Outcome(status: 2, output: "", errors: "adder: --due chooses the feeds itself: give either --due or URLs.\n"))
    }

    @Test func aFeedJustAddedIsDueAtOnce() async throws {
        let home = TemporaryDirectory("adder-due")
        let server = try LoopbackFeedServer()
        let first = server.url("/etag/first").absoluteString
        let added = server.url("/etag/added").absoluteString
        try Data("[news]\nauto-refresh = 60\n".utf8).write(to: home.file("config.toml"))
        _ = try await TodoCommandTests.succeed(["feeds", "add", first], home: home)
        _ = try await TodoCommandTests.adder(["news", "refresh", "--due"], home: home)
        _ = try await TodoCommandTests.succeed(["feeds", "add", added], home: home)
        let feeds = try await NewsCommandTests.json(["feeds", "list", "--json"], home: home)
        #expect(feeds[1]["nextDue"] == .some(.null) && feeds[1]["dueReason"] == "never fetched")
        let due = try await TodoCommandTests.adder(["news", "refresh", "--due"], home: home)
        #expect(due.output == "2 feeds: 1 updated (2 new articles), 0 unchanged, 0 failed, 1 not due yet.\n")
    }
}
