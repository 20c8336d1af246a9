@testable import App
import Entities
import Foundation
import News
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// S, | and e through the whole app on a real cache, files in a temporary home folder and a
/// spy for the commands. Golden files: __Snapshots__/NewsOutputSnapshotTests/.
@MainActor
@Suite("News screens: saving, piping, attachments")
struct NewsOutputSnapshotTests {
    let folder = TemporaryDirectory("adder-news-output-screens")
    let runner = CommandRunnerSpy()
    static let size = Size(columns: 120, rows: 24)

    static let feeds = [
        NewsFixtures.FeedSpec(url: "https://radio.example/feed", title: "Night Radio", items: [
            { var item = NewsFixtures.item("ep12", "Episode 12: the lighthouse keepers", hoursAgo: 1,
                                           html: "<p>Two keepers talk about <a href=\"https://radio.example/notes/12\">fifty winters</a>.</p>")
              item.enclosures = [Enclosure(url: "https://cdn.radio.example/ep12.mp3", type: "audio/mpeg", length: 48_213_504),
                                 Enclosure(url: "https://cdn.radio.example/ep12-transcript.pdf", type: "application/pdf", length: 88_100)]
              return item }(),
            NewsFixtures.item("ep11", "Episode 11: harbour songs", hoursAgo: 30),
        ]),
    ]

    private var savedFolder: URL { folder.url.appendingPathComponent("saved", isDirectory: true) }

    private func screen(keys: String) throws -> Screen {
        var dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: []), clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.news = .library(try NewsFixtures.library(in: folder, feeds: Self.feeds))
        dependencies.homeFolder = folder.url
        dependencies.articleOutput.saveFolder = "~/saved"
        dependencies.articleOutput.enclosureCommand = ["mpv", "{url}"]
        dependencies.commandRunner = runner
        dependencies.savesArticles = true
        try FileManager.default.createDirectory(at: savedFolder, withIntermediateDirectories: true)
        let terminal = InMemoryTerminal(size: Self.size, keys: try KeyNotation.parse(keys))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
        return try #require(terminal.lastFrame)
    }

    @Test func readerWithAttachments() throws {
        assertSnapshot(of: try screen(keys: "2jj<Enter><Enter>"), as: .screen)
    }

    @Test func savePromptWithTheDefaultName() throws {
        assertSnapshot(of: try screen(keys: "2jj<Enter><Enter>S"), as: .screen)
    }

    @Test func saved() throws {
        assertSnapshot(of: try screen(keys: "2jj<Enter><Enter>S<Enter>"), as: .screen)
        let text = try String(contentsOf: savedFolder.appendingPathComponent("Episode 12 the lighthouse keepers.txt"), encoding: .utf8)
        #expect(text.hasPrefix("Title: Episode 12: the lighthouse keepers\nFeed: Night Radio\n"))
        #expect(text.contains("\nAttachments\n• https://cdn.radio.example/ep12.mp3 (audio/mpeg, 48.2\u{00A0}MB)"))
    }

    @Test func overwriteQuestion() throws {
        try FileManager.default.createDirectory(at: savedFolder, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: savedFolder.appendingPathComponent("Episode 12 the lighthouse keepers.txt"))
        assertSnapshot(of: try screen(keys: "2jj<Enter><Enter>S<Enter>"), as: .screen)
    }

    @Test func overwriteRefused() throws {
        let file = savedFolder.appendingPathComponent("Episode 12 the lighthouse keepers.txt")
        try FileManager.default.createDirectory(at: savedFolder, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: file)
        assertSnapshot(of: try screen(keys: "2jj<Enter><Enter>S<Enter>n"), as: .screen)
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine\n")
    }

    @Test func pipePrompt() throws {
        assertSnapshot(of: try screen(keys: "2jj<Enter>|wc -c"), as: .screen)
    }

    @Test func piped() throws {
        assertSnapshot(of: try screen(keys: "2jj<Enter>|wc -c<Enter>"), as: .screen)
        #expect(runner.runs.map(\.arguments) == [["wc", "-c"]])
    }

    @Test func pipeFailed() throws {
        runner.ending = .couldNotStart("No such file or directory")
        assertSnapshot(of: try screen(keys: "2jj<Enter><Enter>|wcc -c<Enter>"), as: .screen)
    }

    @Test func attachmentsHandedOver() throws {
        assertSnapshot(of: try screen(keys: "2jj<Enter><Enter>e"), as: .screen)
        #expect(runner.runs.map(\.arguments) == [["mpv", "https://cdn.radio.example/ep12.mp3"],
                                                 ["mpv", "https://cdn.radio.example/ep12-transcript.pdf"]])
    }

    /// The cells of each run of one link, as text, and the link.
    private func linkedRuns(_ screen: Screen) -> [String: String] {
        var links: [String: String] = [:]
        for row in 0..<screen.size.rows {
            var column = 0
            while column < screen.size.columns {
                guard let link = screen[row, column].link else { column += 1; continue }
                var text = ""
                while column < screen.size.columns, screen[row, column].link == link { text += screen[row, column].text; column += 1 }
                links[text.trimmingCharacters(in: .whitespaces), default: ""] = link
            }
        }
        return links
    }

    @Test("the reader's links carry their addresses to the screen's cells; no other text does")
    func linksReachTheCells() throws {
        #expect(linkedRuns(try screen(keys: "2jj<Enter><Enter>")) == [
            "https://example.com/ep12": "https://example.com/ep12",
            "fifty winters": "https://radio.example/notes/12",
            "https://cdn.radio.example/ep12.mp3": "https://cdn.radio.example/ep12.mp3",
            "https://cdn.radio.example/ep12-transcript.pdf": "https://cdn.radio.example/ep12-transcript.pdf",
            "https://radio.example/notes/12": "https://radio.example/notes/12",
        ])
    }

    @Test("the link list (L) carries each address to its cells")
    func linkListCells() throws {
        #expect(linkedRuns(try screen(keys: "2jj<Enter><Enter>L")) == ["https://radio.example/notes/12": "https://radio.example/notes/12"])
    }
}
