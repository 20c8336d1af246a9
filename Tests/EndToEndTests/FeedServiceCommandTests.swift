import Foundation
import Glibc
import Testing
import TestSupport

/// `adder news refresh` with `[news] source = "ttrss"`: the real binary against a real tt-rss.
@Suite(.serialized) struct FeedServiceCommandTests {
    static let feed = "http://feeds.example/a.xml"

    static func config(_ server: TTRSSServer, source: String = "ttrss", passwordCommand: String = "echo password") -> String {
        """
        [news]
        source = "\(source)"
        [news.ttrss]
        url = "\(server.url.absoluteString)"
        login = "\(server.login)"
        password-command = "\(passwordCommand)"
        """
    }

    static func articles(_ options: [String] = [], home: TemporaryDirectory) async throws -> [[String: TodoCommandTests.JSON]] {
        try await NewsCommandTests.json(["news", "list", "--json", "--limit", "100000"] + options, home: home)
    }

    @Test func refreshSyncsMarksGoOutAndLocalAgainKeepsStarred() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feed, category: "Tech", count: 3)
        let home = TemporaryDirectory("adder-ttrss-e2e")
        try Self.config(server).write(to: home.file("config.toml"), atomically: true, encoding: .utf8)

        let refresh = try await TodoCommandTests.adder(["news", "refresh"], home: home)
        #expect(refresh.status == 0, "\(refresh)")
        let articles = try await Self.articles(home: home)
        #expect(articles.compactMap { if case .string(let title) = $0["title"] { title } else { nil } }.sorted()
                == ["Item 1", "Item 2", "Item 3"])
        let ids = articles.compactMap { if case .number(let id) = $0["id"] { String(Int(id)) } else { nil } }
        try #require(ids.count == 3, "a failure here must not crash the suite on ids[0]")
        _ = try await TodoCommandTests.succeed(["news", "star", ids[0]], home: home)
        _ = try await TodoCommandTests.succeed(["news", "read", ids[1]], home: home)
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        #expect(try server.ids(where: "u.marked").count == 1)
        #expect(try server.ids(where: "NOT u.unread").count == 1)

        try Self.config(server, source: "local").write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let starred = try await Self.articles(["--starred"], home: home)
        #expect(starred.count == 1)
    }

    @Test func aWrongPasswordIsOneSentenceAndTheCacheStaysAsItWas() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feed, count: 2)
        let home = TemporaryDirectory("adder-ttrss-e2e")
        try Self.config(server, passwordCommand: "echo wrong").write(to: home.file("config.toml"), atomically: true, encoding: .utf8)

        let refresh = try await TodoCommandTests.adder(["news", "refresh"], home: home)
        #expect(refresh.status == 1)
        #expect(refresh.errors.contains("refused the login admin"), "\(refresh)")
        #expect(refresh.errors.filter { $0 == "\n" }.count == 1, "one sentence: \(refresh.errors)")
        #expect(!refresh.errors.contains("wrong"), "the password never shows")
        #expect(try await Self.articles(home: home).isEmpty)
    }

    /// Killed while its marks go out (tt-rss made to take 0.5 s per updateArticle of 500 ids), the
    /// next refresh still sends every mark.
    @Test func sigkillMidPushLosesNoMark() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feed, count: 3000)
        let home = TemporaryDirectory("adder-ttrss-e2e")
        try Self.config(server).write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        let ids = try await Self.articles(home: home).compactMap { if case .number(let id) = $0["id"] { String(Int(id)) } else { nil } }
        #expect(ids.count == 3000)
        _ = try await TodoCommandTests.succeed(["news", "read"] + ids, home: home)

        let api = server.webFolder.appendingPathComponent("api")
        try FileManager.default.moveItem(at: api.appendingPathComponent("index.php"), to: api.appendingPathComponent("real.php"))
        try """
            <?php if (strpos(file_get_contents('php://input'), 'updateArticle') !== false) usleep(500000);
            require __DIR__ . '/real.php';
            """.write(to: api.appendingPathComponent("index.php"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try TUIProcess.adderExecutable()
        process.arguments = ["news", "refresh"]
        process.environment = TUIProcess.cleanEnvironment(["ADDER_HOME": home.url.path])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        #expect(try server.ids(where: "NOT u.unread").isEmpty, "no mark went out before the refresh")
        try process.run()
        // Killed once the server has taken the first batch (each takes 0.5 s here): mid-push
        // whatever the machine's load, where a fixed sleep could land before the first or after the last.
        let deadline = ContinuousClock.now + .seconds(60)
        while try server.ids(where: "NOT u.unread").isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let takenBeforeTheKill = try server.ids(where: "NOT u.unread").count
        #expect(takenBeforeTheKill > 0 && takenBeforeTheKill < 3000, "killed mid-push: \(takenBeforeTheKill) marks were taken")

        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        #expect(try server.ids(where: "u.unread").isEmpty)
        #expect(try await Self.articles(["--unread"], home: home).isEmpty)
    }
}
