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

    @Test(arguments: [(500, "120"), (503, "soon"), (503, "-5")])
    func retryAfterIsIgnoredOnOtherStatusesOrWhenUnreadable(code: Int, value: String) async throws {
        let error = await fetchError(server.url("/status/\(code)?retryafter=\(value)"))
        #expect(error?.kind == .httpStatus(code))
        #expect(error?.retryAfterSeconds == nil)
    }
}
