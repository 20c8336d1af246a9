@testable import App
@testable import Settings
import Entities
import Terminal
import Testing
import TestSupport

/// Issue 22, items 2, 3 and 8 on the feeds Presenter, with spies: a tag (`t`, the picker's
/// answer, Ctrl-T), hiding what is read (`H`, `U`, config.toml's start), and `a` and `E`.
@MainActor
@Suite("NewsFeeds presenter: tags, hiding what is read, subscribing")
struct NewsFeedsFilterPresenterTests {
    let view = NewsFeedsViewSpy()
    let interactor = NewsFeedsInteractorSpy()
    let router = NewsFeedsRouterSpy()
    var presenter: NewsFeedsPresenter

    static let alpha = Feed(id: 1, url: "https://alpha.example/feed", title: "Alpha", tags: ["tech"], unreadCount: 3)
    static let beta = Feed(id: 2, url: "https://beta.example/feed", title: "Beta", tags: ["news"], unreadCount: 0,
                           lastError: "HTTP 404 Not Found", lastErrorAt: Fixtures.now)
    static let gamma = Feed(id: 3, url: "https://gamma.example/feed", title: "Gamma", tags: ["tech", "news"], unreadCount: 5)
    static let delta = Feed(id: 4, url: "https://delta.example/feed", title: "Delta", unreadCount: 0)
    static let all = [alpha, beta, gamma, delta]

    init() {
        presenter = NewsFeedsPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
    }

