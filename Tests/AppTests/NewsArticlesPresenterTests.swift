@testable import App
import Entities
import Terminal
import TestSupport
import Testing

@MainActor
@Suite("NewsArticles presenter: a window of a long list, keys become use cases")
struct NewsArticlesPresenterTests {
    let view = NewsArticlesViewSpy()
    let interactor = NewsArticlesInteractorSpy()
    let router = NewsArticlesRouterSpy()
    let presenter: NewsArticlesPresenter
    static let planet = ArticleList(title: "Daily Planet", query: ArticleQuery(feedID: 1), showsFeed: false)

    init() {
        presenter = NewsArticlesPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
        interactor.output = presenter
        presenter.viewDidChange(visibleRows: 20)
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    private func show(total: Int, list: ArticleList = planet) {
        interactor.total = total
        presenter.show(list)
    }

    private func text(_ row: ListRow) -> String { row.spans.map(\.text).joined() }

    @Test("showing a list reads its first window: the screen and 40 rows on each side")
    func firstPage() throws {
        show(total: 50_000)
        #expect(interactor.pageRequests.last == .init(query: ArticleQuery(feedID: 1), offset: 0, limit: 100))
        let model = try #require(view.last)
        #expect(model.title == "Daily Planet 1/50,000")
        #expect(model.rows.count == 20)
        #expect(model.chrome.summary == "50,000 articles")
    }

    @Test("G on 50,000 articles reads only the window at the end")
    func jumpToTheEnd() throws {
        show(total: 50_000)
        try press("G")
        #expect(interactor.pageRequests.last == .init(query: ArticleQuery(feedID: 1), offset: 49_940, limit: 100))
        let model = try #require(view.last)
        #expect(model.title == "Daily Planet 50,000/50,000")
        #expect(model.firstVisibleRow == 49_980)
        #expect(model.rows.count == 20)
        #expect(text(try #require(model.rows.last)).hasSuffix("Article 50000"))
    }

    @Test("paging down to the 500th asks for a new window only when the selection leaves the one held")
    func pageToTheFiveHundredth() throws {
        show(total: 50_000)
        for _ in 0..<26 { try press("<PgDn>") }  // 19 rows a page
        try press("jjjjj")
        let model = try #require(view.last)
        #expect(model.title == "Daily Planet 500/50,000")
        #expect(model.selectedRow == 499)
        #expect(model.firstVisibleRow == 480)
        #expect(interactor.pageRequests.last == .init(query: ArticleQuery(feedID: 1), offset: 438, limit: 100))
        #expect(interactor.pageRequests.count == 9)
        #expect(text(try #require(model.rows.last)).hasSuffix("Article 500"))
        try press("<Enter>")
        #expect(presenter.effects.pending.readerArticles.last?.title == "Article 500")
    }

    @Test("unread titles stand out, a starred article is marked ★, and mixed lists name the feed")
    func rowStyles() throws {
        interactor.readPositions = [1]
        interactor.starredPositions = [2]
        show(total: 3)
        let rows = try #require(view.last?.rows)
        #expect(rows.map { $0.spans.last?.role } == [.unread, .normal, .unread])
        #expect(rows.map { $0.spans.first?.text } == ["  ", "  ", "★ "])
        #expect(rows[2].spans.first?.role == .starred)
        #expect(text(rows[0]) == "  09:00    Article 1")
        show(total: 3, list: ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true))
        #expect(text(try #require(view.last?.rows[0])) == "  09:00    Daily Planet     Article 1")
    }

    @Test("dates older than this year fit their column whole")
    func oldDatesFit() throws {
        show(total: 40)
        try press("G")
        let rows = try #require(view.last?.rows)
        #expect(rows.map(text).contains("  Dec 2025 Article 40"))
    }

