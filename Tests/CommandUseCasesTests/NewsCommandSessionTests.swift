import Basics
@testable import CommandUseCases
import Entities
import Foundation
import News
import TestSupport
import Testing

/// The use cases of `adder news …` and `adder feeds …` on a real news cache: the demo folder's
/// (a feed file and four articles of a sample feed, stored as a refresh stores them).
@Suite struct NewsCommandSessionTests {
    let folder: URL
    var environment: [String: String] { ["ADDER_HOME": folder.path, "ADDER_NOW": "2026-01-02T09:00:00Z", "TZ": "UTC"] }

    init() throws {
        folder = try DemoHome.create(clock: FixedClock(iso8601: "2026-01-02T09:00:00Z")!)
    }

    func session() throws -> NewsCommandSession {
        try NewsCommandSession(environment: environment)
    }

    @Test func articlesAreNewestFirstAndFilteredAsAsked() throws {
        let all = try session().articles(unread: false, starred: false, search: nil, query: nil, feed: nil, limit: 50)
        #expect(all.map(\.title).first == "Turn an article into a to-do with T")
        #expect(all.count == 4)
        let found = try session().articles(unread: true, starred: false, search: "offline", query: nil, feed: DemoHome.feedURL, limit: 50)
        #expect(found.map(\.title) == ["Offline, and fast: 東京 café ☕"])
        #expect(throws: CommandFailure("https://nowhere.example/ is not a subscribed feed (see `adder feeds list`).", status: 1)) {
            try session().articles(unread: false, starred: false, search: nil, query: nil, feed: "https://nowhere.example/", limit: 5)
        }
        #expect(performing: { try session().articles(unread: false, starred: false, search: nil, query: "title =~", feed: nil, limit: 5) },
                throws: { ($0 as? CommandFailure).map { $0.status == 2 && $0.sentence.hasPrefix("--query title =~: ") } == true })
    }

    @Test func markingSaysItAsTheTUIDoesAndOneWrongIdChangesNothing() throws {
        let ids = try session().articles(unread: false, starred: false, search: nil, query: nil, feed: nil, limit: 50).map(\.id)
        #expect(throws: CommandFailure("There is no article with id 999; nothing was changed.", status: 1)) {
            try session().mark([ids[0], 999], .read)
        }
        #expect(try session().articles(unread: true, starred: false, search: nil, query: nil, feed: nil, limit: 50).count == 4)
        let sentence = try session().mark([ids[0]], .read)
        #expect(sentence == NewsChangeWords.marked(NewsChangeWords.subject([ArticleTitle.first]), read: true))
        #expect(try session().articles(unread: true, starred: false, search: nil, query: nil, feed: nil, limit: 50).count == 3)
    }

    @Test func anArticleIsAPageWithItsLinks() throws {
        let id = try #require(try session().articles(unread: false, starred: false, search: "keys", query: nil, feed: nil, limit: 1).first?.id)
        let page = try session().page(of: id, width: 60)
        #expect(page.hasPrefix("Keys of the News tab\nFeed: Adder: welcome\nDate: 2026-01-01 18:00\n"), "\(page)")
        #expect(page.split(separator: "\n").allSatisfy { $0.count <= 60 })
        #expect(throws: CommandFailure("There is no article with id 999.", status: 1)) { try session().page(of: 999, width: 60) }
    }

    @Test func feedsAreListedExportedAndUnsubscribed() throws {
        let listing = try session().feedListing(json: false)
        #expect(listing.hasPrefix("4/4  Adder: welcome  \(DemoHome.feedURL)  [demo]\n"), "\(listing)")
        #expect(try session().setAsideLines() == nil)
        #expect(try session().opml().contains("xmlUrl=\"\(DemoHome.feedURL)\""))
        #expect(try session().unsubscribe(DemoHome.feedURL) == "Unsubscribed from \(DemoHome.feedURL).")
        #expect(try session().feedListing(json: true) == "[\n\n]\n")
        #expect(throws: CommandFailure("\(DemoHome.feedURL) is not subscribed (see `adder feeds list`); nothing was changed.", status: 1)) {
            try session().unsubscribe(DemoHome.feedURL)
        }
    }

    @Test func anOPMLFileAddsOnlyTheNewHTTPFeeds() throws {
        let opml = folder.appendingPathComponent("feeds.opml")
        try Data("""
            <?xml version="1.0"?><opml version="2.0"><head/><body>
            <outline text="Tech"><outline type="rss" text="New" xmlUrl="https://new.example/feed.xml"/></outline>
            <outline type="rss" text="Welcome" xmlUrl="\(DemoHome.feedURL)"/>
            <outline type="rss" text="Local" xmlUrl="file:///etc/passwd"/>
            </body></opml>
            """.utf8).write(to: opml)
        let sentence = try NewsCommandSession.importOPML(opml.path, environment: environment)
        #expect(sentence == "Added 1 feed from \(opml.path); skipped 1 already subscribed; skipped 1 that is not http or https.")
        let feeds = try String(contentsOf: folder.appendingPathComponent("feeds"), encoding: .utf8)
        #expect(feeds.contains("https://new.example/feed.xml"))
        #expect(performing: { try NewsCommandSession.importOPML(folder.appendingPathComponent("none.opml").path, environment: environment) },
                throws: { ($0 as? CommandFailure)?.status == 1 })
    }
}

private enum ArticleTitle {
    static let first = "Turn an article into a to-do with T"
}
