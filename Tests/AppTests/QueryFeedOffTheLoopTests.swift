@testable import App
import Entities
import Foundation
import News
import TestSupport
import Testing
import Todos

/// Issue 33, item 7: a query feed's list runs its regular expressions off the loop's thread, so
/// the loop keeps reading keys (`q`, Ctrl-C) while they run; lists without a filter are read at once.
@MainActor
@Suite("A query feed's list is read off the loop's thread")
struct QueryFeedOffTheLoopTests {
    let folder = TemporaryDirectory("adder-query-off-the-loop")

    private func session() throws -> NewsSession {
        let feed = NewsFixtures.FeedSpec(url: "https://alpha.example/feed", title: "Alpha", items: [
            NewsFixtures.item("a1", "Storm warning", hoursAgo: 1), NewsFixtures.item("a2", "Calm seas", hoursAgo: 2),
            NewsFixtures.item("a3", "Storm over", hoursAgo: 3),
        ])
        return NewsSession(library: try NewsFixtures.library(in: folder, feeds: [feed], read: ["Storm over"]), work: BackgroundWork())
    }

    private func actions(_ session: NewsSession) throws -> ArticleActions {
        let editor = TodoEditor(history: TodoHistory(store: try Fixtures.store(in: folder)), textEditor: nil,
                                today: { CalendarDay(year: 2026, month: 1, day: 2) })
        return ArticleActions(session: session, todoEditor: editor, linkOpener: nil, clipboard: nil)
    }

    private func settle(_ session: NewsSession) {
        let deadline = Date().addingTimeInterval(30)
        while session.work.hasPendingWork, Date() < deadline {
            _ = session.work.wakeUp.wait(timeoutMilliseconds: 1000)
            session.work.deliverPosted()
        }
    }

    @Test("the page and the unread search of a query feed arrive from the background; a plain list's at once")
    func aQueryFeedsPageArrivesFromTheBackground() throws {
        let session = try session()
        let interactor = NewsArticlesInteractor(session: session, actions: try actions(session))
        let output = NewsArticlesOutputSpy()
        interactor.output = output
        let query = ArticleQuery(filter: #"title =~ "^storm""#)
        interactor.loadPage(query, offset: 0, limit: 10)
        #expect(output.pages.isEmpty, "nothing was matched on the loop's thread")
        settle(session)
        #expect(output.pages.map { $0.articles.map(\.title) } == [["Storm warning", "Storm over"]])
        #expect(output.pages.first?.total == 2)

        interactor.findUnread(query, from: 0, forward: true, opens: false)
        #expect(output.found.isEmpty)
        settle(session)
        #expect(output.found == [nil], "the one after the first is read")

        interactor.loadPage(ArticleQuery(), offset: 0, limit: 10)
        #expect(output.pages.count == 2, "a list without a filter is read at once")
    }

    @Test("with a display-mode killfile every list is read in the background")
    func aDisplayModeKillfileMovesEveryListOffTheLoop() throws {
        _ = try session()
        var settings = NewsSettings()
        settings.ignore([("*", #"title =~ "calm""#)], onlyInDisplay: true)
        let library = try NewsLibrary(paths: NewsFixtures.paths(in: folder), clock: Fixtures.clock, settings: settings)
        let session = NewsSession(library: library, work: BackgroundWork())
        let interactor = NewsArticlesInteractor(session: session, actions: try actions(session))
        let output = NewsArticlesOutputSpy()
        interactor.output = output
        interactor.loadPage(ArticleQuery(), offset: 0, limit: 10)
        #expect(output.pages.isEmpty)
        settle(session)
        #expect(output.pages.map { $0.articles.map(\.title) } == [["Storm warning", "Storm over"]])
    }

    @Test("with a display-mode killfile the feeds pane's counts come from the background")
    func aDisplayModeKillfileMovesTheFeedCountsOffTheLoop() throws {
        _ = try session()
        var settings = NewsSettings()
        settings.ignore([("*", #"title =~ "calm""#)], onlyInDisplay: true)
        let library = try NewsLibrary(paths: NewsFixtures.paths(in: folder), clock: Fixtures.clock, settings: settings)
        let session = NewsSession(library: library, work: BackgroundWork())
        let interactor = NewsFeedsInteractor(sessions: NewsSessionSlot(session: session))
        let output = NewsFeedsOutputSpy()
        interactor.output = output
        interactor.loadFeeds()
        #expect(output.contents.isEmpty, "no count ran on the loop's thread")
        settle(session)
        #expect(output.contents.last?.feeds.map(\.articleCount) == [2], "the hidden article is not counted")
        #expect(output.contents.last?.unreadCount == 1)
    }

    @Test("only the latest page asked for is shown")
    func onlyTheLatestPageIsShown() throws {
        let session = try session()
        let interactor = NewsArticlesInteractor(session: session, actions: try actions(session))
        let output = NewsArticlesOutputSpy()
        interactor.output = output
        interactor.loadPage(ArticleQuery(filter: #"title =~ "calm""#), offset: 0, limit: 10)
        interactor.loadPage(ArticleQuery(filter: #"title =~ "storm""#), offset: 0, limit: 10)
        settle(session)
        #expect(output.pages.map { $0.articles.map(\.title) } == [["Storm warning", "Storm over"]])
    }
}
