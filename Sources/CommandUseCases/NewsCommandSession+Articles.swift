import Entities
import Foundation
import News
import Terminal

/// A change `adder news read`, `unread`, `star` and `unstar` make to articles.
public enum ArticleMarkChange {
    case read, unread, star, unstar

    func apply(to library: NewsLibrary, _ ids: [Article.ID]) throws {
        switch self {
        case .read: try library.cache.setRead(ids, true)
        case .unread: try library.cache.setRead(ids, false)
        case .star: try library.cache.setStarred(ids, true)
        case .unstar: try library.cache.setStarred(ids, false)
        }
    }

    /// As the TUI says it (`NewsChangeWords`): the title of one article, else how many.
    func sentence(_ subject: String) -> String {
        switch self {
        case .read: NewsChangeWords.marked(subject, read: true)
        case .unread: NewsChangeWords.marked(subject, read: false)
        case .star: NewsChangeWords.starred(subject, starred: true)
        case .unstar: NewsChangeWords.starred(subject, starred: false)
        }
    }
}

extension NewsCommandSession {
    /// The cached articles newest first, at most `limit`, as `adder news list` chooses them. The
    /// cache follows the feeds file first; a bad `query` is a failure (exit 2), an unknown `feed` one (exit 1).
    public func articles(unread: Bool, starred: Bool, search: String?, query expression: String?, feed: String?,
                         limit: Int) throws -> [Article] {
        try perform { try library.syncWithFeedsFile() }
        if let expression, let problem = FilterCheck.problem(in: expression) {
            throw CommandFailure("--query \(InertText.make(expression)): \(InertText.make(problem)).", status: 2)
        }
        var query = ArticleQuery(unreadOnly: unread, starredOnly: starred, search: search, filter: expression, now: clock.now)
        if let feed {
            guard let chosen = try perform({ try library.cache.feed(url: feed) }) else {
                throw CommandFailure("\(InertText.make(feed)) is not a subscribed feed (see `adder feeds list`).", status: 1)
            }
            query.feedID = chosen.id
        }
        return try perform { try library.cache.articles(query, offset: 0, limit: limit) }
    }

    /// Every feed's URL by its id, those no longer subscribed included (a starred article keeps its feed).
    public func feedURLs() throws -> [Feed.ID: String] {
        try perform { try library.cache.feedURLs() }
    }

    /// One article as `adder news show` prints it, wrapped at `width`.
    public func page(of id: Article.ID, width: Int) throws -> String {
        let found = try perform { () throws -> (Article, ArticleBody)? in
            guard let article = try library.cache.article(id), let body = try library.cache.body(of: id) else { return nil }
            return (article, body)
        }
        guard let (article, body) = found else {
            throw CommandFailure("There is no article with id \(id).", status: 1)
        }
        return ArticlePrinter.page(article: article, body: body, text: library.text(of: body), width: width)
    }

    /// Applies `change` to the articles, after checking that every id exists; returns the sentence saying it.
    public func mark(_ ids: [Article.ID], _ change: ArticleMarkChange) throws -> String {
        try requireExisting(ids)
        let titles = try perform { try ids.compactMap { try library.cache.article($0)?.title } }
        try perform { try change.apply(to: library, ids) }
        return InertText.make(change.sentence(NewsChangeWords.subject(titles)))
    }

    /// What the killfile kept out of the cache, as `adder news ignored` prints it.
    public func ignoredLines() throws -> String {
        let ignored = try perform { try library.cache.ignoredArticles() }
        return IgnoredListing.lines(ignored, timeZone: .current)
    }
}
