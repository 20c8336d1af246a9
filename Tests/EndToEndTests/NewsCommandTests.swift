import Foundation
import Testing
import TestSupport

/// `adder news …` and `adder feeds …` run as the built binary against feeds served on 127.0.0.1
/// by Tests/Support/feedserver.py (`--root`: ETag, Last-Modified, 304, gzip), in a fresh data
/// folder with the clock fixed at 2026-01-02 09:00 UTC.
@Suite struct NewsCommandTests {
    typealias Outcome = TodoCommandTests.Outcome
    typealias JSON = TodoCommandTests.JSON

    @Test func refreshMergesReportsFailuresAndIsConditionalTheSecondTime() async throws {
        let (home, server) = try Self.subscribedHome()
        let rss = server.url("/news.rss").absoluteString
        let json = server.url("/escape.json").absoluteString
        let missing = server.url("/missing.rss").absoluteString

        let first = try await run(["news", "refresh"], home: home)
        #expect(first.status == 1, "a failed feed makes the exit status 1: \(first)")
        #expect(first.output == "3 feeds: 2 updated (5 new articles), 0 unchanged, 1 failed.\n  \(missing): HTTP 404 Not Found\n")
        #expect(first.errors == "")

        let second = try await run(["news", "refresh"], home: home)
        #expect(second.output == "3 feeds: 0 updated (0 new articles), 2 unchanged, 1 failed.\n  \(missing): HTTP 404 Not Found\n")
        for path in ["/news.rss", "/escape.json"] {
            let requests = try await server.requests(to: path)
            #expect(requests.count == 2)
            #expect(requests.first?.ifNoneMatch == nil)
            #expect(requests.last?.ifNoneMatch != nil, "the second refresh of \(path) sends the ETag it was given")
        }

        let only = try await run(["news", "refresh", rss], home: home)
        #expect(only == Outcome(status: 0, output: "1 feed: 0 updated (0 new articles), 1 unchanged, 0 failed.\n", errors: ""))
        let unknown = try await run(["news", "refresh", "https://example.org/nope.xml"], home: home)
        #expect(unknown.status == 1 && unknown.errors.hasPrefix("adder: https://example.org/nope.xml is not a subscribed feed"))

        let feeds = try await Self.json(["feeds", "list", "--json"], home: home)
        #expect(feeds.map { $0["url"] } == [.string(rss), .string(json), .string(missing)])
        #expect(feeds.map { $0["unread"] } == [3, 2, 0])
        #expect(feeds.map { $0["total"] } == [3, 2, 0])
        #expect(feeds[2]["lastError"] == "HTTP 404 Not Found" && feeds[2]["lastErrorAt"] == "2026-01-02T09:00:00Z")
        #expect(feeds[0]["title"] == "Local news" && feeds[0]["tags"] == ["local", "daily"])
        let plainFeeds = try await succeed(["feeds", "list"], home: home)
        #expect(plainFeeds.contains("3/3  Local news  \(rss)  [local, daily]\n"))
        #expect(plainFeeds.contains("last refresh failed at 2026-01-02 09:00: HTTP 404 Not Found\n"))
    }

    @Test func articlesListOfflineAndMarksChangeWhatListShows() async throws {
        let (home, server) = try Self.subscribedHome()
        _ = try await run(["news", "refresh"], home: home)
        server.stop()

        let articles = try await Self.json(["news", "list", "--json"], home: home)
        #expect(articles.map { $0["title"] } == ["Fifth", "Fourth", "Third \u{1B}[31mred", "Second", "First"], "newest first")
        #expect(Set(articles[0].keys) == ["id", "feed", "title", "link", "author", "published", "read", "starred"])
        #expect(articles[4]["published"] == "2025-12-01T10:00:00Z" && articles[4]["author"] == .some(.null))
        #expect(articles[4]["link"] == "https://news.example/1" && articles[4]["read"] == false)
        let ids = articles.compactMap { object -> String? in
            if case .number(let id) = object["id"] { return String(Int(id)) } else { return nil }
        }
        let (fifth, third, first) = (ids[0], ids[2], ids[4])

        let plain = try await succeed(["news", "list", "--limit", "2"], home: home)
        let lines = plain.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("N  2025-12-04 10:00  Escapes     Fourth"), "\(plain)")
        let inert = try await succeed(["news", "list", "--search", "third"], home: home)
        #expect(inert.contains("Third ^[[31mred") && !inert.contains("\u{1B}"), "feed text is made inert: \(inert)")

        // The TUI's words for the same changes (NewsChangeWords), the title made inert.
        #expect(try await succeed(["news", "read", first, fifth], home: home) == "Marked 2 articles read.\n")
        #expect(try await succeed(["news", "star", third], home: home) == "Starred “Third ^[[31mred”.\n")
        #expect(try await Self.titles(["--unread"], home: home) == ["Fourth", "Third \u{1B}[31mred", "Second"])
        #expect(try await Self.titles(["--starred"], home: home) == ["Third \u{1B}[31mred"])
        #expect(try await succeed(["news", "unread", fifth], home: home) == "Marked “Fifth” unread.\n")
        #expect(try await succeed(["news", "unstar", third], home: home) == "Unstarred “Third ^[[31mred”.\n")
        #expect(try await Self.titles(["--unread"], home: home) == ["Fifth", "Fourth", "Third \u{1B}[31mred", "Second"])
        #expect(try await Self.titles(["--starred"], home: home) == [])

