import Entities
import Foundation
import GRDB
import NewsCache
import TestSupport
import Testing

/// Issue 28, item 6: a merge's words reach the full-text index together, after the merge's
/// article rows, not one article at a time (each a segment FTS5 then merged again and again).
@Suite struct SearchIndexWritesTests {
    let fixture: CacheFixture

    init() throws {
        fixture = try CacheFixture()
    }

    @Test func aMergeOfThreeHundredArticlesWritesAFewLeavesNotOneAnArticle() throws {
        let items = (0..<300).map { item("\($0)", "Article \($0)", hoursAgo: Double($0), text: "The garden by the river, \($0).") }
        try fixture.merge(items)
        let written = try fixture.searchIndexStructure().leavesWritten
        #expect(written < 30, "\(written) leaves written for 300 articles")
        #expect(try fixture.cache.count(ArticleQuery(search: "garden river")) == 300)
        // Changed items in the next merge: their old words out, the new ones in, the new article's too.
        var changed = items
        changed[0] = item("0", "Article 0", hoursAgo: 0, text: "Now a mountain.")
        changed.append(item("300", "Article 300", hoursAgo: 0.5, text: "Another garden by another river."))
        try fixture.merge(changed)
        #expect(try fixture.cache.count(ArticleQuery(search: "garden river")) == 300)
        #expect(try fixture.titles(ArticleQuery(search: "mountain")) == ["Article 0"])
        #expect(try fixture.titles(ArticleQuery(search: "another")) == ["Article 300"])
    }
}
