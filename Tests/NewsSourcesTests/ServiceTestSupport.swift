import Entities
import Foundation
import NewsCache
import NewsSources
import TestSupport

/// A fresh cache in a temporary folder, with the tt-rss source for a server.
struct SyncFixture {
    let folder = TemporaryDirectory("adder-sync")
    let cache: NewsCache

    init() throws {
        cache = try NewsCache(url: folder.file("news.sqlite"), searchText: SearchText(version: 1) { $0 })
    }

    func ttrss(_ server: TTRSSServer, password: String? = nil) -> TTRSSService {
        TTRSSService(url: server.url, login: server.login, password: password ?? server.password)
    }

    /// Every cached article, oldest first.
    func articles() throws -> [Article] {
        try cache.articles(ArticleQuery(), offset: 0, limit: 1_000_000).reversed()
    }

    func article(titled title: String) throws -> Article? {
        try articles().first { $0.title == title }
    }
}
