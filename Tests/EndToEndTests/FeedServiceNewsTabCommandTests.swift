import Foundation
import Testing
import TestSupport

/// What the News tab does on the cache, with tt-rss as the source (issue 31 item 4): search,
/// query feeds and tags from the feeds file, the killfile. The real binary against a real tt-rss.
@Suite(.serialized) struct FeedServiceNewsTabCommandTests {
    static let tech = "http://feeds.example/tech.xml"
    static let other = "http://feeds.example/other.xml"

    /// tt-rss with "Tech" (Item 1-5, category Tech) and another feed (Item 101-103), synced once.
    static func syncedHome(config extra: String = "", feeds: String? = nil) async throws -> (TemporaryDirectory, TTRSSServer) {
        let server = try TTRSSServer()
        try server.seed(feed: tech, category: "Tech", count: 5)
        try server.seed(feed: other, count: 3, first: 101)
        let home = TemporaryDirectory("adder-ttrss-newstab")
        try (FeedServiceCommandTests.config(server) + "\n" + extra).write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        if let feeds { try feeds.write(to: home.file("feeds"), atomically: true, encoding: .utf8) }
        let refresh = try await TodoCommandTests.adder(["news", "refresh"], home: home)
        #expect(refresh.status == 0, "\(refresh)")
        return (home, server)
    }

    @Test func searchQueryFeedsAndTagsWork() async throws {
        let (home, server) = try await Self.syncedHome(feeds: #""query:Tech unread:unread = \"yes\" and tags # \"Tech\"" mine"# + "\n")
        defer { server.stop() }
        #expect(try await NewsCommandTests.titles(["--search", "item 3"], home: home) == ["Item 3"])
        #expect(try await NewsCommandTests.titles(["--search", "bod"], home: home).count == 8, "the text is indexed too")
        #expect(try await NewsCommandTests.titles(["--query", #"tags # "Tech" and title =~ "[12]$""#], home: home) == ["Item 2", "Item 1"])
        #expect(try await NewsCommandTests.titles(["--query", #"author = "Author 102""#], home: home) == ["Item 102"])

        let first = try await FeedServiceCommandTests.articles(["--feed", Self.tech], home: home)
            .first { if case .string("Item 1") = $0["title"] { true } else { false } }
        guard case .number(let id) = first?["id"] else { Issue.record("Item 1 is not listed"); return }
        _ = try await TodoCommandTests.succeed(["news", "read", String(Int(id))], home: home)
        let listed = try await TodoCommandTests.succeed(["feeds", "list"], home: home)
        #expect(listed.contains("4/4  Tech unread  query: unread = \"yes\" and tags # \"Tech\"  [mine]\n"), "\(listed)")
    }

    @Test func theKillfileKeepsServiceArticlesOut() async throws {
        let (home, server) = try await Self.syncedHome(config: """
            [[news.ignore]]
            feed = "*"
            filter = 'title = "Item 2"'

            [[news.ignore]]
            feed = "\(Self.other)"
            filter = 'title =~ "10[23]"'

            """)
        defer { server.stop() }
        #expect(try await NewsCommandTests.titles([], home: home) == ["Item 101", "Item 5", "Item 4", "Item 3", "Item 1"])
        let ignored = try await TodoCommandTests.succeed(["news", "ignored"], home: home)
        #expect(ignored.contains("* title = \"Item 2\"  (1 article)"), "\(ignored)")
        #expect(ignored.contains("\(Self.other) title =~ \"10[23]\"  (2 articles)"), "\(ignored)")
        #expect(try server.ids(where: "u.unread").count == 8, "ignoring an article here leaves it unread on tt-rss")

        // The next sync brings the new articles the rules allow and keeps the ignored ones out,
        // except one starred on tt-rss: a star given elsewhere is never thrown away.
        try server.seed(feed: Self.tech, category: "Tech", count: 3, first: 1001)
        try server.sql("""
            UPDATE ttrss_entries SET title = 'Item 2' WHERE title IN ('Item 1002', 'Item 1003');
            UPDATE ttrss_user_entries SET marked = true WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE link LIKE '%#item-1003');
            """)
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        #expect(try await NewsCommandTests.titles([], home: home).filter { $0.hasPrefix("Item 1001") || $0 == "Item 2" } == ["Item 2", "Item 1001"])
        #expect(try await NewsCommandTests.titles(["--starred"], home: home) == ["Item 2"])
    }
}

/// `adder feeds add` with a feed service as the source subscribes on the service (issue 31).
@Suite(.serialized) struct FeedServiceSubscribeCommandTests {
    /// tt-rss allowed to fetch feeds on 127.0.0.1 (category Tech made by a first feed), a feed it
    /// can subscribe to at `url`, and a home whose config.toml points at that tt-rss.
    struct Subscribing {
        let server: TTRSSServer
        let served = TemporaryDirectory("adder-ttrss-served")
        let feeds: LoopbackFeedServer
        let home = TemporaryDirectory("adder-ttrss-add")
        var url: String { feeds.url("/news.rss").absoluteString }

