import Entities
import Foundation
@testable import News
import Testing
import TestSupport

/// Issue 17, item 5: text from OPML and `feeds add` must not write a second line (an `exec:`
/// line newsboat runs, a second subscription), a tag or a title into the feeds file.
@Suite struct SubscriptionsInjectionTests {
    @Test func anOPMLURLWithLineBreaksOrQuotesIsRefusedAndWritesNothing() throws {
        var list = SubscriptionList(parsing: "https://kept.example/feed\n")
        var refused: [SubscriptionError] = []
        for subscription in try OPML.parse(Data(HostileOPML.document.utf8)) {
            do { try list.add(subscription) } catch { refused.append(error) }
        }
        #expect(refused.count == 3)
        #expect(refused.allSatisfy { $0.description.contains("cannot be a feed's URL") }, "\(refused)")
        #expect(list.text == "https://kept.example/feed\nhttps://fine.example/feed \"~Fine one\"\n")
        let reread = SubscriptionList(parsing: list.text)
        #expect(reread.subscriptions == [Subscription(url: "https://kept.example/feed"),
                                         Subscription(url: "https://fine.example/feed", title: "Fine one")])
    }

    @Test func feedsAddTextWithALineBreakIsRefused() throws {
        var list = SubscriptionList()
        for url in ["http://x.example/a.xml\nexec:touch /tmp/x", "http://x.example/a.xml\r\nhttp://y.example/", "http://x.example/a b",
                    "http://x.example/\u{85}exec:x", "http://x.example/\u{2028}exec:x", "http://x.example/\"~T\"", "http://x.example/\\"] {
            #expect(throws: SubscriptionError.self, "\(url.debugDescription)") { try list.add(Subscription(url: url)) }
        }
        for title in ["two\nlines", "cr\rhere", "esc\u{1B}]2;x\u{07}", ""] {
            #expect(throws: SubscriptionError.self, "\(title.debugDescription)") {
                try list.add(Subscription(url: "https://a.example/", title: title))
            }
        }
        for tag in ["two\nlines", "~title", "!hidden", "", "tab\there"] {
            #expect(throws: SubscriptionError.self, "\(tag.debugDescription)") {
                try list.add(Subscription(url: "https://a.example/", tags: [tag]))
            }
        }
        #expect(list.text == "")
    }

    /// Titles and folders from OPML are names: their line breaks and tabs become spaces and
    /// other control characters go, so one feed stays one line.
    @Test func anOPMLTitleOrFolderWithLineBreaksBecomesOneLine() throws {
        let opml = """
            <opml version="2.0"><body>
              <outline text="Folder&#10;exec:touch /tmp/pwned">
                <outline type="rss" title="Title&#10;exec:touch /tmp/pwned&#13;&#9;end" xmlUrl="https://a.example/feed"/>
              </outline>
            </body></opml>
            """
        var list = SubscriptionList()
        for subscription in try OPML.parse(Data(opml.utf8)) { try list.add(subscription) }
        #expect(list.text == "https://a.example/feed \"Folder exec:touch /tmp/pwned\" \"~Title exec:touch /tmp/pwned end\"\n")
        #expect(SubscriptionList(parsing: list.text).subscriptions == list.subscriptions)
    }

    /// Quotes, backslashes, `#`, `~`, `!` and other scripts inside tags and titles are quoted,
    /// and read back the same (a `reload:` interval too): by Adder, and by newsboat itself (its `-e` prints the URLs and
    /// titles it read, in OPML). .ci/run installs newsboat.
    @Test func whatAdderWritesNewsboatReadsTheSame() throws {
        let folder = TemporaryDirectory("adder-newsboat")
        let backticks = "`touch \(folder.file("pwned").path)`"  // newsboat runs these in its config file, not in urls
        let subscriptions = [
            Subscription(url: "https://a.example/feed?x=1&y=2#frag", tags: ["two words", "say \"hi\"", "back\\slash", "#hash", "ü"],
                         title: "A \"quoted\" \\ title # not a comment ~ 牛乳"),
            Subscription(url: "http://b.example/rss", tags: ["exec:touch", "query:x"], title: "~tilde !bang"),
            Subscription(url: "https://c.example/", title: "\u{202E}reversed"),
            Subscription(url: "https://d.example/", tags: [backticks], title: "run \(backticks)"),
            // A reload interval is one more tag to newsboat: the line, its URL and title still read.
            Subscription(url: "https://e.example/feed", tags: ["news"], title: "Timed", reloadInterval: 7200),
            Subscription(url: "https://f.example/feed", reloadInterval: 90 * 60),
        ]
        var list = SubscriptionList()
        for subscription in subscriptions { try list.add(subscription) }
        #expect(SubscriptionList(parsing: list.text).subscriptions == subscriptions)

        try Data(list.text.utf8).write(to: folder.file("urls"))
        let exported = try Self.newsboatExport(urls: folder.file("urls"), in: folder)
        let read = try OPML.parse(Data(exported.utf8))
        #expect(read.map(\.url) == subscriptions.map(\.url))
        #expect(read.map(\.title) == subscriptions.map(\.title))
        #expect(!FileManager.default.fileExists(atPath: folder.file("pwned").path))
    }

    /// `newsboat -u URLS -e`: the feeds newsboat reads from a urls file, as OPML, without fetching.
    static func newsboatExport(urls: URL, in folder: TemporaryDirectory) throws -> String {
        let newsboat = URL(fileURLWithPath: "/usr/bin/newsboat")
        guard FileManager.default.isExecutableFile(atPath: newsboat.path) else {
            Issue.record("newsboat is not installed (apt-get install newsboat; .ci/run installs it)")
            return ""
        }
        let process = Process()
        process.executableURL = newsboat
        process.arguments = ["-u", urls.path, "-c", folder.file("cache.db").path, "-C", "/dev/null", "-e"]
        process.environment = ["HOME": folder.url.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Issue 17, item 6: an export is valid XML and inert on a terminal whatever the titles hold.
@Suite struct OPMLExportSafetyTests {
    static let everyControl = String(String.UnicodeScalarView(
        ((0..<0x20).map { $0 } + (0x7F...0x9F).map { $0 } + [0x200E, 0x202E, 0x2066, 0xFFFE, 0xFFFF]).compactMap(Unicode.Scalar.init)))

    @Test func anExportOfTitlesWithEveryControlCharacterIsValidXMLAndInert() throws {
        let title = "Start \(Self.everyControl) & <end> \"q\""
        let subscriptions = [Subscription(url: "https://a.example/feed", tags: ["tag \(Self.everyControl)"], title: title),
                             Subscription(url: "https://b.example/feed")]
        let document = OPML.document(subscriptions, titles: ["https://b.example/feed": "\u{1B}]2;PWN\u{07}feed"],
                                     documentTitle: "Mine\u{1B}[2J")
        let raw = document.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || [0x200E, 0x202E, 0x2066].contains($0.value)
        }
        #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
        let read = try OPML.parse(Data(document.utf8))
        #expect(read.map(\.url) == subscriptions.map(\.url))
        let readable = "\u{200E}\u{202E}\u{2066}"  // bidi marks are kept (as references); controls go
        #expect(read[0].title == "Start \(readable) & <end> \"q\"")
        #expect(read[0].tags == ["tag \(readable)"])
        #expect(read[1].title == "]2;PWNfeed")
    }

    @Test func anExportImportsBackAsTheSameFeeds() throws {
        let subscriptions = [
            Subscription(url: "https://a.example/feed?x=1&y=2", tags: ["news", "say \"hi\""], title: "A <b>bold</b> & 'quoted' \\ title"),
            Subscription(url: "https://b.example/feed", tags: ["news", "牛乳"], title: "\u{202E}reversed ✓"),
            Subscription(url: "https://c.example/feed"),
        ]
        var list = SubscriptionList()
        for subscription in try OPML.parse(Data(OPML.document(subscriptions).utf8)) { try list.add(subscription) }
        #expect(list.subscriptions == subscriptions)
    }
}

/// Issue 17, item 10: a bad line of 200 KB is not repeated whole in the error.
@Suite struct SubscriptionErrorLengthTests {
    @Test func aLongBadLineIsShortenedInTheError() throws {
        let folder = TemporaryDirectory("adder-feeds-file")
        let file = folder.file("feeds")
        let long = "gopher://" + String(repeating: "x", count: 200_000)
        try Data("https://a.example/\n\(long) tag\nhttps://a.example/\(String(repeating: "y", count: 200_000))\n".utf8).write(to: file)
        // A bad line is kept and named; the valid lines still load (issue 19, item 5).
        let problems = try SubscriptionFile(url: file).load().problems
        #expect(problems.count == 1)
        let error = try #require(problems.first)
        #expect(error.description.count < 400, "\(error.description.prefix(500))")
        #expect(error.description.hasPrefix("\(file.path), line 2: “gopher://xxx"))
        #expect(error.description.hasSuffix("xxx (200009 bytes)” is not an http or https URL"))
        var list = SubscriptionList()
        let longURL = "https://a.example/" + String(repeating: "z", count: 200_000)
        try list.add(Subscription(url: longURL))
        do {
            try list.add(Subscription(url: longURL))
        } catch {
            #expect(error.description.count < 400)
        }
    }
}
