import FeedFetching
import Foundation
import TestSupport
import Testing

/// Serialized: these move tens of megabytes or measure time, and need the machine to themselves.
@Suite(.serialized, .onOwnThreads) struct FetchLimitTests {
    let server: LoopbackFeedServer

    init() throws {
        server = try LoopbackFeedServer()
    }

    @Test func aSlowServerTimesOut() async throws {
        let fetcher = FeedFetcher(settings: FetchSettings(timeout: .seconds(1)))
        let started = ContinuousClock.now
        let error = await fetchError(fetcher, server.url("/slow?seconds=60"))
        #expect(error?.kind == .timedOut)
        #expect(error?.description == "timed out after 1 s")
        // Far short of the server's 60 s, with room for a busy machine.
        #expect(ContinuousClock.now - started < .seconds(15))
    }

    @Test(arguments: ["/huge?mb=30", "/huge?mb=30&length=0"])
    func aBodyPastTheCapFailsWithoutBeingReadToTheEnd(path: String) async throws {
        let fetcher = FeedFetcher(settings: FetchSettings(maxBytes: 1024 * 1024))
        let error = await fetchError(fetcher, server.url(path))
        #expect(error?.kind == .tooLarge)
        #expect(error?.description == "larger than 1 MB")
        if path.hasSuffix("length=0") {
            // The server notices the closed connection within a moment, far short of 30 MB.
            try await Task.sleep(for: .milliseconds(300))
            let sent = try #require(try await server.requests(to: path).first?.bytesSent)
            #expect(sent < 30 * 1024 * 1024)
        }
    }

    @Test func theDefaultCapIsTwentyMegabytes() async throws {
        let error = await fetchError(FeedFetcher(), server.url("/huge?mb=21&length=0"))
        #expect(error?.description == "larger than 20 MB")
        let fits = try #require(try await FeedFetcher().fetch(server.url("/huge?mb=19"), conditions: .none).feed)
        #expect(fits.body.count == 19 * 1024 * 1024)
    }

    @Test func twentyParallelFetchesAllArrive() async throws {
        let fetcher = FeedFetcher()
        let server = self.server
        let titles = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<20 {
                group.addTask {
                    let path = ["/etag/p\(index)", "/gzip/p\(index)", "/redirect/2", "/lastmod/p\(index)"][index % 4]
                    guard case .fetched(let feed) = try await fetcher.fetch(server.url(path), conditions: .none) else {
                        return "not modified"
                    }
                    return String(decoding: feed.body, as: UTF8.self)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(titles.count == 20)
        #expect(titles.allSatisfy { $0.contains("<rss version=\"2.0\">") })
    }

    @Test func cancellingTheTaskEndsTheFetch() async throws {
        let fetcher = FeedFetcher()
        let url = server.url("/slow?seconds=60")
        let started = ContinuousClock.now
        let fetch = Task { () async throws(FetchError) -> FetchResult in try await fetcher.fetch(url, conditions: .none) }
        try await Task.sleep(for: .milliseconds(200))
        fetch.cancel()
        let result = await fetch.result
        #expect(throws: FetchError(.cancelled, "the fetch was cancelled")) { try result.get() }
        // Before the server's 60 s answer and the fetcher's own 20 s timeout.
        #expect(ContinuousClock.now - started < .seconds(15))
    }

    func fetchError(_ fetcher: FeedFetcher, _ url: URL) async -> FetchError? {
        do {
            _ = try await fetcher.fetch(url, conditions: .none)
            return nil
        } catch {
            return error
        }
    }
}
