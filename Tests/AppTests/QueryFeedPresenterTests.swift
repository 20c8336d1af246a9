@testable import App
import Entities
import News
import Terminal
import TestSupport
import Testing

/// Query feeds in the feeds pane, and saving a search as one from the article list: presenters
/// with spies.
@MainActor
@Suite("Query feeds: rows in the feeds pane, a search saved with one key")
struct QueryFeedPresenterTests {
    static let alpha = Feed(id: 1, url: "https://alpha.example/feed", title: "Alpha", tags: ["tech"], unreadCount: 3)
    static let storms = QueryFeed(title: "Storms", expression: #"title =~ "storm""#, tags: ["weather"], unreadCount: 2, articleCount: 5)
    static let none = QueryFeed(title: "Nothing yet", expression: "age > 10000")

    private func text(_ row: ListRow) -> String { row.spans.map(\.text).joined() }

    @Test("query feeds follow the two virtual lists, with tags, a muted “query” and their unread count")
    func feedsPaneRows() throws {
        let view = NewsFeedsViewSpy(), interactor = NewsFeedsInteractorSpy(), router = NewsFeedsRouterSpy()
        let presenter = NewsFeedsPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
        presenter.feedsDidChange(NewsFeedsContent(feeds: [Self.alpha], unreadCount: 3, starredCount: 0, queries: [Self.storms, Self.none]))
        let rows = try #require(view.last?.rows)
        #expect(rows.map(text) == ["All unread", "Starred", "Storms #weather  query", "Nothing yet  query", "Alpha #tech"])
        #expect(rows[2].trailing?.text == "2")
        #expect(rows[2].spans.first?.role == .unread)
        #expect(rows[3].trailing?.text == "")
        #expect(rows[3].spans.first?.role == .normal)
        for key in try KeyNotation.parse("jj<Enter>") { _ = presenter.handle(key) }
        #expect(presenter.effects.pending.lastShown == ArticleList(title: "Storms", query: ArticleQuery(filter: #"title =~ "storm""#), showsFeed: true))
        #expect(presenter.effects.pending.shown.last?.focus == true)
        // The counts change: the selection stays on the query feed.
        var counted = Self.storms
        counted.unreadCount = 0
        presenter.feedsDidChange(NewsFeedsContent(feeds: [Self.alpha], unreadCount: 3, starredCount: 0, queries: [Self.none, counted]))
        #expect(view.last?.selectedRow == 3)
        presenter.receive(.feedsFileDidChange)
        #expect(interactor.calls.last == "reloadFeedsFile")
    }

    @Test("only feeds-only content still lists no query feeds, and no feeds with queries still shows the lists")
    func entries() {
        #expect(NewsFeedsFilter().entries([], queries: []) == [])
        #expect(NewsFeedsFilter().entries([], queries: [Self.none]) == [.allUnread, .starred, .query(Self.none)])
    }

    private func articles() -> (NewsArticlesPresenter, NewsArticlesViewSpy, NewsArticlesInteractorSpy, NewsArticlesRouterSpy) {
        let view = NewsArticlesViewSpy(), interactor = NewsArticlesInteractorSpy(), router = NewsArticlesRouterSpy()
        let presenter = NewsArticlesPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
        interactor.output = presenter
        presenter.viewDidChange(visibleRows: 20)
        return (presenter, view, interactor, router)
    }

    private func press(_ keys: String, _ presenter: NewsArticlesPresenter) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    @Test("F on a search's results prompts for a title (the words, selected); Enter saves it, Esc does not")
    func saveSearch() throws {
        let (presenter, view, interactor, _) = articles()
        interactor.total = 3
        presenter.show(ArticleList(title: "Search: storm: bay", query: ArticleQuery(search: "storm: bay"), showsFeed: true))
        try press("F", presenter)
        let prompt = try #require(view.last?.chrome.prompt)
        #expect(prompt.label == "Save the search as a query feed, titled:")
        #expect(prompt.editor.text == "storm  bay")  // a title ends at its first colon in the feeds file
        #expect(prompt.editor.isSelected)
        try press("j", presenter)  // typed into the prompt, not a move
        #expect(view.last?.chrome.prompt?.editor.text == "j")
        try press("<Esc>", presenter)
        #expect(view.last?.chrome.prompt == nil)
        #expect(!interactor.calls.contains { $0.hasPrefix("saveSearch") })
        try press("FStorms<Enter>", presenter)
        #expect(interactor.calls.last == "saveSearch storm: bay as Storms")
        #expect(view.last?.chrome.prompt == nil)
        presenter.searchWasSaved(as: "Storms")
        #expect(view.last?.chrome.message == StatusMessage("Saved the search as the query feed “Storms”, at the end of the feeds file."))
        #expect(presenter.effects.pending.toOpener == [.feedsFileDidChange])
    }

    @Test("F on a list that is not a search says what it saves; an empty title saves nothing")
    func notASearch() throws {
        let (presenter, view, interactor, _) = articles()
        presenter.show(ArticleList(title: "Daily Planet", query: ArticleQuery(feedID: 1), showsFeed: false))
        try press("F", presenter)
        #expect(view.last?.chrome.prompt == nil)
        #expect(view.last?.chrome.message == StatusMessage(
            "Only a search's results can be saved as a query feed (F): search with / on the feeds pane."))
        presenter.show(ArticleList(title: "Search: x", query: ArticleQuery(search: "x"), showsFeed: true))
        try press("F<BS><Enter>", presenter)
        #expect(!interactor.calls.contains { $0.hasPrefix("saveSearch") })
    }
}
