@testable import App
import Basics
import Entities

/// Pulls the reader's view model as its View does when the loop draws.
@MainActor
final class NewsReaderViewSpy {
    weak var presenter: NewsReaderPresenter?
    var last: NewsReaderViewModel? { presenter?.viewModel }
}

@MainActor
final class NewsReaderInteractorSpy: NewsReaderPresenterToInteractor {
    var calls: [String] = []
    func load(_ article: Article) { calls.append("load \(article.id)") }
    func setRead(_ article: Article, _ read: Bool) { calls.append("read \(article.id) \(read)") }
    func setStarred(_ article: Article, _ starred: Bool) { calls.append("star \(article.id) \(starred)") }
    func makeTodo(of article: Article) { calls.append("todo \(article.id)") }
    func openLink(of article: Article) { calls.append("openLink \(article.id)") }
    func copyLink(of article: Article) { calls.append("copyLink \(article.id)") }
    func refreshAll() { calls.append("refreshAll") }
    func undo() { calls.append("undo") }
}

/// Builds a stand-in pane where the reader's Router builds the link list.
@MainActor
final class NewsReaderRouterSpy: NewsReaderPresenterToRouter {
    private(set) var linkLists: [[String]] = []
    func makeLinks(_ links: [String], of title: String) -> any Pane {
        linkLists.append(links)
        return NotePane("links", placement: .overlay)
    }
}

@MainActor
final class NewsReaderOutputSpy: NewsReaderInteractorToPresenter {
    private(set) var texts: [ArticleText] = []
    private(set) var articles: [Article] = []
    private(set) var sentences: [String] = []
    private(set) var failures: [String] = []
    func articleDidLoad(_ body: ArticleBody, text: ArticleText) { texts.append(text) }
    func articleDidChange(_ article: Article) { articles.append(article) }
    func actionDidFinish(_ sentence: String) { sentences.append(sentence) }
    func actionFailed(_ sentence: String) { failures.append(sentence) }
}

/// Opens nothing; remembers what it was asked, and refuses what the browser opener refuses.
final class LinkOpenerSpy: LinkOpening {
    private(set) var opened: [String] = []
    func open(_ link: String) throws(LinkOpeningError) {
        guard BrowserLinkOpener.isOpenable(link) else {
            throw LinkOpeningError("Only http, https and mailto links are opened; this one is not.")
        }
        opened.append(link)
    }
}

final class ClipboardSpy: Clipboard {
    private(set) var copied: [String] = []
    func copy(_ text: String) { copied.append(text) }
}
