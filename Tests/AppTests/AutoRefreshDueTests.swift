import Basics
import Entities
import Foundation
@testable import App
import News
import TestSupport
import Testing

/// Auto-refresh's look at the schedule, against feeds on 127.0.0.1: nothing starts while no feed
/// is due, and a feed just added to the feeds file is fetched at the next look, alone.
@MainActor
@Suite(.onOwnThreads) struct AutoRefreshDueTests {
    @Test func nothingStartsUntilAFeedIsDueAndAFeedJustAddedIsFetchedAtTheNextLook() async throws {
        let folder = TemporaryDirectory("adder-auto-refresh")
        let server = try LoopbackFeedServer()
        let paths = NewsFixtures.paths(in: folder)
        let first = server.url("/etag/first").absoluteString
        let added = server.url("/etag/added").absoluteString
        try Data("\(first)\n".utf8).write(to: paths.feedsFile)
        var settings = NewsSettings()
        settings.reloadInterval = 3600
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock, settings: settings)
        _ = try await library.refresh(.due)
        let work = BackgroundWork()
        let session = NewsSession(library: library, work: work)

        #expect(session.startDueRefresh() == true)
        #expect(session.refresh == nil, "no feed is due: no refresh, nothing said")

        try Data("\(first)\n\(added)\n".utf8).write(to: paths.feedsFile)
        #expect(session.startDueRefresh() == true)
        #expect(session.refresh?.total == 1)
        #expect(session.startDueRefresh() == false, "a refresh is under way")
        while work.hasPendingWork {
            _ = work.wakeUp.wait(timeoutMilliseconds: 10_000)
            work.deliverPosted()
        }
        #expect(session.refresh == nil)
        #expect(try await server.requests(to: "/etag/first").count == 1)
        #expect(try await server.requests(to: "/etag/added").count == 1)
    }
}
