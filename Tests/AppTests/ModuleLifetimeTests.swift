@testable import App
import Entities
import Terminal
import TestSupport
import Testing

/// The most reported VIPER bug is a retain cycle: these prove a closed pane frees its module.
@MainActor
@Suite("Closed panes are freed")
struct ModuleLifetimeTests {
    let folder = TemporaryDirectory()

    private func dependencies() throws -> AppDependencies {
        AppDependencies(store: try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk")]),
                        clock: Fixtures.clock, timeZone: Fixtures.utc)
    }

    /// Weak references to every role of a module, taken through its View.
    private struct Roles {
        weak var view: AnyObject?
        weak var presenter: AnyObject?
        weak var interactor: AnyObject?
        weak var router: AnyObject?
        var allFreed: Bool { view == nil && presenter == nil && interactor == nil && router == nil }
    }

    private func listRoles(_ pane: any Pane) throws -> Roles {
        let view = try #require(pane as? TodoListView)
        let presenter = try #require(view.presenter as? TodoListPresenter)
        return Roles(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
    }

    private func detailRoles(_ pane: any Pane) throws -> Roles {
        let view = try #require(pane as? TodoDetailView)
        let presenter = try #require(view.presenter as? TodoDetailPresenter)
        return Roles(view: view, presenter: presenter, interactor: presenter.interactor, router: nil)
    }

    @Test("closing the list frees the list module and the detail module it opened")
    func listAndDetail() throws {
        let dependencies = try dependencies()
        let stack = PaneStack(tabs: nil)
        var list: Roles?
        var detail: Roles?
        do {
            stack.push(TodoListBuilder.build(dependencies: dependencies), focus: true)
        stack.settle()
            #expect(stack.panes.count == 2)
            list = try listRoles(stack.panes[0])
            detail = try detailRoles(stack.panes[1])
            #expect(list?.allFreed == false)
            stack.close(stack.panes[0])
        }
        #expect(stack.panes.isEmpty)
        #expect(list?.allFreed == true)
        #expect(detail?.allFreed == true)
    }

    @Test("help closed with q is freed, and focus returns to the pane that opened it")
    func help() throws {
        let dependencies = try dependencies()
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: WakeUp())
        weak var helpView: AnyObject?
        weak var helpPresenter: AnyObject?
        do {
            shell.handle(.character("?"))
            let view = try #require(shell.stack.focused as? HelpView)
            let presenter = try #require(view.presenter as? HelpPresenter)
            helpView = view
            helpPresenter = presenter
        }
        shell.handle(.character("q"))
        #expect(helpView == nil)
        #expect(helpPresenter == nil)
        #expect(shell.stack.focused is TodoListView)
        #expect(shell.isRunning)
    }

    // MARK: News

    /// The News tab's stack with feeds and articles open (the feeds pane opens the articles
    /// beside it when it first shows a list), and the reader opened from the articles with Enter.
    private func newsStack() throws -> PaneStack {
        let library = try NewsFixtures.library(in: folder, feeds: [NewsFixtures.FeedSpec(
            url: "https://alpha.example/feed", title: "Alpha", items: NewsFixtures.numberedItems(3))])
        var dependencies = try dependencies()
        // Open already, so the feeds pane shows its list at once.
        dependencies.newsSessions = NewsSessionSlot(session: NewsSession(library: library, work: BackgroundWork()))
        let stack = PaneStack(tabs: nil)
        stack.push(NewsFeedsBuilder.build(dependencies: dependencies), focus: true)
        stack.settle()
        #expect(stack.panes.count == 2)
        _ = stack.panes[1].handle(.enter)
        stack.settle()
        #expect(stack.panes.count == 3)
        #expect(stack.focused is NewsReaderView)
        return stack
    }

    private func articlesRoles(_ pane: any Pane) throws -> Roles {
        let view = try #require(pane as? NewsArticlesView)
        let presenter = try #require(view.presenter as? NewsArticlesPresenter)
        return Roles(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
    }

    private func readerRoles(_ pane: any Pane) throws -> Roles {
        let view = try #require(pane as? NewsReaderView)
        let presenter = try #require(view.presenter as? NewsReaderPresenter)
        return Roles(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
    }

    private func feedsRoles(_ pane: any Pane) throws -> Roles {
        let view = try #require(pane as? NewsFeedsView)
        let presenter = try #require(view.presenter as? NewsFeedsPresenter)
        return Roles(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
    }

    @Test("closing the reader frees the reader module and leaves the article list working")
    func newsReader() throws {
        let stack = try newsStack()
        var reader: Roles?
        var articles: Roles?
        do {
            reader = try readerRoles(stack.panes[2])
            articles = try articlesRoles(stack.panes[1])
            stack.close(stack.panes[2])
        }
        #expect(stack.panes.count == 2)
        #expect(reader?.allFreed == true)
        #expect(articles?.allFreed == false)
        _ = stack.panes[1].handle(.enter)
        stack.settle()
        #expect(stack.focused is NewsReaderView)
    }

    @Test("the reader's link list (L) is freed when Esc closes it, and the reader takes the keys again")
    func newsLinks() throws {
        let stack = try newsStack()
        var links: Roles?
        do {
            _ = stack.focused?.handle(.character("L"))
            stack.settle()
            #expect(stack.panes.count == 4)
            let view = try #require(stack.panes[3] as? NewsLinksView)
            let presenter = try #require(view.presenter as? NewsLinksPresenter)
            links = Roles(view: view, presenter: presenter, interactor: presenter.interactor, router: nil)
            _ = stack.focused?.handle(.escape)
            stack.settle()
        }
        #expect(stack.panes.count == 3)
        #expect(links?.allFreed == true)
        #expect(stack.focused is NewsReaderView)
    }

    @Test("closing the article list frees it and the reader it opened; closing the feeds frees the rest")
    func newsArticlesAndFeeds() throws {
        let stack = try newsStack()
        var feeds: Roles?
        var articles: Roles?
        var reader: Roles?
        do {
            feeds = try feedsRoles(stack.panes[0])
            articles = try articlesRoles(stack.panes[1])
            reader = try readerRoles(stack.panes[2])
            stack.close(stack.panes[1])
        }
        #expect(stack.panes.count == 1)
        #expect(articles?.allFreed == true)
        #expect(reader?.allFreed == true)
        #expect(feeds?.allFreed == false)
        stack.close(stack.panes[0])
        #expect(feeds?.allFreed == true)
    }

    @Test("the tag picker (t) is freed when Esc or a pick closes it, and the feeds take the keys again")
    func newsTags() throws {
        let library = try NewsFixtures.library(in: folder, feeds: [NewsFixtures.FeedSpec(
            url: "https://alpha.example/feed", title: "Alpha", tags: ["dev"], items: NewsFixtures.numberedItems(3))])
        var dependencies = try dependencies()
        dependencies.newsSessions = NewsSessionSlot(session: NewsSession(library: library, work: BackgroundWork()))
        let stack = PaneStack(tabs: nil)
        stack.push(NewsFeedsBuilder.build(dependencies: dependencies), focus: true)
        stack.settle()
        for closingKey in [Key.escape, .enter] {
            var tags: Roles?
            do {
                _ = stack.focused?.handle(.character("t"))
                stack.settle()
                let view = try #require(stack.focused as? NewsTagsView)
                let presenter = try #require(view.presenter as? NewsTagsPresenter)
                tags = Roles(view: view, presenter: presenter, interactor: presenter, router: nil)
                _ = stack.focused?.handle(closingKey)
                stack.settle()
            }
            #expect(tags?.allFreed == true)
            #expect(stack.focused is NewsFeedsView)
        }
    }
}