    @Test("another list starts at its top, even when the article selected before is in it too")
    func anotherListStartsAtTheTop() throws {
        show(total: 10)
        try press("jj")
        show(total: 10, list: ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true))
        #expect(view.last?.selectedRow == 0)
        #expect(view.last?.title == "All unread 1/10")
    }

    @Test("an empty list says what would fill it")
    func emptyMessages() {
        show(total: 0)
        #expect(view.last?.emptyLines == ["No articles yet: r fetches this feed."])
        #expect(view.last?.selectedRow == nil)
        show(total: 0, list: ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true))
        #expect(view.last?.emptyLines == ["No unread articles. R refreshes every feed."])
        show(total: 0, list: ArticleList(title: "Starred", query: ArticleQuery(starredOnly: true), showsFeed: true))
        #expect(view.last?.emptyLines == ["No starred articles: s stars one."])
        show(total: 0, list: ArticleList(title: "Search: zzz", query: ArticleQuery(search: "zzz"), showsFeed: true))
        #expect(view.last?.emptyLines == ["Nothing matches; Esc, then / searches again."])
    }

    @Test("Enter opens the article read in the reader; m, s, T, o, y act on the selected one")
    func articleKeys() throws {
        interactor.starredPositions = [1]
        show(total: 5)
        try press("<Enter>")
        #expect(interactor.calls == ["open 1"])
        #expect(presenter.effects.pending.readerArticles.map(\.id) == [1])
        try press("jmsTo")
        try press("y")
        #expect(interactor.calls == ["open 1", "read 2 true", "star 2 false", "todo 2", "openLink 2", "copyLink 2"])
    }

    @Test("M on a list that spans feeds asks first; M again marks it")
    func markAllAcrossFeedsAsks() throws {
        show(total: 5, list: ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true))
        try press("M")
        #expect(!interactor.calls.contains("markAllRead"))
        #expect(view.last?.chrome.message == StatusMessage("This marks every article of “All unread” read, across feeds: M again to do it."))
        try press("M")
        #expect(interactor.calls.last == "markAllRead")
    }

    @Test("r refreshes the list's feed, R every feed, M marks the list read")
    func listKeys() throws {
        show(total: 5)
        try press("rRM")
        #expect(interactor.calls == ["refresh 1", "refresh all", "markAllRead"])
    }

    @Test("n and N ask for the nearest unread from the selection; the one found is selected, not opened")
    func nextUnread() throws {
        show(total: 300)
        try press("jjn")
        #expect(interactor.calls == ["findUnread from 2 forward"])
        presenter.unreadFound(at: 250, forward: true, opens: false)
        #expect(view.last?.selectedRow == 250)
        #expect(view.last?.title == "Daily Planet 251/300")
        #expect(presenter.effects.pending.readerArticles.isEmpty)
        try press("N")
        #expect(interactor.calls.last == "findUnread from 250 backward")
    }

    /// Issue 32: the ping-pong with the feeds pane is one explicit sequence of messages, carried
    /// by the shell; nothing here calls the feeds' Presenter or waits for its answer.
    @Test("past the last unread the feeds pane is asked to move on; its answer opens the first unread or says there is none")
    func pastTheLastUnread() throws {
        show(total: 5)
        try press("n")
        presenter.unreadFound(at: nil, forward: true, opens: false)
        #expect(presenter.effects.take() == [.sendToOpener(.showNextFeedWithUnread(forward: true, opens: false))])
        #expect(view.last?.chrome.message == nil, "nothing is said before the feeds pane answers")
        presenter.receive(.noMoreUnread(opens: false))
        #expect(view.last?.chrome.message == StatusMessage("No more unread articles."))
        #expect(presenter.effects.pending.isEmpty, "no reader is told: the search was not to open one")
        presenter.receive(.showArticles(ArticleList(title: "Gamma", query: ArticleQuery(feedID: 3), showsFeed: false)))
        presenter.receive(.openFirstUnread(forward: true))
        #expect(interactor.calls.last == "findUnread from -1 forward opening")
    }

    @Test("the reader's n moves the list to the next unread and opens it there")
    func readerAsksForUnread() throws {
        show(total: 300)
        presenter.receive(.readerWantsUnread(forward: true))
        #expect(interactor.calls == ["findUnread from 0 forward opening"])
        presenter.unreadFound(at: 120, forward: true, opens: true)
        #expect(presenter.effects.pending.readerArticles.map(\.title) == ["Article 121"])
        #expect(interactor.calls.last == "open 121")
        #expect(view.last?.selectedRow == 120)
    }

    @Test("the reader's n with no unread left anywhere: the reader is told, not left silent")
    func readerToldNoMoreUnread() throws {
        show(total: 3)
        try press("<Enter>")
        let reader = try #require(presenter.effects.take().opened.first)
        presenter.receive(.readerWantsUnread(forward: true))
        presenter.unreadFound(at: nil, forward: true, opens: true)
        #expect(presenter.effects.take() == [.sendToOpener(.showNextFeedWithUnread(forward: true, opens: true))])
        presenter.receive(.noMoreUnread(opens: true))
        #expect(presenter.effects.pending == [.send(.noMoreUnread(opens: true), to: reader)])
    }

    @Test("q and Esc go back, ? opens help")
    func backAndHelp() throws {
        show(total: 5)
        try press("q<Esc>?")
        #expect(presenter.effects.pending.backCount == 2)
        #expect(presenter.effects.pending.helpCount == 1)
    }

    @Test("a finished action and a failure show in the status bar; the next key clears them")
    func messages() throws {
        show(total: 5)
        presenter.actionDidFinish("Marked read.")
        #expect(view.last?.chrome.message == StatusMessage("Marked read."))
        presenter.actionFailed("Only http, https and mailto links are opened; this one is not.")
        #expect(view.last?.chrome.message?.isError == true)
        try press("j")
        #expect(view.last?.chrome.message == nil)
    }

    @Test("a change elsewhere reads the window again")
    func reloadsOnChange() throws {
        show(total: 10)
        try press("jjj")
        let requests = interactor.pageRequests.count
        presenter.articlesDidChange(refreshed: false)
        #expect(interactor.pageRequests.count == requests + 1)
        #expect(view.last?.selectedRow == 3)
    }

    /// Issue 19, item 7: in "All unread" the article opened (or marked read) used to leave the
    /// list at once, so the highlight moved to the next article while the reader showed the old one.
    @Test("an unread-only list keeps the articles read in it until it is left or refreshed")
    func readArticlesStayUntilLeftOrRefreshed() throws {
        let unread = ArticleList(title: "All unread", query: ArticleQuery(unreadOnly: true), showsFeed: true)
        show(total: 10, list: unread)
        try press("jj<Enter>")
        #expect(presenter.effects.pending.readerArticles.last?.id == 3)
        #expect(interactor.calls.last == "open 3")
        presenter.articlesDidChange(refreshed: false)
        #expect(interactor.pageRequests.last?.query.keptRead == [3])
        #expect(interactor.pageRequests.last?.query.unreadOnly == true)
        try press("jm")
        #expect(interactor.calls.last == "read 4 true")
        presenter.articlesDidChange(refreshed: false)
        #expect(interactor.pageRequests.last?.query.keptRead == [3, 4])
        presenter.articlesDidChange(refreshed: true)
        #expect(interactor.pageRequests.last?.query.keptRead == [])
        try press("<Enter>")
        presenter.show(ArticleList(title: "Starred", query: ArticleQuery(starredOnly: true), showsFeed: true))
        presenter.show(unread)
        #expect(interactor.pageRequests.last?.query.keptRead == [], "leaving the list forgets them")
    }

    @Test("a list that shows read articles anyway keeps nothing extra")
    func listsWithReadArticlesKeepNothing() throws {
        show(total: 10)
        try press("j<Enter>")
        presenter.articlesDidChange(refreshed: false)
        #expect(interactor.pageRequests.last?.query == ArticleQuery(feedID: 1))
    }
}