    private mutating func start(_ visibility: NewsReadVisibility) {
        presenter = NewsFeedsPresenter(interactor: interactor, router: router, wording: .fixture, visibility: visibility)
        view.presenter = presenter
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    private func show(_ feeds: [Feed] = all) {
        presenter.feedsDidChange(NewsFeedsContent(feeds: feeds, unreadCount: feeds.reduce(0) { $0 + $1.unreadCount }, starredCount: 0))
    }

    private var titles: [String] { view.last?.rows.map { $0.spans[$0.spans.count > 1 && $0.spans[0].role == .feedError ? 1 : 0].text } ?? [] }

    @Test(":tag WORD (the command line) shows that tag's feeds as the picker would; an unknown tag names the tags there are")
    func tagByName() throws {
        show()
        #expect(presenter.argumentChoices(for: .pickTag) == ["news", "tech"])
        #expect(presenter.run(.pickTag, argument: "#Tech"))
        #expect(titles == ["All unread", "Starred", "Alpha", "Gamma"])
        #expect(presenter.run(.pickTag, argument: "sport"))
        #expect(view.last?.chrome.message == StatusMessage("No feed is tagged #sport: the tags are #news, #tech.", isError: true))
        #expect(titles == ["All unread", "Starred", "Alpha", "Gamma"])
        #expect(!presenter.run(.toggleRead, argument: "x"))
    }

    @Test("t opens the picker with every feed and the tag on; a tag picked leaves only its feeds, named in the title, tab and status")
    func pickATag() throws {
        show()
        try press("t")
        #expect(router.tagPickers.count == 1)
        #expect(router.tagPickers.last?.feeds == Self.all && router.tagPickers.last?.current == nil)
        presenter.tagPicked("tech")
        let model = try #require(view.last)
        #expect(model.title == "Feeds #tech")
        #expect(titles == ["All unread", "Starred", "Alpha", "Gamma"])
        #expect(model.selectedRow == 2)
        #expect(presenter.effects.pending.lastShown?.title == "Alpha")
        #expect(model.chrome.badge == "#tech 8")
        #expect(model.chrome.summary == "2 of 4 feeds · 8 unread")
        #expect(model.chrome.message == StatusMessage("Only the feeds tagged #tech show (Ctrl-T shows every feed)."))
        try press("t")
        #expect(router.tagPickers.last?.current == "tech")
    }

    @Test("Ctrl-T shows every feed again, the selected one keeping its row; with no tag on it says so")
    func clearTheTag() throws {
        show()
        presenter.tagPicked("news")
        try press("j")
        #expect(presenter.effects.pending.lastShown?.title == "Gamma")
        try press("<C-t>")
        #expect(view.last?.title == "Feeds")
        #expect(titles == ["All unread", "Starred", "Alpha", "Beta", "Gamma", "Delta"])
        #expect(view.last?.selectedRow == 4)
        #expect(view.last?.chrome.badge == "8")
        try press("<C-t>")
        #expect(view.last?.chrome.message == StatusMessage("No tag is on: every feed shows."))
    }

    @Test("t with no tag in the feeds file says where tags come from and opens nothing")
    func noTags() throws {
        show([Self.delta])
        try press("t")
        #expect(router.tagPickers.isEmpty)
        #expect(view.last?.chrome.message?.text.hasPrefix("No feed has a tag") == true)
    }

    @Test("H hides the feeds with nothing unread (a failing one stays, to show its failure), and shows them again")
    func hideReadFeeds() throws {
        show()
        try press("H")
        #expect(titles == ["All unread", "Starred", "Alpha", "Beta", "Gamma"])
        #expect(view.last?.chrome.summary == "3 of 4 feeds · 8 unread · read feeds hidden")
        #expect(view.last?.chrome.message == StatusMessage("Feeds with nothing unread are hidden (H shows them)."))
        try press("H")
        #expect(titles.count == 6)
        #expect(view.last?.chrome.summary == "4 feeds · 8 unread")
    }

    /// Reproduced before the fix: the selection was read after the rows changed, past their end.
    @Test("H with a feed selected below one it hides keeps that feed selected")
    func hideAboveTheSelection() throws {
        var read = Self.alpha
        read.unreadCount = 0
        show([read, Self.gamma])
        try press("jjj")
        #expect(presenter.effects.pending.lastShown?.title == "Gamma")
        try press("H")
        #expect(titles == ["All unread", "Starred", "Gamma"])
        #expect(view.last?.selectedRow == 2)
        #expect(presenter.effects.pending.lastShown?.title == "Gamma")
    }

    @Test("with read feeds hidden, the selected feed stays while it is read, and goes once the selection leaves it")
    mutating func theSelectedFeedStays() throws {
        start(NewsReadVisibility(showsReadFeeds: false))
        show()
        try press("jj")
        #expect(presenter.effects.pending.lastShown?.title == "Alpha")
        var read = Self.alpha
        read.unreadCount = 0
        show([read, Self.beta, Self.gamma, Self.delta])
        #expect(titles == ["All unread", "Starred", "Alpha", "Beta", "Gamma"])
        #expect(presenter.effects.pending.lastShown?.title == "Alpha")
        try press("j")
        #expect(titles == ["All unread", "Starred", "Beta", "Gamma"])
        #expect(view.last?.selectedRow == 2)
        #expect(presenter.effects.pending.lastShown?.title == "Beta")
    }

    @Test("U (or show-read-articles = false) makes a feed's list unread only; the virtual lists are unchanged")
    mutating func unreadArticlesOnly() throws {
        show()
        try press("jj")
        #expect(presenter.effects.pending.lastShown?.query == ArticleQuery(feedID: 1))
        try press("U")
        #expect(presenter.effects.pending.lastShown?.query == ArticleQuery(feedID: 1, unreadOnly: true))
        #expect(view.last?.chrome.summary == "4 feeds · 8 unread · read articles hidden")
        try press("k")
        #expect(presenter.effects.pending.lastShown?.query == ArticleQuery(starredOnly: true))
        start(NewsReadVisibility(showsReadArticles: false))
        show()
        try press("jj<Enter>")
        #expect(presenter.effects.pending.lastShown?.query == ArticleQuery(feedID: 1, unreadOnly: true))
    }

    @Test("a opens a prompt whose text is the feed to subscribe to; Esc leaves it unsent")
    func addFeedPrompt() throws {
        show()
        try press("a")
        #expect(view.last?.chrome.prompt?.label == "Subscribe to (URL, then tags if you like):")
        try press("https://new.example/feed tech<Enter>")
        #expect(interactor.calls.last == "addFeed https://new.example/feed tech")
        try press("ahttps://other.example<Esc>")
        #expect(interactor.calls.last == "addFeed https://new.example/feed tech")
        #expect(view.last?.chrome.prompt == nil)
    }

    @Test("the added feed is selected and shown even while read feeds are hidden")
    mutating func addedFeedIsSelected() throws {
        start(NewsReadVisibility(showsReadFeeds: false))
        let new = Feed(id: 5, url: "https://new.example/feed", title: "New", unreadCount: 0)
        show(Self.all + [new])
        presenter.feedWasAdded(url: new.url, sentence: "Subscribed to https://new.example/feed. Fetching it now.")
        #expect(titles.last == "New")
        #expect(view.last?.selectedRow == 5)
        #expect(presenter.effects.pending.lastShown?.title == "New")
        #expect(view.last?.chrome.message == StatusMessage("Subscribed to https://new.example/feed. Fetching it now."))
    }

    @Test("E asks for the feeds file in the editor; with no cache it is refused")
    func editTheFeedsFile() throws {
        show()
        try press("E")
        #expect(interactor.calls.last == "editFeedsFile")
        presenter.feedsDidChange(NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0, problem: "The news cache is damaged."))
        try press("E")
        try press("a")
        #expect(interactor.calls.filter { $0 == "editFeedsFile" }.count == 1)
        #expect(view.last?.chrome.prompt == nil)
    }
}

