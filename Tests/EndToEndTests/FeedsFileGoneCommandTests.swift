import Foundation
import Testing
import TestSupport

/// Issue 33, items 2 and 5, as the issue ran them: `rm feeds; adder feeds list` deleted every
/// unstarred article, and a NUL in a URL broke every later command.
@Suite struct FeedsFileGoneCommandTests {
    @Test func aDeletedFeedsFileKeepsTheArticlesAndFeedsRmDropsThem() async throws {
        let (home, server) = try NewsCommandTests.subscribedHome()
        defer { server.stop() }
        let rss = server.url("/news.rss").absoluteString
        _ = try await TodoCommandTests.adder(["news", "refresh"], home: home, environment: [:])
        let before = try await NewsCommandTests.titles([], home: home)
        #expect(before.count > 2)
        let text = try Data(contentsOf: home.file("feeds"))
        try FileManager.default.removeItem(at: home.file("feeds"))
        let listed = try await TodoCommandTests.adder(["feeds", "list"], home: home, environment: [:])
        #expect(listed.status == 0 && listed.output == "")
        #expect(listed.errors.contains("Set aside, their lines gone from the feeds file") && listed.errors.contains("  \(rss) ("),
                "\(listed.errors)")
        try text.write(to: home.file("feeds"))
        #expect(try await NewsCommandTests.titles([], home: home) == before, "every article is back with its feed")

        try Data().write(to: home.file("feeds"))
        let removed = try await TodoCommandTests.adder(["feeds", "rm", rss], home: home, environment: [:])
        #expect(removed.status == 0 && removed.output == "Unsubscribed from \(rss).\n", "\(removed)")
        try text.write(to: home.file("feeds"))
        let after = try await NewsCommandTests.titles([], home: home)
        #expect(after.count < before.count && !after.isEmpty, "feeds rm dropped that feed's articles, the others came back")
    }

    @Test func aNULInAURLIsNamedAndEveryCommandKeepsWorking() async throws {
        let (home, server) = try NewsCommandTests.subscribedHome()
        defer { server.stop() }
        var text = try Data(contentsOf: home.file("feeds"))
        text.append(Data("https://example.com/a\u{0}b\n".utf8))
        try text.write(to: home.file("feeds"))
        for _ in 0..<2 {
            let refreshed = try await TodoCommandTests.adder(["news", "refresh"], home: home, environment: [:])
            #expect(refreshed.status == 1, "the bad line makes the status 1")
            #expect(refreshed.errors.contains("line 4: “https://example.com/a^@b” holds the control character U+0000"), "\(refreshed.errors)")
            #expect(!refreshed.errors.contains("UNIQUE"))
        }
        let listed = try await TodoCommandTests.adder(["news", "list"], home: home, environment: [:])
        #expect(listed.output.split(separator: "\n").count > 2 && !listed.errors.contains("UNIQUE"), "\(listed)")
    }
}
