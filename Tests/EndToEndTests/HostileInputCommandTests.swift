import Foundation
import Testing
import TestSupport

/// Issue 17, items 5-7 end to end: text from arguments, OPML and feed titles never acts on the
/// terminal and never writes a line of its own into the feeds file.
@Suite struct HostileInputCommandTests {
    typealias Outcome = TodoCommandTests.Outcome
    static let setTitle = "\u{1B}]2;ARGPWN\u{07}"

    /// Bytes that would act on a terminal: C0 controls other than line breaks and tabs, DEL, C1 controls.
    static func actsOnATerminal(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value) }
    }

    @Test(arguments: [
        ["news", "list", "--limit", setTitle],
        ["news", "refresh", "--timeout", setTitle],
        [setTitle],
        ["news", setTitle],
        ["config", "--check", setTitle],
        ["todo", "list", "--bad\u{1B}[2J"],
        ["news", "list", "--limit", "1\n\u{1B}[2Jsecond line"],
    ])
    func anArgumentErrorQuotesTheArgumentInert(_ arguments: [String]) async throws {
        let outcome = try await TodoCommandTests.adder(arguments, home: TemporaryDirectory("adder-hostile"))
        #expect(outcome.status != 0)
        #expect(outcome.errors.hasPrefix("adder: "), "\(outcome)")
        #expect(!Self.actsOnATerminal(outcome.errors) && !Self.actsOnATerminal(outcome.output), "\(outcome)")
        #expect(outcome.errors.contains("^["), "the argument is shown visibly: \(outcome)")
        #expect(outcome.errors.split(separator: "\n").count == 1, "one sentence: \(outcome)")
    }

    @Test func feedsAddRefusesALineBreakAndWritesNothing() async throws {
        let home = TemporaryDirectory("adder-hostile")
        _ = try await TodoCommandTests.succeed(["feeds", "add", "https://kept.example/feed"], home: home)
        let before = try Data(contentsOf: home.file("feeds"))
        for arguments in [["feeds", "add", "http://x.example/a.xml\nexec:touch /tmp/x"],
                          ["feeds", "add", "https://a.example/", "--title", "T\nexec:touch /tmp/x"],
                          ["feeds", "add", "https://a.example/", "--tag", "t\nexec:touch /tmp/x"]] {
            let outcome = try await TodoCommandTests.adder(arguments, home: home)
            #expect(outcome.status == 2 && outcome.errors.hasPrefix("adder: ") && outcome.errors.split(separator: "\n").count == 1,
                    "\(outcome)")
            #expect(outcome.errors.contains("^J"), "\(outcome)")
        }
        #expect(try Data(contentsOf: home.file("feeds")) == before)
    }

    @Test func anOPMLImportSkipsWhatCannotBeWrittenAndSaysSo() async throws {
        let home = TemporaryDirectory("adder-hostile")
        let opml = home.file("evil.opml")
        try Data(HostileOPML.document.utf8).write(to: opml)
        let imported = try await TodoCommandTests.succeed(["feeds", "import", opml.path], home: home)
        #expect(imported.hasPrefix("Added 1 feed from \(opml.path); skipped 3 that cannot be written to the feeds file safely ("),
                "\(imported)")
        #expect(try String(contentsOf: home.file("feeds"), encoding: .utf8) == "https://fine.example/feed \"~Fine one\"\n")
        #expect(try await TodoCommandTests.succeed(["feeds", "list"], home: home).contains("Fine one"))
    }

    /// A title that holds escape sequences (written by hand, or the feed's own): the export is
    /// valid XML, inert on a terminal, and imports back as the same feeds.
    @Test func exportIsValidXMLInertAndImportsBackTheSame() async throws {
        let home = TemporaryDirectory("adder-hostile")
        let hostile = "A\u{1B}]2;PWN\u{07}\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J \u{9B}31m \u{7F}\u{202E}B & <c> 'd'"
        try Data("https://a.example/feed \"~\(hostile)\" \"tag\u{1B}[1m\"\nhttps://b.example/feed\n".utf8).write(to: home.file("feeds"))
        let exported = try await TodoCommandTests.succeed(["feeds", "export"], home: home)
        #expect(!Self.actsOnATerminal(exported))
        #expect(!exported.contains("\u{202E}"))

        let other = TemporaryDirectory("adder-hostile")
        let file = other.file("exported.opml")
        try Data(exported.utf8).write(to: file)
        let imported = try await TodoCommandTests.succeed(["feeds", "import", file.path], home: other)
        #expect(imported == "Added 2 feeds from \(file.path).\n")
        let original = try await NewsCommandTests.json(["feeds", "list", "--json"], home: home)
        let copy = try await NewsCommandTests.json(["feeds", "list", "--json"], home: other)
        #expect(copy.map { $0["url"] } == original.map { $0["url"] })
        #expect(copy[1] == original[1])
        #expect(copy[0]["title"] == "A]2;PWN]52;c;cHduZWQ=[2J 31m \u{202E}B & <c> 'd'")
        #expect(copy[0]["tags"] == ["tag[1m"])
    }
}
