@testable import App
import Entities
import Terminal
import TestSupport
import Testing

@MainActor
@Suite("NewsFeeds presenter: keys become use cases, feeds become rows")
struct NewsFeedsPresenterTests {
    let view = NewsFeedsViewSpy()
    let interactor = NewsFeedsInteractorSpy()
    let router = NewsFeedsRouterSpy()
    let presenter: NewsFeedsPresenter

    static let alpha = Feed(id: 1, url: "https://alpha.example/feed", title: "Alpha", tags: ["tech"], unreadCount: 3)
    static let beta = Feed(id: 2, url: "https://beta.example/feed", title: "Beta", unreadCount: 0,
                           lastError: "HTTP 404 Not Found", lastErrorAt: Fixtures.now)
    static let gamma = Feed(id: 3, url: "https://gamma.example/feed", title: "Gamma", unreadCount: 5)

    init() {
        presenter = NewsFeedsPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    private func showThree(starred: Int = 2) {
        presenter.feedsDidChange(NewsFeedsContent(feeds: [Self.alpha, Self.beta, Self.gamma], unreadCount: 8, starredCount: starred))
    }

    private func text(_ row: ListRow) -> String { row.spans.map(\.text).joined() }

    @Test("loading the view asks the interactor for the feeds")
    func load() {
        presenter.viewDidLoad()
        #expect(interactor.calls == ["load"])
    }

    @Test("the virtual lists come first, then each feed with its #tags and unread count; the badge is the unread total")
    func rows() throws {
        showThree()
        let model = try #require(view.last)
        #expect(model.title == "Feeds")
        #expect(model.rows.map(text) == ["All unread", "Starred", "Alpha #tech", "! Beta", "Gamma"])
        #expect(model.rows.map { $0.trailing?.text } == ["8", "2", "3", "", "5"])
        #expect(model.rows[0].spans[0].role == .unread)
        #expect(model.rows[2].spans.map(\.role) == [.unread, .tag])
        #expect(model.rows[3].spans.map(\.role) == [.feedError, .normal])
        #expect(model.selectedRow == 0)
        #expect(model.chrome.summary == "3 feeds · 8 unread")
        #expect(model.chrome.badge == "8")
    }

    @Test("with nothing unread the virtual rows are plain and there is no badge")
    func nothingUnread() throws {
        presenter.feedsDidChange(NewsFeedsContent(feeds: [Self.beta], unreadCount: 0, starredCount: 0))
        let model = try #require(view.last)
        #expect(model.rows[0].spans[0].role == .normal)
        #expect(model.rows[0].trailing?.text == "")
        #expect(model.chrome.badge == nil)
        #expect(model.chrome.summary == "1 feed · 0 unread")
    }

    @Test("no feeds: the pane says how to subscribe and mentions --demo")
    func empty() throws {
        presenter.feedsDidChange(NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0))
        let model = try #require(view.last)
        #expect(model.rows.isEmpty)
        #expect(model.selectedRow == nil)
        let lines = try #require(model.emptyLines)
        #expect(lines.contains("  adder feeds add https://example.com/feed.xml"))
        #expect(lines.contains { $0.contains("adder --demo") })
        #expect(presenter.effects.pending.shown.isEmpty)
    }

