import Foundation
import Glibc
import Testing
import TestSupport

/// `adder news refresh` with `[news] source = "ttrss"`: the real binary against a real tt-rss.
@Suite(.serialized) struct FeedServiceCommandTests {
    static let feed = "http://feeds.example/a.xml"

    static func config(_ server: TTRSSServer, source: String = "ttrss", passwordCommand: String = "echo password",
                       historyPages: Int? = nil) -> String {
        """
        [news]
        source = "\(source)"
        [news.ttrss]
        url = "\(server.url.absoluteString)"
        login = "\(server.login)"
        password-command = "\(passwordCommand)"
        """ + (historyPages.map { "\nhistory-pages = \($0)" } ?? "")
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

    /// Killed while its marks go out (tt-rss made to take the first updateArticle of 500 ids and
    /// hold the second until the test lets it go), the next refresh still sends every mark.
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
            <?php if (strpos(file_get_contents('php://input'), 'updateArticle') !== false) {
                if (!file_exists(__DIR__ . '/first-taken')) touch(__DIR__ . '/first-taken');
                else while (!file_exists(__DIR__ . '/release')) usleep(20000);
            }
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
        // Killed once the server has taken the first batch, while it holds the second: mid-push
        // whatever the machine's load (a delay per batch let a slow poll see all six taken).
        let deadline = ContinuousClock.now + .seconds(60)
        while try server.ids(where: "NOT u.unread").isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let takenBeforeTheKill = try server.ids(where: "NOT u.unread").count
        #expect(takenBeforeTheKill > 0 && takenBeforeTheKill < 3000, "killed mid-push: \(takenBeforeTheKill) marks were taken")
        try Data().write(to: api.appendingPathComponent("release"))

        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        #expect(try server.ids(where: "u.unread").isEmpty)
        #expect(try await Self.articles(["--unread"], home: home).isEmpty)
    }

    /// A refresh that left older articles on the server says so, until the last one is in.
    @Test func aRefreshSaysWhenOlderArticlesStillWait() async throws {
        let server = try TTRSSServer()
        try server.seed(feed: Self.feed, count: 500)
        let home = TemporaryDirectory("adder-ttrss-e2e")
        try Self.config(server, historyPages: 1).write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let waiting = "Older articles are still on tt-rss: each refresh brings more (history-pages in config.toml's [news.ttrss])."

        let first = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        #expect(first.contains(waiting), "\(first)")
        #expect(try await Self.articles(home: home).count == 400)
        let second = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        #expect(!second.contains(waiting), "\(second)")
        #expect(try await Self.articles(home: home).count == 500)
    }

    /// Killed twice while older articles come in, the next refresh carries on: every article the
    /// server holds, each once, with its marks. tt-rss serves history pages only as far as the
    /// test allows (a gate in front of its API), so each kill lands mid-history however slow the
    /// machine; a fixed delay per page let a loaded CI machine's refresh finish before the kill.
    @Test func sigkillMidHistoryLosesNothingAndDuplicatesNothing() async throws {
        let server = try TTRSSServer()
        for feed in 0..<3 { try server.seed(feed: "http://feeds.example/\(feed).xml", count: 1000, first: feed * 1000 + 1) }
        try server.sql("""
            UPDATE ttrss_user_entries SET unread = false WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title IN ('Item 7', 'Item 1500'));
            UPDATE ttrss_user_entries SET marked = true WHERE ref_id IN (SELECT id FROM ttrss_entries WHERE title = 'Item 2003');
            """)
        let home = TemporaryDirectory("adder-ttrss-e2e")
        try Self.config(server, historyPages: 1000).write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let api = server.webFolder.appendingPathComponent("api")
        try FileManager.default.moveItem(at: api.appendingPathComponent("index.php"), to: api.appendingPathComponent("real.php"))
        // A history page (skip > 0) waits while the pages served reach the number allowed.
        try """
            <?php if (preg_match('/"skip":[1-9]/', file_get_contents('php://input'))) {
                for ($i = 0; $i < 1200 && (int)@file_get_contents(__DIR__ . '/served') >= (int)@file_get_contents(__DIR__ . '/allowed'); $i++) usleep(50000);
                file_put_contents(__DIR__ . '/served', (int)@file_get_contents(__DIR__ . '/served') + 1);
            }
            require __DIR__ . '/real.php';
            """.write(to: api.appendingPathComponent("index.php"), atomically: true, encoding: .utf8)
        func allow(_ more: Int) throws {
            let served = Int((try? String(contentsOf: api.appendingPathComponent("served"), encoding: .utf8)) ?? "") ?? 0
            try String(served + more).write(to: api.appendingPathComponent("allowed"), atomically: true, encoding: .utf8)
        }

        // The first sync stores each feed's newest page (600 articles); each history page 200 more.
        for (killedAbove, pages) in [(800, 2), (1600, 4)] {
            try allow(pages)
            let process = Process()
            process.executableURL = try TUIProcess.adderExecutable()
            process.arguments = ["news", "refresh"]
            process.environment = TUIProcess.cleanEnvironment(["ADDER_HOME": home.url.path])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = ContinuousClock.now + .seconds(120)
            // A listing may fail while the refresh creates the cache (two processes migrating a new
            // file: "table ignoredArticle already exists"), which is not what this test looks at.
            while process.isRunning, (try? await Self.articles(home: home).count) ?? 0 <= killedAbove, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let stored = try await Self.articles(home: home).count
            #expect(stored > killedAbove && stored < 3000, "killed mid-history: \(stored) articles stored")
        }

        try allow(1_000_000)
        _ = try await TodoCommandTests.succeed(["news", "refresh"], home: home)
        let articles = try await Self.articles(home: home)
        let titles = articles.compactMap { if case .string(let title) = $0["title"] { title } else { nil } }
        #expect(titles.count == 3000 && Set(titles).count == 3000)
        #expect(Set(try await Self.articles(["--starred"], home: home).compactMap { if case .string(let title) = $0["title"] { title } else { nil } })
                == ["Item 2003"])
        #expect(try await Self.articles(["--unread"], home: home).count == 2998)
    }
}
