import Foundation
import Testing
import TestSupport

/// Issue 17, item 10, end to end: dates from the future, a full disk, a read-only folder, the
/// snapshot's banner and a feed with a 50 MB title.
@Suite struct SmallerHostileCasesTests {
    typealias JSON = TodoCommandTests.JSON

    @Test func aFutureDateIsTheFetchsTimeAndANegativeYearIsNoDate() async throws {
        let home = TemporaryDirectory("adder-dates")
        let root = home.file("served")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        func serve(_ extra: String) throws {
            try Data("""
                <rss version="2.0"><channel><title>Dates</title>\(extra)
                <item><guid>far</guid><title>Far future</title><pubDate>Fri, 31 Dec 9999 23:59:59 GMT</pubDate></item>
                <item><guid>neg</guid><title>Negative year</title><pubDate>Mon, 01 Jan -4000 00:00:00 GMT</pubDate></item>
                <item><guid>new</guid><title>Yesterday</title><pubDate>Thu, 01 Jan 2026 09:00:00 GMT</pubDate></item>
                </channel></rss>
                """.utf8).write(to: root.appendingPathComponent("dates.rss"))
        }
        try serve("")
        let server = try LoopbackFeedServer(root: root)
        defer { server.stop() }
        _ = try await TodoCommandTests.succeed(["feeds", "add", server.url("/dates.rss").absoluteString], home: home)
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        let articles = try await NewsCommandTests.json(["news", "list", "--json"], home: home)
        func published(_ title: String) -> JSON? { articles.first { $0["title"] == .string(title) }?["published"] }
        #expect(published("Far future") == .string("2026-01-02T09:00:00Z"), "clamped to the fetch (ADDER_NOW)")
        #expect(published("Negative year") == .string("2026-01-02T09:00:00Z"), "no date: first seen")
        #expect(published("Yesterday") == .string("2026-01-01T09:00:00Z"))

        // A day later the feed has changed: the far-future item keeps the date it was first seen with.
        try serve("<item><guid>later</guid><title>Later</title></item>")
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home, environment: ["ADDER_NOW": "2026-01-03T09:00:00Z"])
        let again = try await NewsCommandTests.json(["news", "list", "--json"], home: home)
        #expect(again.first?["title"] == "Later" && again.count == 4)
        #expect(again.first { $0["title"] == "Far future" }?["published"] == .string("2026-01-02T09:00:00Z"))
    }

    @Test func aFiftyMegabyteTitleSaysWhatIsWrong() async throws {
        let home = TemporaryDirectory("adder-huge-title")
        let file = home.file("huge.rss")
        let title = String(repeating: "a", count: 50_000_000)
        try Data("<rss version=\"2.0\"><channel><title>T</title><item><title>\(title)</title></item></channel></rss>".utf8).write(to: file)
        let outcome = try await TodoCommandTests.adder(["feeds", "parse", file.path], home: home)
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("longer than the 10 MB libxml2 reads in one piece"), "\(outcome)")
        #expect(!outcome.errors.contains("libxml2 error"))
    }

    @Test func theSnapshotsBannerNamesTheRealCache() async throws {
        let home = TemporaryDirectory("adder-banner")
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: home.file("news.sqlite"))
        let screen = try await TodoCommandTests.succeed(["snapshot", "--size", "300x12", "--tab", "news"], home: home)
        #expect(screen.contains(home.file("news.sqlite").path), "\(screen)")
        #expect(!screen.contains("adder-snapshot-"), "\(screen)")
    }
}