        let wrong = try await run(["news", "read", first, "99998", "99999"], home: home)
        #expect(wrong == Outcome(status: 1, output: "", errors: "adder: There are no articles with ids 99998, 99999; nothing was changed.\n"))
        #expect(try await Self.titles(["--unread"], home: home).count == 4, "one wrong id changes nothing")
        let notANumber = try await run(["news", "star", "x"], home: home)
        #expect(notANumber.status == 2)

        let rss = server.url("/news.rss").absoluteString
        #expect(try await Self.titles(["--feed", rss], home: home) == ["Fifth", "Second", "First"])
    }

    @Test func showPrintsTheArticleWrappedWithItsLinks() async throws {
        let (home, server) = try Self.subscribedHome()
        _ = try await run(["news", "refresh"], home: home)
        server.stop()
        let articles = try await Self.json(["news", "list", "--json", "--search", "second"], home: home)
        guard case .number(let id) = articles.first?["id"] else { throw TodoCommandTests.Failure(description: "no article") }
        let page = try await succeed(["news", "show", String(Int(id))], home: home, environment: ["COLUMNS": "40"])
        #expect(page == """
            Second
            Feed: Local news
            Date: 2025-12-02 10:00
            Link: https://news.example/2

            A long paragraph that is wrapped at
            forty columns, with a link [1] in it.

            • one
            • two

            Day     Rain
            ------  -----
            Monday  12 mm

            [image] [2]

                a       b

            Links:
            [1] https://elsewhere.example/page
            [2] https://news.example/radar.png

            """)
        let missing = try await run(["news", "show", "424242"], home: home)
        #expect(missing == Outcome(status: 1, output: "", errors: "adder: There is no article with id 424242.\n"))
    }
}

// MARK: - Fixtures and running

extension NewsCommandTests {
    /// A data folder subscribed to an RSS feed (3 items, tagged and titled), a JSON Feed (2 items,
    /// one title with an escape sequence) and a URL that answers 404, all on a fresh server.
    static func subscribedHome() throws -> (TemporaryDirectory, LoopbackFeedServer) {
        let home = TemporaryDirectory("adder-news")
        let root = home.file("served")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(newsRSS.utf8).write(to: root.appendingPathComponent("news.rss"))
        try Data(escapeJSON.utf8).write(to: root.appendingPathComponent("escape.json"))
        let server = try LoopbackFeedServer(root: root)
        let feeds = """
            \(server.url("/news.rss")) local daily "~Local news"
            \(server.url("/escape.json"))
            \(server.url("/missing.rss"))

            """
        try Data(feeds.utf8).write(to: home.file("feeds"))
        return (home, server)
    }

    static let newsRSS = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel><title>News from RSS</title><link>https://news.example/</link>
        <item><guid>n1</guid><title>First</title><link>https://news.example/1</link>
          <pubDate>Mon, 01 Dec 2025 10:00:00 GMT</pubDate><description>One.</description></item>
        <item><guid>n2</guid><title>Second</title><link>https://news.example/2</link>
          <pubDate>Tue, 02 Dec 2025 10:00:00 GMT</pubDate>
          <description>&lt;p&gt;A long paragraph that is wrapped at forty columns, with a
          &lt;a href="https://elsewhere.example/page"&gt;link&lt;/a&gt; in it.&lt;/p&gt;
          &lt;ul&gt;&lt;li&gt;one&lt;/li&gt;&lt;li&gt;two&lt;/li&gt;&lt;/ul&gt;
          &lt;table&gt;&lt;tr&gt;&lt;th&gt;Day&lt;/th&gt;&lt;th&gt;Rain&lt;/th&gt;&lt;/tr&gt;
          &lt;tr&gt;&lt;td&gt;Monday&lt;/td&gt;&lt;td&gt;12 mm&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;
          &lt;p&gt;&lt;img src="/radar.png"&gt;&lt;/p&gt;&lt;pre&gt;a&#9;b&lt;/pre&gt;</description></item>
        <item><guid>n5</guid><title>Fifth</title><link>https://news.example/5</link>
          <pubDate>Fri, 05 Dec 2025 10:00:00 GMT</pubDate><description>Five.</description></item>
        </channel></rss>
        """

    static let escapeJSON = """
        {"version": "https://jsonfeed.org/version/1.1", "title": "Escapes", "items": [
          {"id": "e3", "title": "Third \\u001b[31mred", "url": "https://escape.example/3",
           "date_published": "2025-12-03T10:00:00Z", "content_text": "Red text."},
          {"id": "e4", "title": "Fourth", "url": "https://escape.example/4",
           "date_published": "2025-12-04T10:00:00Z", "content_text": "Four.", "authors": [{"name": "Ann"}]}
        ]}
        """

    func run(_ arguments: [String], home: TemporaryDirectory, environment: [String: String] = [:]) async throws -> Outcome {
        try await TodoCommandTests.adder(arguments, home: home, environment: environment)
    }

    func succeed(_ arguments: [String], home: TemporaryDirectory, environment: [String: String] = [:]) async throws -> String {
        try await TodoCommandTests.succeed(arguments, home: home, environment: environment)
    }

    /// A command's `--json` output decoded as objects.
    static func json(_ arguments: [String], home: TemporaryDirectory) async throws -> [[String: JSON]] {
        let output = try await TodoCommandTests.succeed(arguments, home: home)
        return try JSONDecoder().decode([[String: JSON]].self, from: Data(output.utf8))
    }

    /// The titles `adder news list --json` prints with these options.
    static func titles(_ options: [String], home: TemporaryDirectory) async throws -> [String] {
        try await json(["news", "list", "--json"] + options, home: home).compactMap { object in
            if case .string(let title) = object["title"] { return title } else { return nil }
        }
    }
}
