@testable import App
import Entities
import Foundation
import Terminal
import TestSupport
import Testing

@MainActor
@Suite("NewsReader presenter: an article wrapped to the pane, scrolled within bounds")
struct NewsReaderPresenterTests {
    let view = NewsReaderViewSpy()
    let interactor = NewsReaderInteractorSpy()
    let router = NewsReaderRouterSpy()
    let presenter: NewsReaderPresenter

    static let article = Article(id: 7, feedID: 1, feedTitle: "Daily Planet", title: "Storm over Metropolis",
                                 link: "https://example.com/storm", author: "Lois Lane",
                                 published: Fixtures.now.addingTimeInterval(-3600), isRead: true)
    static let body = ArticleBody(articleID: 7, title: "Storm over Metropolis", link: "https://example.com/storm",
                                  author: "Lois Lane", published: Fixtures.now.addingTimeInterval(-3600))
    /// Ten paragraphs of about sixty cells each.
    static let text = ArticleText(blocks: (1...10).map { number in
        ArticleText.Block(kind: .paragraph, runs: [.init("Paragraph \(number) says the wind rose over the bay before noon.")])
    })

    init() {
        presenter = NewsReaderPresenter(interactor: interactor, router: router, wording: .fixture)
        view.presenter = presenter
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    private func text(_ line: StyledLine) -> String { line.map(\.glyph.text).joined() }

    private func showLoaded(width: Int = 40, rows: Int = 10) {
        presenter.viewDidChange(width: width, visibleRows: rows)
        presenter.show(Self.article)
        presenter.articleDidLoad(Self.body, text: Self.text)
    }

    private var total: Int { (view.last?.linesAbove ?? 0) + (view.last?.lines.count ?? 0) + (view.last?.linesBelow ?? 0) }

    @Test("showing an article asks for its body and shows the header with Loading… meanwhile")
    func loading() throws {
        presenter.viewDidChange(width: 60, visibleRows: 10)
        presenter.show(Self.article)
        #expect(interactor.calls == ["load 7"])
        let model = try #require(view.last)
        #expect(model.title == "Daily Planet")
        #expect(model.lines.map(text) == ["Storm over Metropolis", "Daily Planet · Lois Lane", "2026-01-02 08:00 (today)",
                                          "https://example.com/storm", "", "Loading…"])
        #expect(model.lines[0].allSatisfy { $0.role == .heading })
        #expect(model.lines[3].allSatisfy { $0.role == .link })
    }

    @Test("the body is re-wrapped when the width changes, and the counts follow")
    func rewraps() throws {
        showLoaded(width: 40, rows: 10)
        let narrow = total
        #expect(view.last?.lines.allSatisfy { Glyph.width(of: text($0)) <= 40 } == true)
        #expect(view.last?.linesBelow == narrow - 10)
        presenter.viewDidChange(width: 80, visibleRows: 10)
        let wide = total
        #expect(wide < narrow)
        #expect(view.last?.lines.contains { Glyph.width(of: text($0)) > 40 } == true)
        #expect(view.last?.linesBelow == wide - 10)
    }

    @Test("j, k, Space, g and G scroll within bounds; lines above and below are counted")
    func scrolling() throws {
        showLoaded(width: 40, rows: 10)
        let lines = total
        try press("k")
        #expect(view.last?.linesAbove == 0)
        try press("j")
        #expect(view.last?.linesAbove == 1)
        #expect(view.last?.linesBelow == lines - 11)
        try press("<Space>")
        #expect(view.last?.linesAbove == 10)
        try press("G")
        #expect(view.last?.linesAbove == lines - 10)
        #expect(view.last?.linesBelow == 0)
        try press("j<PgDn>")
        #expect(view.last?.linesAbove == lines - 10)
        try press("g")
        #expect(view.last?.linesAbove == 0)
    }

    @Test("a short article does not scroll")
    func shortArticle() throws {
        showLoaded(width: 80, rows: 200)
        try press("jG")
        #expect(view.last?.linesAbove == 0)
        #expect(view.last?.linesBelow == 0)
    }

    @Test("a new article starts from the top")
    func newArticleFromTheTop() throws {
        showLoaded()
        try press("G")
        var next = Self.article
        next.id = 8
        presenter.show(next)
        #expect(view.last?.linesAbove == 0)
        #expect(interactor.calls == ["load 7", "load 8"])
    }

    @Test("n and N ask the article list through the router; with none left the status bar says so")
    func nextUnread() throws {
        showLoaded()
        try press("n")
        #expect(presenter.effects.pending.unreadRequests == [true])
        #expect(view.last?.chrome.message == nil)
        try press("N")
        #expect(presenter.effects.pending.unreadRequests == [true, false])
        presenter.showNoMoreUnread()
        #expect(view.last?.chrome.message == StatusMessage("No more unread articles."))
    }

    @Test("m, s, T, o, y and R act on the article shown; q and Esc go back; ? opens help")
    func keys() throws {
        showLoaded()
        try press("msToyR")
        #expect(interactor.calls == ["load 7", "read 7 false", "star 7 true", "todo 7", "openLink 7", "copyLink 7", "refreshAll"])
        try press("q<Esc>?")
        #expect(presenter.effects.pending.backCount == 2)
        #expect(presenter.effects.pending.helpCount == 1)
    }

    @Test("a starred or unread article says so in its header")
    func flags() throws {
        showLoaded(width: 60)
        var changed = Self.article
        changed.isStarred = true
        changed.isRead = false
        presenter.articleDidChange(changed)
        #expect(view.last.map { text($0.lines[2]) } == "2026-01-02 08:00 (today) · ★ starred · unread")
    }

    @Test("an article without text says o opens its link")
    func noText() throws {
        presenter.viewDidChange(width: 60, visibleRows: 20)
        presenter.show(Self.article)
        presenter.articleDidLoad(Self.body, text: ArticleText())
        #expect(view.last.map { text($0.lines.last!) } == "This article has no text; o opens its link.")
    }
}
