import Basics
import Entities
import Foundation
import News
import Synchronization
import Testing
import TestSupport

/// What the TUI's background refresh asks of the library when a feed service is the source:
/// whether the sync is due, the sync itself, and the feeds it shows meanwhile.
@Suite(.serialized) struct ServiceRefreshTests {
    @Test func theSyncIsDueOnceThenAfterTheIntervalAndTheServicesFeedsStayListed() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: "http://feeds.example/a.xml", category: "Tech", count: 3)
        let folder = TemporaryDirectory("adder-service-refresh")
        let paths = NewsFixtures.paths(in: folder)
        var settings = NewsSettings()
        settings.service = FeedServiceAccount(kind: .ttrss, url: server.url, login: server.login, passwordCommand: "echo password")
        settings.reloadInterval = 3600
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let library = try NewsLibrary(paths: paths, clock: FixedClock(start), settings: settings)

        #expect(try library.neverFetchedFeedURLs() == [server.url.absoluteString])
        #expect(try library.dueFeedURLs() == [server.url.absoluteString])
        let outcomes = try await library.refresh(.neverFetched)
        #expect(outcomes.map(\.newArticles) == [3])
        #expect(try library.neverFetchedFeedURLs().isEmpty)
        #expect(try library.dueFeedURLs().isEmpty)
        // The feeds file is empty: the service's feed stays listed all the same.
        #expect(try library.syncedFeeds().map(\.url) == ["http://feeds.example/a.xml"])

        let later = try NewsLibrary(paths: paths, clock: FixedClock(start.addingTimeInterval(3601)), settings: settings)
        #expect(try later.dueFeedURLs() == [server.url.absoluteString])
    }

    /// The first sync tells its progress once each feed's newest page is in, so the News tab
    /// shows them while the older articles still come in.
    @Test func theNewestPagesAreToldBeforeTheHistoryComes() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: "http://feeds.example/a.xml", count: 600)
        let folder = TemporaryDirectory("adder-service-refresh")
        var settings = NewsSettings()
        settings.service = FeedServiceAccount(kind: .ttrss, url: server.url, login: server.login, passwordCommand: "echo password")
        let library = try NewsLibrary(paths: NewsFixtures.paths(in: folder), clock: FixedClock(Date()), settings: settings)
        let told = Mutex<[String]>([])
        let outcomes = try await library.refresh(.all) { progress in
            let older = progress.olderPages.map { " older \($0.stored)/\($0.atMost)" } ?? ""
            told.withLock { $0.append("\(progress.newArticles)\(older)") }
        }
        // Then each history page says how far the older articles are (the third finds the feed's
        // end), until the end says no more.
        #expect(told.withLock { $0 } == ["200", "200 older 0/25", "400 older 1/25", "600 older 2/25", "600 older 3/25", "600"])
        #expect(outcomes.map(\.newArticles) == [600])
    }
}
