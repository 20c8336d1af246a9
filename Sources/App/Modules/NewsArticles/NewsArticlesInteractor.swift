import Entities
import News
import Settings

/// Reads pages of a list from the cache and acts on articles through `ArticleActions`; hears
/// of every news change and asks its Presenter to load again.
@MainActor final class NewsArticlesInteractor: NewsArticlesPresenterToInteractor, ArticleActionsInteractor, NewsObserver {
    weak var output: (any NewsArticlesInteractorToPresenter)?
    private let session: NewsSession
    let actions: ArticleActions
    /// How many rows `findUnread` reads at a time.
    private static let searchChunk = 500
    /// Pages asked for in the background; only the latest one's answer is shown.
    private var pageRequests = 0

    init(session: NewsSession, actions: ArticleActions) {
        self.session = session
        self.actions = actions
        session.addObserver(self)
    }

    /// A list with a filter (a query feed), or any list while a display-mode killfile hides
    /// articles, is read off the loop's thread: regular expressions over bodies may take seconds.
    /// Others take milliseconds and are read here.
    func loadPage(_ query: ArticleQuery, offset: Int, limit: Int) {
        pageRequests += 1
        guard !session.readsInBackground(query) else {
            let request = pageRequests
            return session.page(query, offset: offset, limit: limit) { [weak self] result in
                guard let self, request == pageRequests else { return }
                switch result {
                case .success(let page): output?.pageDidLoad(ArticlePage(total: page.total, offset: offset, articles: page.articles))
                case .failure(let failure): output?.actionFailed(failure.sentence)
                }
            }
        }
        do {
            let total = try session.count(query)
            let articles = try session.articles(query, offset: offset, limit: limit)
            output?.pageDidLoad(ArticlePage(total: total, offset: offset, articles: articles))
        } catch {
            output?.actionFailed(NewsChangeWords.unreadable("\(error)"))
        }
    }

    func findUnread(_ query: ArticleQuery, from index: Int, forward: Bool, opens: Bool) {
        guard !session.readsInBackground(query) else {
            return session.findUnread(query, from: index, forward: forward, chunk: Self.searchChunk) { [weak self] result in
                switch result {
                case .success(let found): self?.output?.unreadFound(at: found, forward: forward, opens: opens)
                case .failure(let failure): self?.output?.actionFailed(failure.sentence)
                }
            }
        }
        do {
            var start = forward ? index + 1 : max(0, index - Self.searchChunk)
            var end = forward ? start + Self.searchChunk : index
            while start < end || forward {
                let chunk = try session.articles(query, offset: start, limit: end - start)
                let positions = forward ? Array(chunk.indices) : chunk.indices.reversed()
                if let found = positions.first(where: { !chunk[$0].isRead }) {
                    output?.unreadFound(at: start + found, forward: forward, opens: opens)
                    return
                }
                if forward {
                    guard chunk.count == end - start else { break }
                    start = end
                    end += Self.searchChunk
                } else {
                    guard start > 0 else { break }
                    end = start
                    start = max(0, start - Self.searchChunk)
                }
            }
            output?.unreadFound(at: nil, forward: forward, opens: opens)
        } catch {
            output?.actionFailed(NewsChangeWords.unreadable("\(error)"))
        }
    }

    func open(_ article: Article) {
        guard !article.isRead else { return }
        _ = actions.setRead(article, true, failed: failed)
    }

    func undo() {
        guard let sentence = session.undoLastMark(failed: failed) else {
            return output?.actionFailed(NewsChangeWords.nothingToUndo) ?? ()
        }
        output?.actionDidFinish(sentence)
    }

    func markAllRead(_ query: ArticleQuery, title: String) {
        session.markAllRead(query, title: title) { [weak self] result in
            switch result {
            case .success(let count): self?.output?.actionDidFinish(NewsChangeWords.marked(NewsChangeWords.count(count), read: true))
            case .failure(let failure): self?.output?.actionFailed(failure.sentence)
            }
        }
    }

    /// A feed that cannot be found is said so: it never turns into a refresh of every feed.
    func refresh(feedID: Feed.ID?) {
        var urls: [String] = []
        if let feedID {
            do {
                guard let feed = try session.feeds().first(where: { $0.id == feedID }) else {
                    return output?.actionFailed("That feed is no longer subscribed.") ?? ()
                }
                urls = [feed.url]
            } catch {
                return output?.actionFailed(NewsChangeWords.unreadable("\(error)")) ?? ()
            }
        }
        if !session.startRefresh(urls: urls) { output?.actionFailed(NewsChangeWords.refreshUnderWay) }
    }

    /// The words become a filter expression (`FilterCheck.expression(searchingFor:)`); a title
    /// already used, or a feeds file Adder cannot read, is said in one sentence and nothing is written.
    func saveSearch(_ words: String, title: String) {
        do {
            try session.library.saveQuery(QueryFeed(title: title, expression: FilterCheck.expression(searchingFor: words)))
            output?.searchWasSaved(as: title)
        } catch {
            output?.actionFailed("The search was not saved: \(error).")
        }
    }

    func newsDidChange(_ change: NewsChange) {
        if case .refreshed = change { output?.articlesDidChange(refreshed: true) } else { output?.articlesDidChange(refreshed: false) }
    }

    func tell(_ sentence: String, isError: Bool) {
        if isError { output?.actionFailed(sentence) } else { output?.actionDidFinish(sentence) }
    }
}
