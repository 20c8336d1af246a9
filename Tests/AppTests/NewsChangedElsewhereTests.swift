import Basics
import Entities
import Foundation
@testable import App
import News
import TestSupport
import Testing

/// The News tab sees what `adder news refresh` in another shell wrote, at the next idle tick, as
/// the To-dos tab sees todos.json change; its own marks and refreshes are not taken for that.
@MainActor
@Suite(.onOwnThreads) struct NewsChangedElsewhereTests {
    private final class Spy: NewsObserver {
        var changes: [NewsChange] = []
        func newsDidChange(_ change: NewsChange) { changes.append(change) }
    }

    private static let feedURL = "https://a.example/feed"

    /// A session on a cache of one feed with one article, and its background work.
    private static func session(in folder: TemporaryDirectory) throws -> (NewsSession, BackgroundWork) {
        let spec = NewsFixtures.FeedSpec(url: feedURL, title: "A", items: [NewsFixtures.item("1", "First", hoursAgo: 2)])
        let work = BackgroundWork()
        return (NewsSession(library: try NewsFixtures.library(in: folder, feeds: [spec]), work: work), work)
    }

    @Test func anotherProcesssMergeIsAnnouncedOnceAtTheIdleTick() throws {
        let folder = TemporaryDirectory("adder-news-elsewhere")
        let (session, _) = try Self.session(in: folder)
        let spy = Spy()
        session.addObserver(spy)
        session.noticeChangesElsewhere()
        session.noticeChangesElsewhere()
        #expect(spy.changes.isEmpty)

        let other = try NewsLibrary(paths: NewsFixtures.paths(in: folder), clock: Fixtures.clock)
        let feed = try #require(try other.cache.feed(url: Self.feedURL)).id
        try other.cache.merge(FeedDocument(title: "A", items: [NewsFixtures.item("2", "Second", hoursAgo: 1)]), into: feed,
                              validators: .none, fetchedAt: Fixtures.now)
        session.noticeChangesElsewhere()
        #expect(spy.changes == [.changedElsewhere])
        #expect(try session.articles(ArticleQuery(), offset: 0, limit: 10).map(\.title) == ["Second", "First"])
        session.noticeChangesElsewhere()
        #expect(spy.changes == [.changedElsewhere], "once")
    }

    @Test func itsOwnMarksAreNotTakenForAChangeElsewhere() throws {
        let (session, work) = try Self.session(in: TemporaryDirectory("adder-news-own"))
        session.noticeChangesElsewhere()
        let spy = Spy()
        session.addObserver(spy)
        let article = try #require(try session.articles(ArticleQuery(), offset: 0, limit: 1).first)
        session.setRead(article, true) { _ in }
        while work.hasPendingWork {
            _ = work.wakeUp.wait(timeoutMilliseconds: 10_000)
            work.deliverPosted()
        }
        session.noticeChangesElsewhere()
        #expect(!spy.changes.contains(.changedElsewhere), "\(spy.changes)")
    }
}
