import Entities
import FeedFetching
import Foundation
import TestSupport
import Testing

/// What a server says about when to ask again, read from real answers on 127.0.0.1: freshness
/// (`Cache-Control: max-age` less `Age`, `Expires` less `Date`) on a 200 and a 304, and
/// `Retry-After` (seconds or an HTTP-date) on a 429 or 503.
extension FetchBasicsTests {
    @Test func maxAgeLessAgeComesWithTheFeedAndWithA304() async throws {
        let path = "/etag/fresh?maxage=600&age=30"
        let first = try #require(try await fetcher.fetch(server.url(path), conditions: .none).feed)
        #expect(first.timing == ServerTiming(freshSeconds: 570, freshSource: .maxAge))
        let second = try await fetcher.fetch(server.url(path), conditions: HTTPValidators(etag: first.etag))
        #expect(second == .notModified(ServerTiming(freshSeconds: 570, freshSource: .maxAge)))
    }

    @Test func expiresCountsFromTheServersDate() async throws {
        let feed = try #require(try await fetcher.fetch(server.url("/etag/expiring?expires=3600"), conditions: .none).feed)
        #expect(feed.timing.freshSource == .expires)
        #expect(feed.timing.freshSeconds == 3600, "Expires and Date are whole seconds of the same clock")
    }

    @Test func anAnswerWithoutFreshnessSaysNothing() async throws {
        let feed = try #require(try await fetcher.fetch(server.url("/etag/plain"), conditions: .none).feed)
        #expect(feed.timing == ServerTiming())
        #expect(try await fetcher.fetch(server.url("/etag/plain"), conditions: HTTPValidators(etag: feed.etag)) == .notModified())
    }

    @Test(arguments: [(429, "120", 120.0), (503, "7200", 7200.0), (503, "date:300", 300.0)])
    func retryAfterComesWithA429OrA503(code: Int, value: String, seconds: Double) async throws {
        let error = await fetchError(server.url("/status/\(code)?retryafter=\(value)"))
        #expect(error?.kind == .httpStatus(code))
        let wait = try #require(error?.retryAfterSeconds)
        #expect(abs(wait - seconds) <= 1, "an HTTP-date counts from the answer's Date: \(wait)")
    }

    /// Every number a server sends is bounded before arithmetic: a year at most.
    @Test(arguments: ["9223372036854775807", "9223372036854775808", "31536001", "000000000000000000000000000000001"])
    func aRetryAfterBeyondAYearCountsAsAYear(value: String) async throws {
        let error = await fetchError(server.url("/status/503?retryafter=\(value)"))
        let expected = value.hasPrefix("0000") ? 1 : ServerTiming.longestSaid
        #expect(error?.retryAfterSeconds == expected)
    }

    @Test func maxAgeAndAgeBeyondAnyIntegerAreBounded() {
        let huge = ServerTiming(fields: [("Cache-Control", "max-age=99999999999999999999999"), ("Age", "1e308")], status: 200)
        #expect(huge == ServerTiming(freshSeconds: ServerTiming.longestSaid, freshSource: .maxAge), "an Age that is not digits counts as 0")
        let aged = ServerTiming(fields: [("Cache-Control", "max-age=600"), ("Age", "99999999999999999999999")], status: 200)
        #expect(aged == ServerTiming())
        let far = ServerTiming(fields: [("Expires", "Fri, 31 Dec 9999 23:59:59 GMT"), ("Date", "Thu, 01 Jan 1970 00:00:00 GMT")], status: 200)
        #expect(far.freshSeconds == ServerTiming.longestSaid)
    }

    @Test(arguments: [(500, "120"), (503, "soon"), (503, "-5"), (503, "%2B5"), (503, "1.5"), (503, "inf")])
    func retryAfterIsIgnoredOnOtherStatusesOrWhenUnreadable(code: Int, value: String) async throws {
        let error = await fetchError(server.url("/status/\(code)?retryafter=\(value)"))
        #expect(error?.kind == .httpStatus(code))
        #expect(error?.retryAfterSeconds == nil)
    }
}
