import Foundation
import Testing
import TestSupport

/// `adder feeds …` editing the feeds file, and every news command facing a broken cache.
@Suite struct FeedsCommandTests {
    typealias Outcome = TodoCommandTests.Outcome

    @Test func addRemoveListImportAndExportRoundTrip() async throws {
        let home = TemporaryDirectory("adder-feeds")
        let added = try await run(["feeds", "add", "https://a.example/feed.xml", "--tag", "tech", "--tag", "two words",
                                   "--title", "Site A"], home: home)
        #expect(added.status == 0 && added.errors == "")
        _ = try await succeed(["feeds", "add", "http://b.example/rss"], home: home)
        #expect(try String(contentsOf: home.file("feeds"), encoding: .utf8) == """
            https://a.example/feed.xml tech "two words" "~Site A"
            http://b.example/rss

            """, "newsboat's urls format")

        let duplicate = try await run(["feeds", "add", "http://b.example/rss"], home: home)
        #expect(duplicate == Outcome(status: 1, output: "", errors: "adder: http://b.example/rss is already subscribed.\n"))
        let notHTTP = try await run(["feeds", "add", "ftp://c.example/feed"], home: home)
        #expect(notHTTP == Outcome(status: 2, output: "", errors: "adder: “ftp://c.example/feed” is not an http or https URL.\n"))
        let absent = try await run(["feeds", "rm", "http://nowhere.example/"], home: home)
        #expect(absent.status == 1 && absent.errors.contains("http://nowhere.example/ is not subscribed"))

        let listed = try await succeed(["feeds", "list"], home: home)
        #expect(listed == """
            0/0  Site A  https://a.example/feed.xml  [tech, two words]
            0/0  http://b.example/rss  http://b.example/rss

            """)

        let opml = try await succeed(["feeds", "export"], home: home)
        #expect(opml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<opml version="2.0">"#))
        #expect(opml.contains(#"<outline type="rss" text="Site A" title="Site A" xmlUrl="https://a.example/feed.xml"/>"#))
        let exported = home.file("exported.opml")
        try Data(opml.utf8).write(to: exported)

        _ = try await succeed(["feeds", "rm", "https://a.example/feed.xml"], home: home)
        #expect(try await succeed(["feeds", "list"], home: home) == "0/0  http://b.example/rss  http://b.example/rss\n")

        let imported = try await succeed(["feeds", "import", exported.path], home: home)
        #expect(imported == "Added 1 feed from \(exported.path); skipped 1 already subscribed.\n")
        let again = try await succeed(["feeds", "import", exported.path], home: home)
        #expect(again == "Added 0 feeds from \(exported.path); skipped 2 already subscribed.\n")
        let feeds = try await NewsCommandTests.json(["feeds", "list", "--json"], home: home)
        #expect(feeds.map { $0["url"] } == ["http://b.example/rss", "https://a.example/feed.xml"])
        #expect(feeds[1]["title"] == "Site A" && feeds[1]["tags"] == ["tech", "two words"])
        #expect(feeds[1]["lastError"] == .some(.null) && feeds[1]["unread"] == 0)

        let notOPML = home.file("notes.txt")
        try Data("hello".utf8).write(to: notOPML)
        let bad = try await run(["feeds", "import", notOPML.path], home: home)
        #expect(bad.status == 1 && bad.errors.hasPrefix("adder: \(notOPML.path): "))
    }

    @Test func aCorruptCacheGivesOneSentenceTodosStillWorkAndRebuildRecovers() async throws {
        let home = TemporaryDirectory("adder-feeds")
        _ = try await succeed(["feeds", "add", "https://a.example/feed.xml"], home: home)
        _ = try await succeed(["todo", "add", "Water the plants"], home: home)
        let todos = try Data(contentsOf: home.file("todos.json"))
        let cache = home.file("news.sqlite")
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: cache.path + suffix) }
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: cache)

        let expected = "adder: The news cache \(cache.path) cannot be read (it is not an SQLite database); it was left as it is, "
            + "run `adder news rebuild` to set it aside and start a fresh one.\n"
        for command in [["news", "list"], ["news", "refresh"], ["news", "read", "1"], ["news", "show", "1"],
                        ["feeds", "list"], ["feeds", "add", "https://b.example/"], ["feeds", "rm", "https://a.example/feed.xml"],
                        ["feeds", "export"]] {
            let outcome = try await run(command, home: home)
            #expect(outcome == Outcome(status: 1, output: "", errors: expected), "adder \(command.joined(separator: " "))")
        }
        #expect(try await succeed(["todo", "list"], home: home).contains("Water the plants"))

        let rebuilt = try await run(["news", "rebuild"], home: home)
        #expect(rebuilt.status == 0 && rebuilt.errors == "", "\(rebuilt)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: home.url.path).filter { $0.hasPrefix("news.sqlite.broken-") }
        #expect(aside.count == 1)
        #expect(rebuilt.output == """
            The old news cache was moved to \(home.url.path)/\(aside.first ?? "?").
            A fresh news cache \(cache.path) holds the 1 feed of \(home.file("feeds").path); run `adder news refresh` to fetch their articles.

            """)
        #expect(try Data(contentsOf: home.file("todos.json")) == todos, "rebuild never touches todos.json")
        #expect(try await succeed(["news", "list"], home: home) == "")
        #expect(try await succeed(["feeds", "list"], home: home).contains("https://a.example/feed.xml"))
        let again = try await succeed(["news", "rebuild"], home: home)
        #expect(again.contains("can be read; nothing was changed"))

        try Self.pretendANewerAdderMigrated(cache)
        let newer = try await run(["feeds", "list"], home: home)
        #expect(newer == Outcome(status: 1, output: "", errors: "adder: The news cache \(cache.path) was written by a newer version "
            + "of Adder; update Adder, or run `adder news rebuild` to set it aside and start a fresh one.\n"))
        #expect(try await succeed(["todo", "list"], home: home).contains("Water the plants"))
    }

    /// Records a migration this Adder does not know, as a later version would (Python's sqlite3).
    static func pretendANewerAdderMigrated(_ cache: URL) throws {
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v999-from-the-future')")
            db.commit()
            """, cache.path]
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
    }

    @Test(arguments: [["news"], ["news", "refresh"], ["news", "list"], ["news", "show"], ["news", "read"], ["news", "unread"],
                      ["news", "star"], ["news", "unstar"], ["news", "rebuild"], ["feeds"], ["feeds", "add"], ["feeds", "rm"],
                      ["feeds", "list"], ["feeds", "import"], ["feeds", "export"]])
    func everySubcommandHasHelp(_ command: [String]) async throws {
        let help = try await succeed(command + ["--help"], home: TemporaryDirectory("adder-feeds"))
        #expect(help.contains("USAGE: adder \(command.joined(separator: " "))"))
        #expect(help.contains("OVERVIEW: "))
    }

    @Test("a bad line in the feeds file is named on stderr (exit 1); the feeds on the other lines are listed")
    func aBadLineIsNamedAndTheOthersWork() async throws {
        let home = TemporaryDirectory("adder-feeds")
        try "https://a.example/feed.xml\nnot a url\nhttps://b.example/rss \"~B\n".write(to: home.file("feeds"), atomically: true, encoding: .utf8)
        let listed = try await run(["feeds", "list"], home: home)
        #expect(listed == Outcome(status: 1, output: "0/0  https://a.example/feed.xml  https://a.example/feed.xml\n",
                                  errors: "\(home.file("feeds").path), line 2: “not” is not an http or https URL.\n"
                                      + "\(home.file("feeds").path), line 3: a quote is not closed.\n"))
        let added = try await run(["feeds", "add", "https://c.example/feed"], home: home)
        #expect(added.status == 1 && added.errors.contains("line 2: “not” is not an http or https URL; the file was not changed"))
    }

    @Test("a broken OPML file: one sentence with the file, the line and what is wrong")
    func aBrokenOPMLFileSaysWhereAndWhat() async throws {
        let home = TemporaryDirectory("adder-feeds")
        let file = home.file("broken.opml")
        try "<?xml version=\"1.0\"?>\n<opml version=\"2.0\">\n<body>\n<outline text=\"a\" xmlUrl=\"https://a.example/\">\n</body>\n</opml>\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let imported = try await run(["feeds", "import", file.path], home: home)
        #expect(imported == Outcome(status: 1, output: "",
                                    errors: "adder: \(file.path), line 5: an element is closed by a different end tag than the one that opened it.\n"))
    }

    func run(_ arguments: [String], home: TemporaryDirectory) async throws -> Outcome {
        try await TodoCommandTests.adder(arguments, home: home)
    }

    func succeed(_ arguments: [String], home: TemporaryDirectory) async throws -> String {
        try await TodoCommandTests.succeed(arguments, home: home)
    }
}