        init() throws {
            server = try TTRSSServer()
            try server.allowLoopbackFeeds()
            try server.seed(feed: FeedServiceNewsTabCommandTests.tech, category: "Tech", count: 1)
            try Data(NewsCommandTests.newsRSS.utf8).write(to: served.file("news.rss"))
            feeds = try LoopbackFeedServer(root: served.url)
            try FeedServiceCommandTests.config(server).write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        }

        /// The tt-rss category the feed at `url` is in.
        func category(of url: String) throws -> String {
            try server.sql("\\pset tuples_only on\n\\pset format unaligned\nSELECT c.title FROM ttrss_feeds f JOIN ttrss_feed_categories c ON c.id = f.cat_id WHERE f.feed_url = '\(url)';")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test func feedsAddSubscribesOnTTRSSAndTheNextRefreshListsIt() async throws {
        let setup = try Subscribing()
        let (server, feeds, home, url) = (setup.server, setup.feeds, setup.home, setup.url)
        defer { feeds.stop() }

        let added = try await TodoCommandTests.succeed(["feeds", "add", url, "--tag", "Tech"], home: home)
        #expect(added == "Subscribed to \(url) on the service; `adder news refresh` brings its articles once it has fetched them.\n")
        #expect(try setup.category(of: url) == "Tech")
        #expect(!FileManager.default.fileExists(atPath: home.file("feeds").path), "the feeds file is left alone")
        let again = try await TodoCommandTests.succeed(["feeds", "add", url], home: home)
        #expect(again == "\(url) is subscribed on the service already.\n")
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        let listed = try await TodoCommandTests.succeed(["feeds", "list"], home: home)
        #expect(listed.contains(url), "\(listed)")

        let unknownTag = try await TodoCommandTests.adder(["feeds", "add", feeds.url("/other.rss").absoluteString, "--tag", "Cooking"], home: home)
        #expect(unknownTag.status == 1)
        #expect(unknownTag.errors == "adder: Tiny Tiny RSS at \(server.url.absoluteString) did not subscribe to \(feeds.url("/other.rss")): it has no category “Cooking”: make it there first, or leave out --tag.\n")
        let missing = try await TodoCommandTests.adder(["feeds", "add", feeds.url("/missing.rss").absoluteString], home: home)
        #expect(missing.status == 1)
        #expect(missing.errors.hasPrefix("adder: Tiny Tiny RSS at \(server.url.absoluteString) did not subscribe to \(feeds.url("/missing.rss")): it could not download it"), "\(missing)")
        #expect(missing.errors.filter { $0 == "\n" }.count == 1, "one sentence: \(missing.errors)")
        let titled = try await TodoCommandTests.adder(["feeds", "add", feeds.url("/news2.rss").absoluteString, "--title", "Mine"], home: home)
        #expect(titled == TodoCommandTests.Outcome(status: 2, output: "",
                                                   errors: "adder: --title is not sent to a feed service: rename the feed in the service; nothing was subscribed.\n"))
        #expect(try server.sql("\\pset tuples_only on\nSELECT count(*) FROM ttrss_feeds;").trimmingCharacters(in: .whitespacesAndNewlines) == "2")
    }

    /// Fever has no call that subscribes: one sentence, nothing written, no request made.
    @Test func feedsAddWithFeverSaysToAddItInTheService() async throws {
        let home = TemporaryDirectory("adder-fever-add")
        try """
            [news]
            source = "fever"
            [news.fever]
            url = "http://127.0.0.1:9/fever/"
            login = "me"
            password-command = "echo pw"
            """.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let added = try await TodoCommandTests.adder(["feeds", "add", "https://example.com/feed.xml"], home: home)
        #expect(added.status == 1)
        #expect(added.errors == "adder: The Fever API at http://127.0.0.1:9/fever/ did not subscribe to https://example.com/feed.xml: "
                + "Fever has no call that subscribes; add it in the service's own pages, and the next refresh brings it.\n")
        #expect(!FileManager.default.fileExists(atPath: home.file("feeds").path))
    }
}