    @Test("a cache that could not be read: its sentence, and the to-dos are fine")
    func unavailable() throws {
        presenter.feedsDidChange(NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0, problem: "The news cache is damaged."))
        #expect(view.last?.emptyLines == ["The news cache is damaged.", "", "Your to-dos are not affected (press 1)."])
        #expect(view.last?.chrome.hints.map(\.label).contains("refresh") == false)
        #expect(view.last?.chrome.hints.map(\.label).contains("open") == false)
    }

    @Test("with no cache, / is refused: there would be no list to show the results in")
    func unavailableSearch() throws {
        presenter.feedsDidChange(NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0, problem: "The news cache is damaged."))
        try press("/")
        #expect(view.last?.chrome.prompt == nil)
        #expect(view.last?.chrome.message == StatusMessage("There is nothing to search: the news cache could not be read.", isError: true))
        #expect(presenter.effects.pending.shown.isEmpty)
    }

    @Test("the tab showing asks for the news to be opened; loading alone does not")
    func showingOpens() throws {
        let calls = interactor.calls
        presenter.viewDidShow()
        #expect(interactor.calls == calls + ["open"])
        #expect(!calls.contains("open"))
    }

    @Test("while the cache opens: a line that says so, only help and quit hinted, / answered with a wait")
    func opening() throws {
        presenter.feedsDidChange(NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0, isOpening: true))
        #expect(view.last?.emptyLines == ["Opening the news cache…"])
        #expect(view.last?.chrome.hints.map(\.label).contains("refresh") == false)
        #expect(view.last?.chrome.badge == nil)
        try press("/")
        #expect(view.last?.chrome.prompt == nil)
        #expect(view.last?.chrome.message == StatusMessage("The news cache is still opening; search in a moment."))
    }

    @Test("moving the selection shows that list beside, without focus; Enter shows it with focus")
    func selectionShowsArticles() throws {
        showThree()
        #expect(presenter.effects.pending.shown.map(\.list.title) == ["All unread"])
        #expect(presenter.effects.pending.shown.last?.list.query == ArticleQuery(unreadOnly: true))
        #expect(presenter.effects.pending.shown.last?.list.showsFeed == true)
        try press("j")
        #expect(presenter.effects.pending.lastShown == ArticleList(title: "Starred", query: ArticleQuery(starredOnly: true), showsFeed: true))
        try press("j")
        #expect(presenter.effects.pending.lastShown == ArticleList(title: "Alpha", query: ArticleQuery(feedID: 1), showsFeed: false))
        #expect(presenter.effects.pending.shown.allSatisfy { !$0.focus })
        try press("<Enter>")
        #expect(presenter.effects.pending.shown.last?.focus == true)
        #expect(presenter.effects.pending.lastShown?.title == "Alpha")
    }

    @Test("j, k, g, G and PgDn move within bounds")
    func movement() throws {
        showThree()
        try press("k")
        #expect(view.last?.selectedRow == 0)
        try press("G")
        #expect(view.last?.selectedRow == 4)
        try press("j")
        #expect(view.last?.selectedRow == 4)
        try press("g")
        #expect(view.last?.selectedRow == 0)
        presenter.viewDidChange(visibleRows: 3)
        try press("<PgDn>")
        #expect(view.last?.selectedRow == 2)
        try press("<PgDn>")
        #expect(view.last?.selectedRow == 4)
        #expect(view.last?.firstVisibleRow == 2)
        #expect(view.last?.rows.count == 3)
    }

    @Test("the selected feed keeps its selection when the feeds change under it")
    func keepsSelectedFeed() throws {
        showThree()
        try press("G")
        presenter.feedsDidChange(NewsFeedsContent(feeds: [Self.gamma, Self.alpha], unreadCount: 8, starredCount: 0))
        #expect(view.last?.selectedRow == 2)
        #expect(text(try #require(view.last?.rows[2])) == "Gamma")
    }

    @Test("a feed whose last fetch failed shows why in the status bar while it is selected")
    func failureSentence() throws {
        showThree()
        try press("jjj")
        #expect(view.last?.chrome.message == StatusMessage("Last fetch failed (2026-01-02 09:00): HTTP 404 Not Found", isError: true))
        try press("j")
        #expect(view.last?.chrome.message == nil)
    }

    @Test("refresh progress shows feed by feed, then the summary, as an error when feeds failed")
    func refreshProgress() throws {
        showThree()
        presenter.refreshDidChange(RefreshStatus(done: 3, total: 10, newArticles: 5, failed: 0), finished: false)
        #expect(view.last?.chrome.message == StatusMessage("Refreshing 3/10… 5 new"))
        presenter.refreshDidChange(RefreshStatus(done: 4, total: 10, newArticles: 5, failed: 1), finished: false)
        #expect(view.last?.chrome.message == StatusMessage("Refreshing 4/10… 5 new, 1 failed"))
        presenter.refreshDidChange(RefreshStatus(done: 10, total: 10, newArticles: 1204, failed: 3), finished: true)
        #expect(view.last?.chrome.message == StatusMessage("Refreshed 10 feeds: 1,204 new articles; 3 failed (marked !).", isError: true))
        presenter.refreshDidChange(RefreshStatus(done: 1, total: 1, newArticles: 1, failed: 0), finished: true)
        #expect(view.last?.chrome.message == StatusMessage("Refreshed 1 feed: 1 new article."))
    }

    @Test("a feed service's older articles say so page by page, then the summary ends it")
    func olderArticlesProgress() throws {
        showThree()
        presenter.refreshDidChange(RefreshStatus(done: 20, total: 20, newArticles: 4000, failed: 0), finished: false)
        #expect(view.last?.chrome.message == StatusMessage("Refreshing 20/20… 4,000 new"))
        presenter.refreshDidChange(RefreshStatus(done: 20, total: 20, newArticles: 4200, failed: 0,
                                                 olderPages: .init(stored: 3, atMost: 25)), finished: false)
        #expect(view.last?.chrome.message == StatusMessage("Fetching older articles 3/25… 4,200 new"))
        presenter.refreshDidChange(RefreshStatus(done: 20, total: 20, newArticles: 9000, failed: 0), finished: true)
        #expect(view.last?.chrome.message == StatusMessage("Refreshed 20 feeds: 9,000 new articles."))
    }

    @Test("the feeds a refresh still waits on are named; a feeds file with a bad line says so, with the summary too")
    func waitingFeedsAndFeedsFileProblem() throws {
        showThree()
        presenter.refreshDidChange(RefreshStatus(done: 9, total: 10, newArticles: 5, failed: 0, waitingOn: "Slow Feed"), finished: false)
        #expect(view.last?.chrome.message == StatusMessage("Refreshing 9/10… 5 new · waiting for Slow Feed"))
        let problem = "/home/me/.config/adder/feeds, line 3: “not” is not an http or https URL."
        presenter.refreshDidChange(RefreshStatus(done: 2, total: 2, newArticles: 1, failed: 0, feedsFileProblem: problem), finished: true)
        #expect(view.last?.chrome.message == StatusMessage("Refreshed 2 feeds: 1 new article. " + problem, isError: true))
    }

    @Test("r refreshes the selected feed (every feed on a virtual list); R refreshes every feed")
    func refreshKeys() throws {
        showThree()
        try press("r")
        try press("jjr")
        try press("R")
        #expect(interactor.calls == ["refresh", "refresh https://alpha.example/feed", "refresh"])
    }

    @Test("M marks the selected list read; over a list that spans feeds it asks first, M again does it")
    func markAllRead() throws {
        showThree()
        try press("M")
        #expect(interactor.calls.isEmpty)
        #expect(view.last?.chrome.message == StatusMessage("This marks every article of “All unread” read, across feeds: M again to do it."))
        try press("M")
        try press("jjjjM")
        #expect(interactor.calls == ["markAllRead \(ArticleQuery(unreadOnly: true))", "markAllRead \(ArticleQuery(feedID: 3))"])
    }

    @Test("n opens the first unread of the selected list; on a feed with none it moves to the next with some")
    func nextUnread() throws {
        showThree()
        try press("n")
        #expect(presenter.effects.pending.shown.last?.focus == true)
        #expect(presenter.effects.pending.lastShown?.title == "All unread")
        #expect(presenter.effects.pending.firstUnreadRequests == [true])
        try press("jjj")  // Beta: nothing unread
        try press("n")
        #expect(view.last?.selectedRow == 4)
        #expect(presenter.effects.pending.lastShown?.title == "Gamma")
        #expect(presenter.effects.pending.firstUnreadRequests == [true, true])
    }

    @Test("n with nothing unread anywhere says so")
    func noUnread() throws {
        presenter.feedsDidChange(NewsFeedsContent(feeds: [Self.beta], unreadCount: 0, starredCount: 0))
        try press("n")
        #expect(view.last?.chrome.message == StatusMessage("No unread articles."))
        #expect(presenter.effects.pending.firstUnreadRequests.isEmpty)
    }

    @Test("/ opens a search prompt; Enter shows the results in the articles pane, mixing feeds; Esc cancels")
    func search() throws {
        showThree()
        try press("/")
        #expect(view.last?.chrome.prompt?.label == "Search all articles:")
        try press("q")  // typed, not quit
        #expect(presenter.effects.pending.quitCount == 0)
        try press("<BS>rust <Enter>")
        #expect(view.last?.chrome.prompt == nil)
        #expect(presenter.effects.pending.lastShown == ArticleList(title: "Search: rust", query: ArticleQuery(search: "rust"), showsFeed: true))
        #expect(presenter.effects.pending.shown.last?.focus == true)
        let shownBefore = presenter.effects.pending.shown.count
        try press("/zzz<Esc>")
        #expect(view.last?.chrome.prompt == nil)
        #expect(presenter.effects.pending.shown.count == shownBefore)
    }

    @Test("? opens help, q quits")
    func helpAndQuit() throws {
        showThree()
        try press("?")
        try press("q")
        #expect(presenter.effects.pending.helpCount == 1)
        #expect(presenter.effects.pending.quitCount == 1)
    }

    @Test("drawing has no effect: pulling the view model asks nothing of the router or interactor")
    func pullingHasNoEffect() throws {
        showThree()
        try press("G")
        let shown = presenter.effects.pending.shown.count
        let calls = interactor.calls
        _ = view.last
        _ = view.last
        #expect(presenter.effects.pending.shown.count == shown)
        #expect(interactor.calls == calls)
    }
}

