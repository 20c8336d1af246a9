@testable import App
@testable import Basics
@testable import Settings
import Entities
import Foundation
import News
import Testing
import TestSupport

/// `ArticleOutput` on a real cache and real files in a temporary folder (the home folder of
/// these tests); commands go to a spy, except where a real process is the point.
@MainActor
@Suite("Saving, piping and attachments on a real cache and real files")
struct ArticleOutputTests {
    let folder = TemporaryDirectory("adder-article-output")
    let runner = CommandRunnerSpy()

    static let hostileTitle = "Storm / \u{1B}]0;owned\u{07} over ../Metropolis"
    static let feed = NewsFixtures.FeedSpec(url: "https://planet.example/feed", title: "Daily Planet", items: [
        NewsFixtures.item("storm", hostileTitle, hoursAgo: 1,
                          html: "<p>Wind <a href=\"https://example.com/forecast\">forecast</a>.</p><p>\u{1B}[31mred\u{1B}[0m</p>",
                          author: "Lois Lane"),
        { var item = NewsFixtures.item("pod", "Episode 12", hoursAgo: 2)
          item.enclosures = [Enclosure(url: "https://cdn.example/ep12.mp3", type: "audio/mpeg", length: 12_345_678),
                             Enclosure(url: "https://cdn.example/ep12.pdf", type: "application/pdf", length: 900)]
          return item }(),
        { var item = NewsFixtures.item("bad", "Bad attachment", hoursAgo: 3)
          item.enclosures = [Enclosure(url: "file:///etc/passwd", type: "audio/mpeg", length: nil)]
          return item }(),
    ])

    private func output(_ configure: (inout ArticleOutputSettings) -> Void = { _ in }) throws -> (ArticleOutput, [Article]) {
        let session = NewsSession(library: try NewsFixtures.library(in: folder, feeds: [Self.feed]), work: BackgroundWork())
        var settings = ArticleOutputSettings()
        settings.saveFolder = "~/saved"
        configure(&settings)
        let render = ArticleFileText(dates: DateText(now: Fixtures.now, timeZone: Fixtures.utc), keys: Keymap.standard.names).text
        let output = ArticleOutput(session: session, settings: settings, runner: runner, home: folder.url, savesFiles: true, render: render)
        return (output, try session.articles(ArticleQuery(), offset: 0, limit: 10))
    }

    private var saved: URL { folder.url.appendingPathComponent("saved", isDirectory: true) }

    @Test("the suggested name is the title made safe: no folders, no escapes, no hidden file")
    func suggestedName() throws {
        let (output, articles) = try output()
        #expect(output.suggestedPath(for: articles[0]) == "~/saved/Storm 0 owned over .. Metropolis.txt")
        #expect(SavePaths.fileName(for: "...") == "article.txt")
        #expect(SavePaths.fileName(for: "-rf ./x") == "rf . x.txt")
        #expect(SavePaths.fileName(for: "日本語のニュース") == "日本語のニュース.txt")
    }

    /// The title's escape sequence shows visibly (`^[`); the body's lost its ESC in the HTML reader.
    @Test("saving writes the header and the reader's text; the escape sequences are inert")
    func saveWritesText() throws {
        let (output, articles) = try output()
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        let outcome = output.save(articles[0], to: output.suggestedPath(for: articles[0]), overwrite: false)
        let file = saved.appendingPathComponent("Storm 0 owned over .. Metropolis.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(outcome == .done("Saved “\(articles[0].title)” to ~/saved/Storm 0 owned over .. Metropolis.txt (\(text.utf8.count) bytes)."))
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text == """
            Title: Storm / ^[]0;owned^G over ../Metropolis
            Feed: Daily Planet
            Author: Lois Lane
            Date: 2026-01-02 08:00 GMT
            Link: https://example.com/storm

            Wind forecast [1].

            [31mred[0m

            Links
            [1] https://example.com/forecast

            """)
    }

