import Basics
import Entities
import Foundation
@testable import App
import News
import Terminal
import TestSupport
import Testing

/// `auto-refresh = 0`: no schedule, but a feed added to the feeds file while Adder was not running
/// is fetched at once (newsboat #1493), off the loop's thread, and no other feed is. Against feeds
/// on 127.0.0.1, through the composition root as `adder` builds it.
@MainActor
@Suite(.onOwnThreads) struct NeverFetchedAtStartTests {
    let folder = TemporaryDirectory("adder-never-fetched")

    private func shell(news: NewsSource, autoRefreshMinutes: Int?) throws -> AppShell {
        var dependencies = AppDependencies(store: try Fixtures.store(in: folder), clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.news = news
        dependencies.autoRefreshMinutes = autoRefreshMinutes
        let terminal = InMemoryTerminal(size: Size(columns: 80, rows: 24))
        return AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
    }

    private func finishWork(of shell: AppShell) {
        while shell.work.hasPendingWork {
            _ = shell.work.wakeUp.wait(timeoutMilliseconds: 10_000)
            shell.work.deliverPosted()
        }
    }

    @Test func onlyTheFeedNeverFetchedIsFetchedAndTheLoopDoesNotWaitForIt() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let paths = NewsFixtures.paths(in: folder)
        let fetched = server.url("/etag/fetched").absoluteString
        let added = server.url("/slow?seconds=2").absoluteString
        try Data("\(fetched)\n".utf8).write(to: paths.feedsFile)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        _ = try await library.refresh()
        try Data("\(fetched)\n\(added)\n".utf8).write(to: paths.feedsFile)

        let shell = try shell(news: .library(library), autoRefreshMinutes: 0)
        finishWork(of: shell)  // the news side opens in the background
        let started = ContinuousClock.now
        shell.idle()
        #expect(ContinuousClock.now - started < .milliseconds(1500), "the idle tick never waits for the 2 s fetch")
        #expect(shell.work.hasPendingWork, "the fetch runs in the background")
        finishWork(of: shell)
        shell.idle()
        finishWork(of: shell)

        #expect(try await server.requests(to: "/slow?seconds=2").count == 1, "the new feed, once")
        #expect(try await server.requests(to: "/etag/fetched").count == 1, "the feed fetched before, not again")
        #expect(try library.cache.feeds().map { $0.lastSuccess != nil } == [true, true])
    }

    @Test func withoutAutoRefreshSettingsOrBeforeTheNewsSideOpensNothingIsFetched() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let paths = NewsFixtures.paths(in: folder)
        try Data("\(server.url("/etag/new"))\n".utf8).write(to: paths.feedsFile)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)

        // `adder snapshot` (nil) never fetches.
        let snapshot = try shell(news: .library(library), autoRefreshMinutes: nil)
        finishWork(of: snapshot)
        snapshot.idle()
        #expect(!snapshot.work.hasPendingWork)

        // With no cache yet the news side opens when the News tab shows, not for this.
        let lazy = try shell(news: NewsSource(opensAtStart: false) { .library(library) }, autoRefreshMinutes: 0)
        lazy.idle()
        lazy.idle()
        #expect(!lazy.work.hasPendingWork)
        lazy.showTab(.news)
        finishWork(of: lazy)
        lazy.idle()
        finishWork(of: lazy)
        #expect(try await server.requests(to: "/etag/new").count == 1, "fetched once the News tab opened the news side")
    }
}
