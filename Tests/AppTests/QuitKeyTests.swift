@testable import App
import Entities
import Settings
import Terminal
import TestSupport
import Testing

/// Ctrl-C quits from every pane of the News tab, as it does from every pane of the To-dos tab; in
/// the panes where `q` goes back, it is the one quit key.
@MainActor
@Suite("Ctrl-C quits from every news pane")
struct QuitKeyTests {
    final class LinksSpy: NewsLinksPresenterToInteractor {
        func open(_ link: String) {}
        func copy(_ link: String) {}
    }

    private func quits(_ presenter: some PanePresenter) -> Bool {
        _ = presenter.handle(.control("c"))
        return presenter.effects.take().contains { if case .quit = $0 { true } else { false } }
    }

    @Test("the article list, the reader, the links and the tag picker quit on Ctrl-C; q still goes back")
    func everyNewsPane() {
        let articles = NewsArticlesPresenter(interactor: NewsArticlesInteractorSpy(), router: NewsArticlesRouterSpy(), wording: .fixture)
        let reader = NewsReaderPresenter(interactor: NewsReaderInteractorSpy(), router: NewsReaderRouterSpy(), wording: .fixture)
        let links = NewsLinksPresenter(links: ["https://a.example/"], title: "Storm", interactor: LinksSpy(), keymap: .standard)
        let tags = NewsTagsPresenter(feeds: [], current: nil, keymap: .standard)
        #expect(quits(articles))
        #expect(quits(reader))
        #expect(quits(links))
        #expect(quits(tags))
        _ = reader.handle(.character("q"))
        #expect(reader.effects.take().contains { if case .goBack = $0 { true } else { false } })
    }

    @Test("every pane has a quit key: no context of a pane is left without one")
    func everyPaneHasOne() {
        let panes: [KeyContext] = [.todoList, .todoDetail, .todoAgenda, .help, .newsFeeds, .newsArticles, .newsReader, .newsLinks, .newsTags]
        for context in panes {
            #expect(Keymap.standard.bindings(in: context).contains { $0.action == .quit }, "\(context)")
        }
    }
}