@MainActor
@Suite("Counts on screen")
struct GroupedCountTests {
    @Test("counts are grouped by thousands, as the command line prints them")
    func grouped() {
        #expect(0.grouped == "0")
        #expect(999.grouped == "999")
        #expect(1000.grouped == "1,000")
        #expect(50000.grouped == "50,000")
        #expect(1234567.grouped == "1,234,567")
        #expect((-4200).grouped == "-4,200")
    }
}

extension NewsFeedsPresenterTests {
    @Test("a feed not due yet says until when and why in the status bar while it is selected; a failure comes first")
    func notDueYet() throws {
        let due = FeedDue(at: Fixtures.now.addingTimeInterval(3600), reason: .maxAge)
        presenter.feedsDidChange(NewsFeedsContent(feeds: [Self.alpha, Self.beta], unreadCount: 3, starredCount: 0,
                                                  dues: [Self.alpha.id: due, Self.beta.id: due]))
        try press("jj")
        #expect(view.last?.chrome.message == StatusMessage("Not due until 2026-01-02 10:00 (Cache-Control max-age); r fetches it now."))
        try press("j")
        #expect(view.last?.chrome.message == StatusMessage("Last fetch failed (2026-01-02 09:00): HTTP 404 Not Found", isError: true))
    }
}
