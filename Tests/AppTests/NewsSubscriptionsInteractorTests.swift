@testable import App
import Basics
import Entities
import Foundation
import News
import Terminal
import TestSupport
import Testing

/// Writes what it is given into the file it is asked to edit, as a user's editor would.
final class FileEditorStub: FileEditing {
    var newText: String?
    var failure: TextEditingError?
    private(set) var edited: [URL] = []

    func edit(fileAt url: URL) throws(TextEditingError) {
        edited.append(url)
        if let newText { try? newText.write(to: url, atomically: true, encoding: .utf8) }
        if let failure { throw failure }
    }
}

/// Issue 22, item 8: `E` (the feeds file in $EDITOR) and `a` (subscribe from a prompt), on a real
/// cache and feeds file in a temporary folder, fetching from a real server on 127.0.0.1.
@MainActor
@Suite("Subscriptions from the feeds pane: the feeds file edited or added to, then applied")
struct NewsSubscriptionsInteractorTests {
    let folder = TemporaryDirectory("adder-news-subscriptions")
    let editor = FileEditorStub()
    let server: LoopbackFeedServer

    init() throws {
        server = try LoopbackFeedServer()
    }

    private var feedsFile: URL { NewsFixtures.paths(in: folder).feedsFile }
    private func url(_ path: String) -> String { server.url(path).absoluteString }

    /// Two feeds subscribed (one, two) with their articles, and the feeds interactor on them.
    private func start(editor: FileEditorStub? = nil) throws -> (NewsFeedsInteractor, NewsFeedsOutputSpy, NewsSession) {
        let specs = [NewsFixtures.FeedSpec(url: url("/etag/one"), title: "one", items: NewsFixtures.numberedItems(2)),
                     NewsFixtures.FeedSpec(url: url("/etag/two"), title: "two", items: NewsFixtures.numberedItems(1))]
        let session = NewsSession(library: try NewsFixtures.library(in: folder, feeds: specs), work: BackgroundWork())
        let interactor = NewsFeedsInteractor(sessions: NewsSessionSlot(session: session), fileEditor: editor)
        let output = NewsFeedsOutputSpy()
        interactor.output = output
        return (interactor, output, session)
    }

    private func settle(_ session: NewsSession) {
        let deadline = Date().addingTimeInterval(60)
        while session.work.hasPendingWork, Date() < deadline {
            _ = session.work.wakeUp.wait(timeoutMilliseconds: 1000)
            session.work.deliverPosted()
        }
    }

    private func fileText() throws -> String { try String(contentsOf: feedsFile, encoding: .utf8) }

    @Test("E: a bad line is named in one sentence, every other line applies, the new feed is fetched, and the file is the user's text")
    func editWithABadLine() throws {
        let (interactor, output, session) = try start(editor: editor)
        let userText = "\(url("/etag/one")) news\nnot a url\n\(url("/etag/three")) \"~Third\"\n"
        editor.newText = userText
        interactor.editFeedsFile()
        settle(session)
        #expect(editor.edited == [feedsFile])
        #expect(output.failures == [
            "\(feedsFile.path), line 2: “not” is not an http or https URL. "
                + "The other lines apply: 1 feed added, 1 removed (2 in all). Fetching it now.",
        ])
        let feeds = try session.feeds()
        #expect(feeds.map(\.url) == [url("/etag/one"), url("/etag/three")])
        #expect(feeds.map(\.tags) == [["news"], []])
        #expect(feeds[1].title == "Third" && feeds[1].articleCount > 0)
        #expect(try fileText() == userText)
        #expect(output.contents.last?.feedsFileProblem?.contains("line 2") == true)
        #expect(output.refreshes.last?.finished == true)
    }

    @Test("E: a file that reads whole says what changed")
    func editCleanly() throws {
        let (interactor, output, session) = try start(editor: editor)
        editor.newText = "\(url("/etag/two"))\n"
        interactor.editFeedsFile()
        settle(session)
        #expect(output.sentences == ["Applied the feeds file: 0 feeds added, 1 removed (1 in all)."])
        #expect(output.failures.isEmpty)
        #expect(try session.feeds().map(\.url) == [url("/etag/two")])
        #expect(output.contents.last?.feeds.count == 1)
    }

    @Test("E: an editor that fails is said first, and the file as it stands applies")
    func editorFails() throws {
        let (interactor, output, session) = try start(editor: editor)
        editor.failure = TextEditingError("The editor exited with status 1 (“vi”).")
        interactor.editFeedsFile()
        settle(session)
        #expect(output.failures == ["The editor exited with status 1 (“vi”). The feeds file as it stands applies: "
                                    + "0 feeds added, 0 removed (2 in all)."])
    }

    @Test("E without a terminal to hand over says so and runs nothing")
    func noEditor() throws {
        let (interactor, output, _) = try start(editor: nil)
        interactor.editFeedsFile()
        #expect(output.failures == ["There is no terminal to run an editor in."])
    }

    @Test("a: the URL (tags after it) is appended to the file, subscribed, and that feed alone fetched at once")
    func addAFeed() throws {
        let (interactor, output, session) = try start()
        let before = try fileText()
        interactor.addFeed("\(url("/etag/three")) news tech")
        settle(session)
        #expect(output.added == [url("/etag/three")])
        #expect(output.sentences == ["Subscribed to \(url("/etag/three")). Fetching it now."])
        #expect(try fileText() == before + "\(url("/etag/three")) news tech\n")
        let three = try #require(try session.feeds().last)
        #expect(three.url == url("/etag/three") && three.tags == ["news", "tech"] && three.articleCount > 0)
        let last = try #require(output.refreshes.last)
        #expect(last.finished && last.status.total == 1)
        #expect(try session.feeds().map(\.articleCount).prefix(2) == [2, 1])  // the others were not fetched
    }

    @Test("a: what `adder feeds add` refuses is refused with its sentence, and the file is unchanged",
          arguments: [("ftp://example.com/feed", "“ftp://example.com/feed” is not an http or https URL."),
                      ("ONE", "is already subscribed.")])
    func addRefused(line: String, sentence: String) throws {
        let (interactor, output, session) = try start()
        let before = try fileText()
        interactor.addFeed(line == "ONE" ? url("/etag/one") : line)
        settle(session)
        #expect(output.failures.count == 1)
        #expect(output.failures.first?.hasSuffix(sentence) == true, "\(output.failures)")
        #expect(output.added.isEmpty)
        #expect(try fileText() == before)
    }

    @Test("a: a feeds file with a line Adder cannot read is not rewritten; the sentence names the line")
    func addToAFileWithABadLine() throws {
        let (interactor, output, session) = try start()
        let userText = "\(url("/etag/one"))\n\"unclosed\n"
        try userText.write(to: feedsFile, atomically: true, encoding: .utf8)
        interactor.addFeed(url("/etag/three"))
        settle(session)
        #expect(output.failures == ["\(feedsFile.path), line 2: a quote is not closed; the file was not changed."])
        #expect(try fileText() == userText)
    }
}
