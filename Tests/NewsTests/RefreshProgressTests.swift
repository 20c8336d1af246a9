import Basics
import Entities
import Foundation
import News
import Synchronization
import TestSupport
import Testing

/// A refresh's progress, against feeds served on 127.0.0.1: once no feed is left to start, it
/// names the ones still being fetched, so a slow feed reads as that feed, not as a hang.
@Suite(.onOwnThreads) struct RefreshProgressTests {
    let folder = TemporaryDirectory("adder-refresh-progress")

    private func library(_ urls: [URL], parallelism: Int) throws -> NewsLibrary {
        let paths = NewsFixtures.paths(in: folder)
        try Data(urls.map { $0.absoluteString + "\n" }.joined().utf8).write(to: paths.feedsFile)
        let settings = NewsSettings(parallelism: parallelism, timeout: .seconds(20), articlesKeptPerFeed: 100)
        return try NewsLibrary(paths: paths, clock: Fixtures.clock, settings: settings)
    }

    private func refresh(_ library: NewsLibrary) async throws -> [RefreshProgress] {
        let reports = Mutex<[RefreshProgress]>([])
        _ = try await library.refresh { progress in reports.withLock { $0.append(progress) } }
        return reports.withLock { $0 }
    }

    @Test func theSlowLastFeedIsNamedWhileItIsAwaited() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let slow = server.url("/slow?seconds=2")
        let library = try library([server.url("/etag/one"), slow, server.url("/etag/two")], parallelism: 8)
        let reports = try await refresh(library)
        #expect(reports.map(\.done) == [0, 1, 2, 3])
        #expect(reports.first?.waitingOn.count == 3, "all three started at once: nothing is queued")
        let beforeTheLast = try #require(reports.dropLast().last)
        #expect(beforeTheLast.waitingOn.map(\.url) == [slow.absoluteString])
        #expect(beforeTheLast.waitingOnNames() == slow.absoluteString)
        #expect(reports.last?.waitingOn == [])
    }

    @Test func feedsWaitingTheirTurnAreNotNamedAndLongListsAreCut() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let urls = (1...6).map { server.url("/etag/feed\($0)") }
        let queued = try await refresh(try library(urls, parallelism: 2))
        #expect(queued.first?.running.count == 2)
        #expect(queued.first?.waitingOn == [], "four more wait their turn")
        #expect(queued.dropLast().last?.waitingOn.count == 1)
        let all = try await refresh(try library(urls, parallelism: 6))
        #expect(all.first?.waitingOnNames() == "Feed feed1, Feed feed2, Feed feed3 and 3 more", "by title, once fetched")
    }
}
