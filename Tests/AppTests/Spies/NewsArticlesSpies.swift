@testable import App
import Entities
import Terminal
import Foundation
import TestSupport

typealias NewsArticlesViewSpy = ListViewSpy<ListRow>

/// Records every use case the article list asks for; the page requests also as values.
@MainActor
final class NewsArticlesInteractorSpy: NewsArticlesPresenterToInteractor {
    struct PageRequest: Equatable {
        var query: ArticleQuery
        var offset: Int
        var limit: Int
    }

    var calls: [String] = []
    private(set) var pageRequests: [PageRequest] = []
    /// Pages are answered at once, as the real interactor does, from a list of `total` articles
    /// (position i is "Article i+1", id i+1, an hour older than the one before).
    weak var output: (any NewsArticlesInteractorToPresenter)?
    var total = 0
    var readPositions: Set<Int> = []
    var starredPositions: Set<Int> = []

    func loadPage(_ query: ArticleQuery, offset: Int, limit: Int) {
        pageRequests.append(PageRequest(query: query, offset: offset, limit: limit))
        let positions = offset..<min(total, offset + limit)
        output?.pageDidLoad(ArticlePage(total: total, offset: offset, articles: positions.map(article)))
    }

    func article(at position: Int) -> Article {
        Article(id: Article.ID(position + 1), feedID: 1, feedTitle: "Daily Planet", title: "Article \(position + 1)",
                link: "https://example.com/\(position + 1)", published: Fixtures.now.addingTimeInterval(Double(-position) * 3600),
                isRead: readPositions.contains(position), isStarred: starredPositions.contains(position))
    }
    func findUnread(_ query: ArticleQuery, from index: Int, forward: Bool, opens: Bool) {
        calls.append("findUnread from \(index) \(forward ? "forward" : "backward")\(opens ? " opening" : "")")
    }
    func open(_ article: Article) { calls.append("open \(article.id)") }
    func setRead(_ article: Article, _ read: Bool) { calls.append("read \(article.id) \(read)") }
    func setStarred(_ article: Article, _ starred: Bool) { calls.append("star \(article.id) \(starred)") }
    func markAllRead(_ query: ArticleQuery, title: String) { calls.append("markAllRead") }
    func undo() { calls.append("undo") }
    func makeTodo(of article: Article) { calls.append("todo \(article.id)") }
    func openLink(of article: Article) { calls.append("openLink \(article.id)") }
    func copyLink(of article: Article) { calls.append("copyLink \(article.id)") }
    func refresh(feedID: Feed.ID?) { calls.append("refresh \(feedID.map(String.init) ?? "all")") }
    func saveSearch(_ words: String, title: String) { calls.append("saveSearch \(words) as \(title)") }
}

/// Builds a stand-in pane where the article list's Router builds the reader.
@MainActor
final class NewsArticlesRouterSpy: NewsArticlesPresenterToRouter {
    func makeReader() -> any Pane { NotePane("reader") }
}

@MainActor
final class NewsArticlesOutputSpy: NewsArticlesInteractorToPresenter {
    private(set) var pages: [ArticlePage] = []
    private(set) var found: [Int?] = []
    private(set) var changes = 0
    private(set) var sentences: [String] = []
    private(set) var failures: [String] = []
    func pageDidLoad(_ page: ArticlePage) { pages.append(page) }
    func unreadFound(at index: Int?, forward: Bool, opens: Bool) { found.append(index) }
    func articlesDidChange(refreshed: Bool) { changes += 1 }
    func actionDidFinish(_ sentence: String) { sentences.append(sentence) }
    func actionFailed(_ sentence: String) { failures.append(sentence) }
    private(set) var savedSearches: [String] = []
    func searchWasSaved(as title: String) { savedSearches.append(title) }
}
