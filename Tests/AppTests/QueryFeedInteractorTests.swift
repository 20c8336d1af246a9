@testable import App
import Entities
import Foundation
import News
import Terminal
import TestSupport
import Testing
import Todos

/// Query feeds through the interactors on a real cache and feeds file in a temporary folder:
/// counted in the background, counted again after a mark, and a search saved into the file.
@MainActor
@Suite("Query feed interactors on a real cache")
struct QueryFeedInteractorTests {
    let folder = TemporaryDirectory("adder-query-interactors")
    static let alpha = NewsFixtures.FeedSpec(url: "https://alpha.example/feed", title: "Alpha", tags: ["tech"], items: [
        NewsFixtures.item("a1", "Storm warning", hoursAgo: 1),
        NewsFixtures.item("a2", "Calm seas", hoursAgo: 2),
        NewsFixtures.item("a3", "Storm over", hoursAgo: 3),
    ])

    private func session() throws -> NewsSession {
        let library = try NewsFixtures.library(in: folder, feeds: [Self.alpha])
        var list = try library.subscriptionFile.load()
        try list.add(query: QueryFeed(title: "Storms", expression: #"title =~ "storm""#, tags: ["weather"]))
        try library.subscriptionFile.save(list)
        return NewsSession(library: library, work: BackgroundWork())
    }

    private func settle(_ session: NewsSession) {
        let deadline = Date().addingTimeInterval(30)
        while session.work.hasPendingWork, Date() < deadline {
            _ = session.work.wakeUp.wait(timeoutMilliseconds: 1000)
            session.work.deliverPosted()
        }
    }

    @Test("query feeds show at once uncounted, then with their counts from the background; a mark counts them again")
    func countedInTheBackground() throws {
        let session = try session()
        let interactor = NewsFeedsInteractor(sessions: NewsSessionSlot(session: session))
        let output = NewsFeedsOutputSpy()
        interactor.output = output
        interactor.loadFeeds()
        #expect(output.contents.last?.queries == [QueryFeed(title: "Storms", expression: #"title =~ "storm""#, tags: ["weather"])])
        settle(session)
        #expect(output.contents.last?.queries.map(\.unreadCount) == [2])
        #expect(output.contents.last?.queries.map(\.articleCount) == [2])

        let storm = try #require(try session.articles(ArticleQuery(filter: #"title =~ "storm""#), offset: 0, limit: 1).first)
        session.setRead(storm, true) { Issue.record("\($0)") }
        settle(session)
        #expect(output.contents.last?.queries.map(\.unreadCount) == [1])
        #expect(output.contents.last?.feeds.first?.unreadCount == 2)
    }

    @Test("age counts from the app's clock (Fixtures.now, as ADDER_NOW sets it) in query feeds, lists and M")
    func ageCountsFromTheAppsClock() throws {
        let session = try session()
        var list = try session.library.subscriptionFile.load()
        try list.add(query: QueryFeed(title: "Recent", expression: "age < 1", tags: []))
        try session.library.subscriptionFile.save(list)
        let interactor = NewsFeedsInteractor(sessions: NewsSessionSlot(session: session))
        let output = NewsFeedsOutputSpy()
        interactor.output = output
        interactor.loadFeeds()
        settle(session)
        #expect(output.contents.last?.queries.map(\.articleCount) == [2, 3])
        #expect(try session.count(ArticleQuery(filter: "age < 1")) == 3)
        #expect(try session.articles(ArticleQuery(filter: "age < 1"), offset: 0, limit: 5).count == 3)
        session.markAllRead(ArticleQuery(filter: "age < 1"), title: "Recent") { result in
            #expect((try? result.get()) == 3)
        }
        settle(session)
        #expect(try session.count(ArticleQuery(unreadOnly: true)) == 0)
    }

    @Test("M on a query feed marks its articles only, and u takes it back")
    func markAllReadInAQueryFeed() throws {
        let session = try session()
        let interactor = NewsFeedsInteractor(sessions: NewsSessionSlot(session: session))
        let output = NewsFeedsOutputSpy()
        interactor.output = output
        interactor.markAllRead(ArticleQuery(filter: #"title =~ "storm""#), title: "Storms")
        settle(session)
        #expect(try session.count(ArticleQuery(unreadOnly: true)) == 1)
        #expect(try session.articles(ArticleQuery(unreadOnly: true), offset: 0, limit: 5).map(\.title) == ["Calm seas"])
        interactor.undo()
        settle(session)
        #expect(output.sentences.last?.contains("2 articles of “Storms”") == true, "\(output.sentences)")
        #expect(try session.count(ArticleQuery(unreadOnly: true)) == 3)
    }

    @Test("saving a search writes a query feed line newsboat reads; a title used twice is one sentence and writes nothing")
    func saveSearch() throws {
        let session = try session()
        let actions = ArticleActions(session: session, todoEditor: TodoEditor(history: TodoHistory(store: try Fixtures.store(in: folder)),
                                                                              textEditor: nil, today: { CalendarDay(year: 2026, month: 1, day: 2) }),
                                     linkOpener: LinkOpenerSpy(), clipboard: ClipboardSpy())
        let interactor = NewsArticlesInteractor(session: session, actions: actions)
        let output = NewsArticlesOutputSpy()
        interactor.output = output
        interactor.saveSearch("calm seas", title: "Calm")
        #expect(output.savedSearches == ["Calm"])
        let before = try String(contentsOf: session.library.subscriptionFile.url, encoding: .utf8)
        #expect(before.hasSuffix(#""query:Calm:(title =~ \"calm\" or content =~ \"calm\") and (title =~ \"seas\" or content =~ \"seas\")""# + "\n"))
        #expect(try session.library.queryFeeds().last?.articleCount == 1)
        interactor.saveSearch("storm", title: "Storms")
        #expect(output.failures == ["The search was not saved: a query feed is already called “Storms”."])
        #expect(try String(contentsOf: session.library.subscriptionFile.url, encoding: .utf8) == before)
    }
}