/// The tag picker's Presenter: rows, the first selection, picking and leaving (what it asks, as effects).
@MainActor
@Suite("NewsTags presenter: the tag picker")
struct NewsTagsPresenterTests {
    private func presenter(current: String?) -> NewsTagsPresenter {
        let presenter = NewsTagsPresenter(feeds: NewsFeedsFilterPresenterTests.all, current: current, keymap: .standard)
        presenter.viewDidChange(visibleRows: 10)
        return presenter
    }

    @Test("All feeds first, then the tags by name with their feeds and unread counts; the tag on starts selected")
    func rows() throws {
        let model = presenter(current: "tech").viewModel
        #expect(model.rows.map { $0.spans.map(\.text).joined() } == ["All feeds", "#news", "#tech"])
        #expect(model.rows.map { $0.trailing?.text } == ["4 feeds · 8 unread", "2 feeds · 5 unread", "2 feeds · 8 unread"])
        #expect(model.selectedRow == 2)
        #expect(model.title == "Tags")
        #expect(presenter(current: nil).viewModel.selectedRow == 0)
    }

    @Test("Enter picks the selected tag and closes; All feeds picks none; Esc closes without an answer")
    func pick() throws {
        let tags = presenter(current: nil)
        for key in try KeyNotation.parse("j<Enter>") { _ = tags.handle(key) }
        #expect(tags.effects.pending == [.sendToOpener(.tagPicked("news")), .close])
        let all = presenter(current: "news")
        for key in try KeyNotation.parse("k<Enter>") { _ = all.handle(key) }
        #expect(all.effects.pending == [.sendToOpener(.tagPicked(nil)), .close])
        let left = presenter(current: nil)
        _ = left.handle(.escape)
        #expect(left.effects.pending == [.close])
    }

    @Test("counts: a feed with a tag twice counts once; names sort case-insensitively")
    func counts() {
        let feeds = [Feed(id: 1, url: "u1", title: "a", tags: ["b", "B", "b"], unreadCount: 2),
                     Feed(id: 2, url: "u2", title: "c", tags: ["a"], unreadCount: 0)]
        #expect(TagCount.counts(of: feeds) == [TagCount(name: "a", feeds: 1, unread: 0), TagCount(name: "B", feeds: 1, unread: 2),
                                               TagCount(name: "b", feeds: 1, unread: 2)])
    }
}
