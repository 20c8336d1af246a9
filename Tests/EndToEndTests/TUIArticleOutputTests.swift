import Foundation
import Testing
import TestSupport

/// The real binary in tmux: S saves the reader's article to a file (and asks before replacing
/// it), | pipes its text to a program with no shell in between, and the reader's links reach
/// the terminal as OSC 8 hyperlinks without moving a single visible cell.
@Suite(.onOwnThreads) struct TUIArticleOutputTests {
    /// Enough paragraphs that the reader scrolls, each with a link.
    static let html = (1...12).map { number in
        "<p>Paragraph \(number): the wind rose over the bay, see <a href=\"https://example.com/notes/\(number)\">note \(number)</a>.</p>"
    }.joined()

    static let feeds = [NewsFixtures.FeedSpec(url: "https://planet.example/feed", title: "Daily Planet", items: [
        NewsFixtures.item("storm", "Storm over Metropolis", hoursAgo: 1, html: html),
    ])]

    /// A data folder with the cache and feeds file, and `config` as config.toml.
    private static func home(_ name: String, config: String) throws -> TemporaryDirectory {
        let home = TemporaryDirectory(name)
        _ = try NewsFixtures.library(in: home, feeds: feeds)
        try config.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        return home
    }

    @Test func saveAndPipeFromTheReader() async throws {
        let scratch = TemporaryDirectory("adder-e2e-saved")
        let home = try Self.home("adder-e2e-save", config: "[news]\nsave-folder = \"\(scratch.url.path)\"\n")
        let piped = scratch.file("piped copy.txt")
        // Wide enough for the sentences that name the temporary folder.
        let report = try await withAdderInTmux(columns: 170, rows: 30, home: home) { pane in
            let session = pane.session
            try session.press("2")
            try await session.waitForScreen(containing: "Daily Planet")
            try session.press("j", "j", "Enter")
            try await session.waitForScreen(containing: "Storm over Metropolis")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Paragraph 1:")
            try session.type("S")
            let prompt = try await session.waitForScreen(containing: "Save the article to: \(scratch.url.path)/")
            #expect(prompt.last?.contains("/Storm over Metropolis.txt ") == true)
            try session.press("Enter")
            try await session.waitForScreen(containing: "Saved “Storm over Metropolis” to")
            try session.type("S")
            try session.press("Enter")
            try await session.waitForScreen(containing: "Storm over Metropolis.txt exists: S again replaces it")
            try session.type("S")
            try await session.waitForScreen(containing: "Saved “Storm over Metropolis” to")
            // Quotes keep the space in the file name; no shell would have been needed for that.
            try session.type("|")
            try await session.waitForScreen(containing: "Pipe the article to:")
            try session.type("dd 'of=\(piped.path)' status=none")
            try session.press("Enter")
            // What the command printed stays on the terminal until Enter, as newsboat's pipe-to does.
            try await session.waitForScreen(containing: "Press Enter to return to Adder.")
            try session.press("Enter")
            try await session.waitForScreen(containing: "to dd 'of=\(piped.path)' status=none: it exited with status 0.")
            // `| wc -l` once printed its count under the screen, which came back over it at once.
            try session.type("|")
            try await session.waitForScreen(containing: "Pipe the article to:")
            try session.press("C-u")  // the prompt offers the last command
            try session.type("wc -l")
            try session.press("Enter")
            // The terminal's own screen still shows dd's prompt at first: wait for wc's count above the new one.
            let (shown, counted) = try await session.pollScreen(timeout: .seconds(10)) { (lines: [String]) in
                lines.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty && $0.trimmingCharacters(in: .whitespaces).allSatisfy(\.isNumber) }
                    && lines.contains("Press Enter to return to Adder.")
            }
            #expect(counted, "the count wc printed stays on the terminal: \(shown)")
            try session.press("Enter")
            try await session.waitForScreen(containing: "to wc -l: it exited with status 0.")
            // The TUI came back whole after handing the terminal over.
            let screen = try session.screen().joined(separator: "\n")
            #expect(screen.contains("Paragraph 1:"))
            try session.press("q", "q", "q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let saved = try String(contentsOf: scratch.file("Storm over Metropolis.txt"), encoding: .utf8)
        #expect(saved.hasPrefix("Title: Storm over Metropolis\nFeed: Daily Planet\n"))
        #expect(saved.contains("[12] https://example.com/notes/12\n"))
        #expect(try String(contentsOf: piped, encoding: .utf8) == saved, "the pipe got the same text as the file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
                == ["Storm over Metropolis.txt", "piped copy.txt"], "no temporary file is left behind")
    }