    @Test("a file already there is never replaced unasked; asked, it is")
    func neverOverwritesUnasked() throws {
        let (output, articles) = try output()
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        let file = saved.appendingPathComponent("mine.txt")
        try Data("my notes\n".utf8).write(to: file)
        #expect(output.save(articles[0], to: "mine.txt", overwrite: false) == .exists("~/saved/mine.txt"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "my notes\n")
        guard case .done = output.save(articles[0], to: "~/saved/mine.txt", overwrite: true) else {
            Issue.record("the asked-for overwrite did not happen")
            return
        }
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("Title: Storm"))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: saved.path) == ["mine.txt"])
    }

    /// As root, a confirmed `S` once replaced /dev/null or a FIFO with a regular file.
    @Test("only regular files are replaced: a pipe, a link or a device is named and kept, asked or not")
    func onlyRegularFilesAreReplaced() throws {
        let (output, articles) = try output()
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        #expect(mkfifo(saved.appendingPathComponent("pipe").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: saved.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
        for overwrite in [false, true] {
            #expect(output.save(articles[0], to: "pipe", overwrite: overwrite)
                == .failed("~/saved/pipe is a named pipe, not a regular file; nothing was saved."))
            #expect(output.save(articles[0], to: "null", overwrite: overwrite)
                == .failed("~/saved/null is a symbolic link, not a regular file; nothing was saved."))
            #expect(output.save(articles[0], to: "/dev/null", overwrite: overwrite)
                == .failed("/dev/null is a device, not a regular file; nothing was saved."))
        }
        #expect(NonRegularFile.kind(at: saved.appendingPathComponent("pipe")) == "a named pipe" && NonRegularFile.kind(at: saved) == "a folder")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: saved.appendingPathComponent("null").path) == "/dev/null")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("save-folder and typed paths: ~ is home, relative starts in the save folder, shown as typed")
    func paths() {
        let home = URL(fileURLWithPath: "/home/me")
        let relative = SavePaths(home: home, folder: "news")
        #expect(relative.folderURL.path == "/home/me/news")
        #expect(relative.resolve("a.txt", suggestedName: "x.txt").path == "/home/me/news/a.txt")
        #expect(relative.resolve("~/b.txt", suggestedName: "x.txt").path == "/home/me/b.txt")
        #expect(relative.resolve("/srv/c.txt", suggestedName: "x.txt").path == "/srv/c.txt")
        #expect(relative.resolve("  ", suggestedName: "x.txt").path == "/home/me/news/x.txt")
        #expect(relative.resolve("sub/", suggestedName: "x.txt").path == "/home/me/news/sub/x.txt")
        #expect(relative.display(URL(fileURLWithPath: "/home/me/news/a.txt")) == "~/news/a.txt")
        #expect(relative.display(URL(fileURLWithPath: "/home/meow/a.txt")) == "/home/meow/a.txt")
        #expect(SavePaths(home: home, folder: "~").folderURL.path == "/home/me")
        #expect(SavePaths(home: home, folder: "/data/news").folderURL.path == "/data/news")
    }

    @Test("without hard links, a new file is still never a replacement (O_EXCL in place)")
    func writeInPlace() throws {
        let file = folder.file("in-place.txt")
        #expect(try NewFile.writeInPlace(Data("one\n".utf8), to: file) == .written)
        #expect(try NewFile.writeInPlace(Data("two\n".utf8), to: file) == .exists)
        #expect(try String(contentsOf: file, encoding: .utf8) == "one\n")
    }

    @Test("a folder that does not exist is named, and nothing is created")
    func missingFolder() throws {
        let (output, articles) = try output()
        #expect(output.save(articles[0], to: "~/nowhere/x.txt", overwrite: false)
                == .failed("The folder ~/nowhere does not exist; nothing was saved."))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("nowhere").path))
    }

    @Test("a folder typed as the path gets the suggested name inside it")
    func folderGetsTheName() throws {
        let (output, articles) = try output()
        guard case .done = output.save(articles[1], to: "~/", overwrite: false) else {
            Issue.record("not saved")
            return
        }
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Episode 12.txt").path))
    }

    @Test("the pipe command is split into words without a shell; the text goes only to stdin")
    func pipeWithoutAShell() throws {
        let (output, articles) = try output()
        let outcome = output.pipe(articles[0], to: #"grep -c 'over the' "a \"b\"" $HOME;rm"#)
        let run = try #require(runner.runs.first)
        #expect(run.arguments == ["grep", "-c", "over the", #"a "b""#, "$HOME;rm"])
        #expect(run.input?.hasPrefix("Title: Storm / ^[]0;owned^G") == true)
        #expect(runner.showedOutput == [true], "what the command prints stays until Enter")
        let bytes = run.input?.utf8.count ?? 0
        #expect(outcome == .done(#"Piped “\#(articles[0].title)” (\#(bytes) bytes) to grep -c 'over the' "a \"b\"" $HOME;rm: it exited with status 0."#))
    }

    @Test("pipe-shell in config.toml gets the command whole")
    func pipeThroughTheConfiguredShell() throws {
        let (output, articles) = try output { $0.pipeShell = ["/bin/sh", "-c"] }
        _ = output.pipe(articles[0], to: "wc -c | tr -d ' '")
        #expect(runner.runs.first?.arguments == ["/bin/sh", "-c", "wc -c | tr -d ' '"])
    }

    @Test("a command that fails, an unclosed quote and an empty command are each one sentence")
    func pipeFailures() throws {
        let (output, articles) = try output()
        runner.ending = .exited(2)
        #expect(output.pipe(articles[0], to: "grep x") == .failed("grep x exited with status 2."))
        runner.ending = .couldNotStart("No such file or directory")
        #expect(output.pipe(articles[0], to: "nosuch") == .failed("nosuch could not be started (No such file or directory)."))
        #expect(output.pipe(articles[0], to: "grep 'x") == .failed("The command has a ' that is never closed. Nothing was piped."))
        #expect(output.pipe(articles[0], to: "  ") == .failed("No command was given; nothing was piped."))
        #expect(runner.runs.count == 2)
    }

    @Test("e runs enclosure-command once per attachment, {url} replaced, in order")
    func attachments() throws {
        let (output, articles) = try output { $0.enclosureCommand = ["mpv", "--title={url}", "{url}"] }
        let outcome = output.openAttachments(of: articles[1])
        #expect(runner.runs.map(\.arguments) == [
            ["mpv", "--title=https://cdn.example/ep12.mp3", "https://cdn.example/ep12.mp3"],
            ["mpv", "--title=https://cdn.example/ep12.pdf", "https://cdn.example/ep12.pdf"],
        ])
        #expect(runner.runs.allSatisfy { $0.input == nil })
        #expect(runner.showedOutput == [false, false], "a player gives the screen back at once")
        #expect(outcome == .done("Ran mpv for each of the 2 attachments of “Episode 12”; each exited with status 0."))
    }

    @Test("the address is added at the end when no word holds {url}; a failure stops the queue")
    func attachmentQueueStops() throws {
        let (output, articles) = try output { $0.enclosureCommand = ["yt-dlp"] }
        runner.ending = .exited(1)
        #expect(output.openAttachments(of: articles[1])
                == .failed("yt-dlp https://cdn.example/ep12.mp3 exited with status 1; 1 more attachment was not handed over."))
        #expect(runner.runs.map(\.arguments) == [["yt-dlp", "https://cdn.example/ep12.mp3"]])
    }

    @Test("an attachment that is not http(s) is never handed over; no attachments is a sentence")
    func attachmentsRefused() throws {
        let (output, articles) = try output()
        #expect(output.openAttachments(of: articles[2]) == .failed("Attachment 1's address is not an http(s) address; xdg-open was not run for it."))
        #expect(output.openAttachments(of: articles[0]) == .failed("This article has no attachments."))
        #expect(runner.runs.isEmpty)
        #expect(AttachmentAddress.validated("https://a.example/x y.mp3") == nil)
        #expect(AttachmentAddress.validated("https://a.example/\u{1B}[2J") == nil)
        #expect(AttachmentAddress.validated("https:///nohost") == nil)
        #expect(AttachmentAddress.validated("HTTPS://a.example/ok.mp3?x=1") == "HTTPS://a.example/ok.mp3?x=1")
    }

    @Test("a real program gets the text on its standard input (dd writes it to a file)")
    func realProcessReadsStandardInput() throws {
        let target = folder.url.appendingPathComponent("piped.txt")
        let real = ForegroundCommandRunner(suspend: { $0() })
        let text = String(repeating: "a line of the article\n", count: 10_000)  // beyond a pipe's 64 KiB
        #expect(real.run(["dd", "of=\(target.path)", "status=none"], input: Data(text.utf8), showingOutput: false) == .exited(0))
        #expect(try String(contentsOf: target, encoding: .utf8) == text)
        #expect(real.run(["/nonexistent/program"], input: Data(), showingOutput: false) == .couldNotStart("No such file or directory"))
    }
}

