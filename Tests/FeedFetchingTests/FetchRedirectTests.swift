import Entities
import FeedFetching
import Foundation
import TestSupport
import Testing

@Suite(.onOwnThreads) struct FetchRedirectTests {
    let server: LoopbackFeedServer
    let fetcher = FeedFetcher()

    init() throws {
        server = try LoopbackFeedServer()
    }

    @Test func fiveRedirectsAreFollowed() async throws {
        let feed = try #require(try await fetcher.fetch(server.url("/redirect/5"), conditions: .none).feed)
        #expect(feed.finalURL == server.url("/etag/redirected"))
        #expect(feed.movedPermanently == nil)
        #expect(feed.etag != nil)
    }

    @Test func aSixthRedirectFails() async throws {
        let error = await fetchError(server.url("/redirect/6"))
        #expect(error?.kind == .tooManyRedirects)
        #expect(error?.description == "more than 5 redirects")
        // Five followed, the sixth refused: the feed at the end was never asked for.
        #expect(try await server.requests(to: "/etag/redirected").isEmpty)
    }

    @Test func aRedirectLoopIsNamed() async throws {
        let error = await fetchError(server.url("/loop"))
        #expect(error?.kind == .redirectLoop)
        #expect(error?.description == "redirect loop at \(server.url("/loop").absoluteString)")
    }

    @Test func a301GivesTheURLToStore() async throws {
        let feed = try #require(try await fetcher.fetch(server.url("/moved"), conditions: .none).feed)
        #expect(feed.movedPermanently == server.url("/etag/moved"))
        #expect(feed.finalURL == server.url("/etag/moved"))
    }

    @Test func aChainOfPermanentRedirectsMovesToItsEnd() async throws {
        let feed = try #require(try await fetcher.fetch(server.url("/chain/301,308"), conditions: .none).feed)
        #expect(feed.movedPermanently == server.url("/etag/chain"))
    }

    @Test(arguments: ["/chain/301,302", "/chain/307,301", "/chain/302"])
    func aTemporaryRedirectAnywhereInTheChainMovesNothing(path: String) async throws {
        let feed = try #require(try await fetcher.fetch(server.url(path), conditions: .none).feed)
        #expect(feed.finalURL == server.url("/etag/chain"))
        #expect(feed.movedPermanently == nil)
    }

    /// The 304 still says where the feed moved for good: a move the refresh could not write into
    /// the feeds file (held by `E`'s editor, or with a bad line) is written at a later one.
    @Test func theConditionsReachTheFeedAtTheEndOfARedirect() async throws {
        let first = try #require(try await fetcher.fetch(server.url("/moved"), conditions: .none).feed)
        let second = try await fetcher.fetch(server.url("/moved"), conditions: HTTPValidators(etag: first.etag))
        #expect(second == .notModified(movedPermanently: server.url("/etag/moved")))
    }

    func fetchError(_ url: URL) async -> FetchError? {
        do {
            _ = try await fetcher.fetch(url, conditions: .none)
            return nil
        } catch {
            return error
        }
    }
}