    /// tmux 3.3a drops OSC 8, so the bytes are read where they leave Adder: `script` records its
    /// pty inside the pane, while tmux shows the screen, which must equal `adder snapshot`'s.
    @Test func hyperlinksReachTheTerminalAndLeaveTheScreenAsItWas() async throws {
        guard let script = TUIProcess.tool("script") else {
            Issue.record("script (util-linux) is not installed; this test needs it")
            return
        }
        let home = try Self.home("adder-e2e-osc8", config: "[news]\nhyperlinks = true\n")
        let scratch = TemporaryDirectory("adder-e2e-osc8-log")
        let log = scratch.file("typescript")
        let adder = try TUIProcess.adderExecutable()
        let keys: [TUIKey] = [.text("2"), .text("j"), .text("j"), .enter, .enter, .space, .text("j")]
        let expected = try adderSnapshot(columns: 100, rows: 24, keys: keys, home: home)
        let seen = try await withTmuxSession(columns: 100, rows: 24, command: [script.path, "-qfec", adder.path, log.path],
                                             environment: adderEnvironment(home: home), scratch: scratch,
                                             socketPrefix: "adder-e2e-osc8") { session in
            try await session.waitForScreen(containing: "Adder")
            // The News tab opens its cache in the background: the feeds must be there before j.
            try keys[0].send(to: session)
            try await session.waitForScreen(containing: "Daily Planet")
            for key in keys.dropFirst() { try key.send(to: session) }
            let screen = try await session.pollScreen { trimmingTrailingSpaces($0) == trimmingTrailingSpaces(expected) }.screen
            try session.press("q", "q", "q")
            return screen
        }
        expectSameScreen(tmux: seen, snapshot: expected, "the reader with links, scrolled")
        // The attributes (SGR) ncurses' terminfo puts around the text do not matter here.
        let bytes = try String(decoding: Data(contentsOf: log), as: UTF8.self)
            .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m|[\u{0E}\u{0F}]", with: "", options: .regularExpression)
        #expect(bytes.contains("\u{1B}]8;;https://example.com/notes/3\u{1B}\\note 3\u{1B}]8;;\u{1B}\\"))
        #expect(bytes.contains("\u{1B}]8;;https://example.com/storm\u{1B}\\"), "the header's link")
        #expect(!bytes.contains("\u{1B}]8;;https://planet.example"), "text that is not a link is never linked")
    }
}

/// `S` wrote into the real home folder with ADDER_HOME set: now its offer starts in ADDER_HOME,
/// unless config.toml says otherwise (`save-folder`, or newsboat's `save-path`).
@Suite struct SaveFolderUnderAdderHomeTests {
    private func offer(config: String?) throws -> (String, TemporaryDirectory) {
        let home = TemporaryDirectory("adder-e2e-save-offer")
        _ = try NewsFixtures.library(in: home, feeds: TUIArticleOutputTests.feeds)
        if let config { try config.write(to: home.file("config.toml"), atomically: true, encoding: .utf8) }
        let rows = try adderSnapshot(columns: 160, rows: 30, keys: [.text("2"), .text("j"), .text("j"), .enter, .enter, .text("S")],
                                     home: home)
        return (rows.joined(separator: "\n"), home)
    }

    @Test func theOfferStartsInAdderHome() throws {
        let (screen, home) = try offer(config: nil)
        #expect(screen.contains(home.url.path + "/"), "\(screen)")
    }

    @Test func savePathIsNewsboatsNameForSaveFolder() throws {
        let (screen, _) = try offer(config: "[news]\nsave-path = \"/srv/news\"\n")
        #expect(screen.contains("/srv/news/"), "\(screen)")
    }
}

@Suite struct SnapshotWritesNoArticleTests {
    @Test("S in adder snapshot saves nothing and says so: a preview leaves the disk as it was")
    func snapshotSavesNothing() throws {
        let home = TemporaryDirectory("adder-e2e-snapshot-save")
        _ = try NewsFixtures.library(in: home, feeds: TUIArticleOutputTests.feeds)
        try "[news]\nsave-folder = \"\(home.url.path)\"\n".write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        let before = try FileManager.default.contentsOfDirectory(atPath: home.url.path).sorted()
        let rows = try adderSnapshot(columns: 120, rows: 30, keys: [.text("2"), .text("j"), .text("j"), .enter, .enter, .text("S"), .enter],
                                     home: home)
        #expect(rows.contains { $0.contains("Nothing is saved here: adder snapshot writes no files.") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).sorted() == before)
    }
}