@Suite("Command words and sizes")
struct CommandWordsTests {
    @Test("words split as a shell splits them, and nothing else a shell does")
    func splitting() throws {
        #expect(try CommandWords.split("  less  -R ") == ["less", "-R"])
        #expect(try CommandWords.split(#"a 'b c' "d \"e\" \n" f\ g '' """#) == ["a", "b c", #"d "e" \n"#, "f g", "", ""])
        #expect(try CommandWords.split("x | y > z; $(rm) `id`") == ["x", "|", "y", ">", "z;", "$(rm)", "`id`"])
        #expect(throws: CommandWords.Failure.self) { try CommandWords.split(#"a "b"#) }
        #expect(throws: CommandWords.Failure.self) { try CommandWords.split(#"a\"#) }
    }

    @Test("sizes in human units, a no-break space before the unit")
    func sizes() {
        #expect(ByteCountText.text(48_213_504) == "48.2\u{00A0}MB")
        #expect(ByteCountText.text(1) == "1\u{00A0}byte")
        #expect(ByteCountText.text(999) == "999\u{00A0}bytes")
        #expect(ByteCountText.text(1000) == "1\u{00A0}kB")
        #expect(ByteCountText.text(12_345_678) == "12.3\u{00A0}MB")
        #expect(ByteCountText.text(345_600_000) == "346\u{00A0}MB")
        #expect(ByteCountText.text(1_500_000_000) == "1.5\u{00A0}GB")
        #expect(ByteCountText.text(999_600) == "1\u{00A0}MB")
        #expect(ByteCountText.text(999_400) == "999\u{00A0}kB")
    }
}
