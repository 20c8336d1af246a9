import Foundation
import Testing
import TestSupport

/// The built binary on feeds served on 127.0.0.1: `age` in query feeds, `--query` and a killfile
/// in display mode counts days from `ADDER_NOW` (2026-01-02T09:00:00Z here), not from the
/// machine's clock; `adder news show` gives attachments their type and size as the reader does.
@Suite struct NewsClockAndAttachmentCommandTests {
    /// A home subscribed to one JSON Feed: an episode of 2025-12-20 with attachments (one with a
    /// hostile type), and a note of 2025-10-01, on a fresh server.
    static func podcastHome() throws -> (TemporaryDirectory, LoopbackFeedServer) {
        let home = TemporaryDirectory("adder-news-clock")
        let root = home.file("served")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(podcastJSON.utf8).write(to: root.appendingPathComponent("pods.json"))
        let server = try LoopbackFeedServer(root: root)
        try Data("\(server.url("/pods.json"))\n\"query:Recent:age < 30\"\n".utf8).write(to: home.file("feeds"))
        return (home, server)
    }

    static let podcastJSON = #"""
        {"version": "https://jsonfeed.org/version/1.1", "title": "Pods", "items": [
          {"id": "e12", "title": "Episode 12", "url": "https://pods.example/12", "content_text": "Show notes.",
           "date_published": "2025-12-20T10:00:00Z", "attachments": [
             {"url": "https://cdn.example/ep12.mp3", "mime_type": "audio/mpeg", "size_in_bytes": 12345678},
             {"url": "https://cdn.example/ep12.ogg", "size_in_bytes": 2500},
             {"url": "https://cdn.example/ep12.txt", "mime_type": "text/\u001b[31mred"}]},
          {"id": "n1", "title": "An old note", "url": "https://pods.example/n1", "content_text": "Old.",
           "date_published": "2025-10-01T10:00:00Z"}]}
        """#

    @Test func ageCountsDaysFromADDER_NOW() async throws {
        let (home, server) = try Self.podcastHome()
        defer { server.stop() }
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)

        let listed = try await TodoCommandTests.succeed(["feeds", "list"], home: home)
        #expect(listed.hasSuffix("1/1  Recent  query: age < 30\n"), "\(listed)")
        #expect(try await NewsCommandTests.titles(["--query", "age < 30"], home: home) == ["Episode 12"])
        #expect(try await NewsCommandTests.titles(["--query", "age > 60"], home: home) == ["An old note"])

        try Data("""
            [news]
            ignore-mode = "display"

            [[news.ignore]]
            feed = "*"
            filter = "age > 60"

            """.utf8).write(to: home.file("config.toml"))
        #expect(try await NewsCommandTests.titles([], home: home) == ["Episode 12"])
        let hiding = try await TodoCommandTests.succeed(["feeds", "list"], home: home)
        #expect(hiding.hasPrefix("1/1  Pods  \(server.url("/pods.json"))\n"), "\(hiding)")
    }

    @Test func showGivesAttachmentsTheirTypeAndSize() async throws {
        let (home, server) = try Self.podcastHome()
        defer { server.stop() }
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        let articles = try await NewsCommandTests.json(["news", "list", "--json", "--search", "episode"], home: home)
        guard case .number(let id) = articles.first?["id"] else { throw TodoCommandTests.Failure(description: "no article") }
        let page = try await TodoCommandTests.succeed(["news", "show", String(Int(id))], home: home)
        #expect(page == """
            Episode 12
            Feed: Pods
            Date: 2025-12-20 10:00
            Link: https://pods.example/12

            Show notes.

            Attachments:
            https://cdn.example/ep12.mp3 (audio/mpeg, 12.3\u{00A0}MB)
            https://cdn.example/ep12.ogg (2.5\u{00A0}kB)
            https://cdn.example/ep12.txt (text/^[[31mred)

            """, "\(page)")
    }
}
