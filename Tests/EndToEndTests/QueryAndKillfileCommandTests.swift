import Foundation
import Testing
import TestSupport

/// `adder news list --query`, query feeds in `adder feeds list`, and the killfile through
/// `adder news refresh` and `adder news ignored`: the built binary on feeds served on 127.0.0.1.
@Suite struct QueryAndKillfileCommandTests {
    typealias Outcome = TodoCommandTests.Outcome

    @Test func listByAQueryAndSeeQueryFeedsWithTheirCounts() async throws {
        let (home, server) = try NewsCommandTests.subscribedHome()
        defer { server.stop() }
        let feeds = try String(contentsOf: home.file("feeds"), encoding: .utf8)
        try Data((feeds + #""query:Local unread:unread = \"yes\" and tags # \"local\"" mine"# + "\n").utf8).write(to: home.file("feeds"))
        _ = try await TodoCommandTests.adder(["news", "refresh"], home: home)

        #expect(try await NewsCommandTests.titles(["--query", #"tags # "daily" and title =~ "^f""#], home: home) == ["Fifth", "First"])
        #expect(try await NewsCommandTests.titles(["--query", #"author = "Ann""#, "--unread"], home: home) == ["Fourth"])
        let listed = try await TodoCommandTests.succeed(["feeds", "list"], home: home)
        #expect(listed.hasSuffix("3/3  Local unread  query: unread = \"yes\" and tags # \"local\"  [mine]\n"), "\(listed)")

        let bad = try await TodoCommandTests.adder(["news", "list", "--query", #"title =~ "x" or"#], home: home)
        #expect(bad == Outcome(status: 2, output: "", errors: """
            adder: --query title =~ "x" or: column 16: the expression ends where a condition (like title =~ "word") was expected.

            """))
    }

    @Test func theKillfileKeepsArticlesOutAndSaysWhichRuleDroppedThem() async throws {
        let (home, server) = try NewsCommandTests.subscribedHome()
        defer { server.stop() }
        try Data("""
            [[news.ignore]]
            feed = "*"
            filter = 'title =~ "^(second|fourth)$"'

            [[news.ignore]]
            feed = "\(server.url("/news.rss"))"
            filter = 'title = "Fifth"'

            """.utf8).write(to: home.file("config.toml"))
        let refreshed = try await TodoCommandTests.adder(["news", "refresh"], home: home)
        #expect(refreshed.output.hasPrefix("3 feeds: 2 updated (2 new articles)"), "\(refreshed)")
        #expect(try await NewsCommandTests.titles([], home: home) == ["Third \u{1B}[31mred", "First"])
        let ignored = try await TodoCommandTests.succeed(["news", "ignored"], home: home)
        #expect(ignored == """
            * title =~ "^(second|fourth)$"  (2 articles)
              2025-12-04 10:00  \(server.url("/escape.json"))  Fourth
              2025-12-02 10:00  \(server.url("/news.rss"))  Second
            \(server.url("/news.rss")) title = "Fifth"  (1 article)
              2025-12-05 10:00  \(server.url("/news.rss"))  Fifth

            """, "\(ignored)")
    }
}
