import Entities

/// The articles an unread-only list keeps showing after they were read in it (opened, or marked
/// with `m`), so its rows do not move while the reader shows one of them: the highlight and the
/// reader agree. They go when the list is left (a new `show`) or refreshed.
struct KeptReadArticles {
    private var ids: Set<Article.ID> = []

    /// Keeps `article` in `query`'s list if that list shows unread articles only.
    mutating func keep(_ article: Article, in query: ArticleQuery?) {
        if query?.unreadOnly == true { ids.insert(article.id) }
    }

    mutating func forget() { ids = [] }

    /// The query the list's rows come from: `query` with the kept articles.
    func query(_ query: ArticleQuery) -> ArticleQuery {
        var query = query
        query.keptRead = ids
        return query
    }
}
