@testable import App
import Basics
import Entities
import Foundation
import News
import Terminal
import TestSupport
import Testing
import Todos

@MainActor
@Suite("News interactors on a real SQLite cache in a temporary folder")
struct NewsInteractorTests {
    let folder = TemporaryDirectory("adder-news-interactors")
    let links = LinkOpenerSpy()
    let clipboard = ClipboardSpy()

    static let alpha = NewsFixtures.FeedSpec(url: "https://alpha.example/feed", title: "Alpha", tags: ["tech"], items: [
        NewsFixtures.item("a1", "Alpha one", hoursAgo: 1),
        NewsFixtures.item("a2", "Alpha two", hoursAgo: 2),
        NewsFixtures.item("a3", "Alpha three", hoursAgo: 3),
    ])
    static let beta = NewsFixtures.FeedSpec(url: "https://beta.example/feed", title: "Beta", items: [
        NewsFixtures.item("b1", "Beta one", hoursAgo: 1.5),
        FeedItem(id: "b2", title: "Beta sneaky", link: "javascript:alert(1)", published: Fixtures.now.addingTimeInterval(-9000)),
    ], failure: "HTTP 404 Not Found")

    private func session(_ feeds: [NewsFixtures.FeedSpec] = [alpha, beta], read: Set<String> = [],
                         starred: Set<String> = [], work: BackgroundWork = BackgroundWork()) throws -> NewsSession {
        NewsSession(library: try NewsFixtures.library(in: folder, feeds: feeds, read: read, starred: starred), work: work)
    }

    private func editor() throws -> TodoEditor {
        TodoEditor(history: TodoHistory(store: try Fixtures.store(in: folder)), textEditor: nil,
                   today: { CalendarDay(year: 2026, month: 1, day: 2) })
    }

    private func articles(_ session: NewsSession, todoEditor: TodoEditor? = nil) throws -> (NewsArticlesInteractor, NewsArticlesOutputSpy) {
        let actions = ArticleActions(session: session, todoEditor: try todoEditor ?? editor(), linkOpener: links, clipboard: clipboard)
        let interactor = NewsArticlesInteractor(session: session, actions: actions)
        let output = NewsArticlesOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    private func feeds(_ session: NewsSession) -> (NewsFeedsInteractor, NewsFeedsOutputSpy) {
        let interactor = NewsFeedsInteractor(sessions: NewsSessionSlot(session: session))
        let output = NewsFeedsOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    /// Runs the session's background work (cache writes, refreshes) until it is all delivered.
    private func settle(_ session: NewsSession) {
        let deadline = Date().addingTimeInterval(30)
        while session.work.hasPendingWork, Date() < deadline {
            _ = session.work.wakeUp.wait(timeoutMilliseconds: 1000)
            session.work.deliverPosted()
        }
    }

    /// What the cache file holds, marks not yet written left out.
    private func stored(_ session: NewsSession, titled title: String) throws -> Article {
        try #require(try session.library.cache.articles(ArticleQuery(), offset: 0, limit: 10_000).first { $0.title == title })
    }

    private func article(_ session: NewsSession, titled title: String) throws -> Article {
        try #require(try session.articles(ArticleQuery(), offset: 0, limit: 10_000).first { $0.title == title })
    }

    @Test("the feeds come in file order with their unread counts, the unread total, the starred count and the last failure")
    func feedsWithCounts() throws {
        let session = try session(read: ["Alpha two"], starred: ["Beta one"])
        let (interactor, output) = feeds(session)
        interactor.loadFeeds()
        let content = try #require(output.contents.last)
        #expect(content.feeds.map(\.title) == ["Alpha", "Beta"])
        #expect(content.feeds.map(\.unreadCount) == [2, 2])
        #expect(content.feeds.map(\.tags) == [["tech"], []])
        #expect(content.feeds.map(\.lastError) == [nil, "HTTP 404 Not Found"])
        #expect(content.unreadCount == 4)
        #expect(content.starredCount == 1)
        #expect(content.problem == nil)
    }

    @Test("a page is a window of the list, newest first, with the list's length")
    func pages() throws {
        let session = try session()
        let (interactor, output) = try articles(session)
        interactor.loadPage(ArticleQuery(), offset: 1, limit: 3)
        let page = try #require(output.pages.last)
        #expect(page.total == 5)
        #expect(page.offset == 1)
        #expect(page.articles.map(\.title) == ["Beta one", "Alpha two", "Beta sneaky"])
        #expect(page.articles[0].feedTitle == "Beta")
    }

    @Test("findUnread looks forward and backward across chunks of 500 rows")
    func findUnreadAcrossChunks() throws {
        let many = NewsFixtures.FeedSpec(url: "https://many.example/feed", title: "Many", items: NewsFixtures.numberedItems(1200))
        let unread: Set<String> = ["Article 4", "Article 1101"]
        let everyOther = Set((1...1200).map { "Article \($0)" }).subtracting(unread)
        let session = try session([many], read: everyOther)
        let (interactor, output) = try articles(session)
        let query = ArticleQuery(feedID: try session.feeds()[0].id)
        interactor.findUnread(query, from: -1, forward: true, opens: false)
        interactor.findUnread(query, from: 3, forward: true, opens: false)
        interactor.findUnread(query, from: 1100, forward: true, opens: false)
        interactor.findUnread(query, from: 1200, forward: false, opens: false)
        interactor.findUnread(query, from: 1100, forward: false, opens: false)
        interactor.findUnread(query, from: 3, forward: false, opens: false)
        #expect(output.found == [3, 1100, nil, 1100, 3, nil])
        #expect(output.failures.isEmpty)
    }

    @Test("opening an article marks it read, and the feeds pane hears of it")
    func openMarksRead() throws {
        let session = try session()
        let (feedsInteractor, feedsOutput) = feeds(session)
        let (interactor, output) = try articles(session)
        feedsInteractor.loadFeeds()
        interactor.open(try article(session, titled: "Alpha one"))
        #expect(try article(session, titled: "Alpha one").isRead)
        #expect(output.changes == 1)
        settle(session)
        #expect(try stored(session, titled: "Alpha one").isRead)
        #expect(feedsOutput.contents.last?.feeds.first?.unreadCount == 2)
        #expect(feedsOutput.contents.last?.unreadCount == 4)
        #expect(output.failures.isEmpty)
    }

    @Test("M marks the whole list read and says how many")
    func markAllRead() throws {
        let session = try session(read: ["Alpha two"])
        let (feedsInteractor, feedsOutput) = feeds(session)
        let (interactor, output) = try articles(session)
        let alpha = try session.feeds()[0].id
        interactor.markAllRead(ArticleQuery(feedID: alpha), title: "Alpha")
        settle(session)
        #expect(output.sentences == ["Marked 2 articles read."])
        #expect(feedsOutput.contents.last?.feeds.map(\.unreadCount) == [0, 2])
        feedsInteractor.markAllRead(ArticleQuery(unreadOnly: true), title: "All unread")
        settle(session)
        #expect(feedsOutput.contents.last?.unreadCount == 0)
    }

    @Test("m and s mark and star through the cache")
    func markAndStar() throws {
        let session = try session()
        let (interactor, output) = try articles(session)
        interactor.setStarred(try article(session, titled: "Alpha two"), true)
        interactor.setRead(try article(session, titled: "Alpha two"), true)
        #expect(output.sentences == ["Starred “Alpha two”.", "Marked “Alpha two” read."], "the words `adder news star` and `read` print")
        settle(session)
        #expect(try session.count(ArticleQuery(starredOnly: true)) == 1)
        #expect(try article(session, titled: "Alpha two").isRead)
    }

    /// Before, m wrote SQLite on the loop's thread (behind a refresh's merge, or up to the busy
    /// timeout behind another process); the reader patched its own copy of the article.
    @Test("m and s show at once, in the list and the reader alike, and are written off the loop's thread, in order")
    func marksAreWrittenInTheBackground() throws {
        let session = try session()
        let (interactor, output) = try articles(session)
        let reader = NewsReaderInteractor(session: session, actions: ArticleActions(session: session, todoEditor: try editor(),
                                                                                    linkOpener: links, clipboard: clipboard))
        let readerOutput = NewsReaderOutputSpy()
        reader.output = readerOutput
        let two = try article(session, titled: "Alpha two")
        reader.load(two)
        interactor.setRead(two, true)
        interactor.setRead(try article(session, titled: "Alpha two"), false)
        interactor.setRead(try article(session, titled: "Alpha two"), true)
        #expect(session.work.hasPendingWork, "the writes go through BackgroundWork, not the loop's thread")
        #expect(session.writes.inFlight)
        #expect(try article(session, titled: "Alpha two").isRead, "the list shows it at once")
        #expect(readerOutput.articles.last?.isRead == true, "and so does the reader")
        settle(session)
        #expect(try stored(session, titled: "Alpha two").isRead, "the last of the three writes wins")
        #expect(readerOutput.articles.last?.isRead == true)
        #expect(output.failures.isEmpty)
    }

    @Test("T adds “Read: TITLE” with the link in its notes and #read, through the shared editor, and u takes it back")
    func articleToTodo() throws {
        let session = try session()
        let todoEditor = try editor()
        let (interactor, output) = try articles(session, todoEditor: todoEditor)
        interactor.makeTodo(of: try article(session, titled: "Alpha one"))
        #expect(output.sentences == ["Added the to-do “Read: Alpha one” #read (u on the To-dos tab undoes it)."])
        let todo = try #require(todoEditor.store.todos.last)
        #expect(todo.title == "Read: Alpha one")
        #expect(todo.notes == "https://example.com/a1")
        #expect(todo.tags == ["read"])
        let reloaded = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try reloaded.load()
        #expect(reloaded.todos.map(\.title) == ["Read: Alpha one"])
        _ = todoEditor.undo()
        #expect(todoEditor.store.todos.isEmpty)
    }

    /// Issue 19, item 8: a second T made a second, identical to-do.
    @Test("T on an article already made into a to-do adds nothing and names that to-do")
    func articleToTodoTwice() throws {
        let session = try session()
        let todoEditor = try editor()
        let (interactor, output) = try articles(session, todoEditor: todoEditor)
        let alpha = try article(session, titled: "Alpha one")
        interactor.makeTodo(of: alpha)
        interactor.makeTodo(of: alpha)
        #expect(todoEditor.store.todos.map(\.title) == ["Read: Alpha one"])
        #expect(output.failures == ["The to-do “Read: Alpha one” exists already (#1): nothing was added."])
        _ = todoEditor.setDone(1, true)
        interactor.makeTodo(of: alpha)
        #expect(output.failures.last == "The to-do “Read: Alpha one” exists already (#1, done): nothing was added.")
        interactor.makeTodo(of: try article(session, titled: "Alpha two"))
        #expect(todoEditor.store.todos.count == 2, "another article is another to-do")
    }

    @Test("o opens http links and refuses a javascript: one; y copies the link")
    func openAndCopyLinks() throws {
        let session = try session()
        let (interactor, output) = try articles(session)
        interactor.openLink(of: try article(session, titled: "Alpha one"))
        interactor.openLink(of: try article(session, titled: "Beta sneaky"))
        interactor.copyLink(of: try article(session, titled: "Beta one"))
        #expect(links.opened == ["https://example.com/a1"])
        #expect(output.sentences == ["Opened https://example.com/a1", "Copied https://example.com/b1"])
        #expect(output.failures == ["Only http, https and mailto links are opened; this one is not."])
        #expect(clipboard.copied == ["https://example.com/b1"])
    }

    @Test("without a terminal, o and y say why nothing happened")
    func noTerminal() throws {
        let session = try session()
        let actions = ArticleActions(session: session, todoEditor: try editor(), linkOpener: nil, clipboard: nil)
        let interactor = NewsArticlesInteractor(session: session, actions: actions)
        let output = NewsArticlesOutputSpy()
        interactor.output = output
        interactor.openLink(of: try article(session, titled: "Alpha one"))
        interactor.copyLink(of: try article(session, titled: "Alpha one"))
        #expect(output.failures == ["There is no terminal to open a browser from.", "There is no terminal to copy to."])
    }

    @Test("the reader reads the body as text and reports a change of state")
    func reader() throws {
        let session = try session()
        let actions = ArticleActions(session: session, todoEditor: try editor(), linkOpener: links, clipboard: clipboard)
        let interactor = NewsReaderInteractor(session: session, actions: actions)
        let output = NewsReaderOutputSpy()
        interactor.output = output
        let article = try article(session, titled: "Alpha one")
        interactor.load(article)
        #expect(output.texts.last?.blocks.first?.runs.map(\.text).joined() == "The text of Alpha one.")
        interactor.setStarred(article, true)
        #expect(output.articles.last?.isStarred == true)
        #expect(output.sentences == ["Starred “Alpha one”."])
    }

    @Test("a refresh runs in the background: progress arrives in order (at most 4 a second), failures counted, then the end")
    func refreshInTheBackground() throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let feeds = [server.url("/etag/one"), server.url("/status/404"), server.url("/etag/two")].map {
            NewsFixtures.FeedSpec(url: $0.absoluteString, title: $0.lastPathComponent)
        }
        let wakeUp = WakeUp()
        let work = BackgroundWork(wakeUp: wakeUp)
        let session = try session(feeds, work: work)
        let (interactor, output) = self.feeds(session)
        interactor.refresh(urls: [])
        interactor.refresh(urls: [])
        #expect(output.failures == ["A refresh is already under way."])
        let deadline = Date().addingTimeInterval(60)
        while work.hasPendingWork, Date() < deadline {
            _ = wakeUp.wait(timeoutMilliseconds: 1000)
            work.deliverPosted()
        }
        #expect(!work.hasPendingWork)
        let progress = output.refreshes.filter { !$0.finished }.map(\.status.done)
        #expect(!progress.isEmpty && progress == progress.sorted() && Set(progress).count == progress.count)
        #expect(output.refreshes.map(\.finished) == progress.map { _ in false } + [true])
        let last = try #require(output.refreshes.last?.status)
        #expect(last == RefreshStatus(done: 3, total: 3, newArticles: 4, failed: 1))
        #expect(output.contents.last?.unreadCount == 4)
        #expect(output.contents.last?.feeds.map { $0.lastError != nil } == [false, true, false])
        #expect(session.refresh == nil)
    }

    /// Runs the background work to its end, announcing held-back progress on each quiet second
    /// as the event loop's idle tick does.
    private func finish(_ work: BackgroundWork, _ session: NewsSession, _ wakeUp: WakeUp) {
        let deadline = Date().addingTimeInterval(60)
        while work.hasPendingWork, Date() < deadline {
            if !wakeUp.wait(timeoutMilliseconds: 300) { session.announceHeldBackProgress() }
            work.deliverPosted()
        }
    }

    @Test("a feeds file with a bad line: the feeds on its other lines show and refresh, and the line is named before and after")
    func aBadLineInTheFeedsFile() throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let one = server.url("/etag/one").absoluteString, two = server.url("/etag/two").absoluteString
        let library = try NewsFixtures.library(in: folder, feeds: [NewsFixtures.FeedSpec(url: one, title: "one")])
        let feedsFile = NewsFixtures.paths(in: folder).feedsFile
        try "\(one)\n\(two)\nnot a url\n".write(to: feedsFile, atomically: true, encoding: .utf8)
        _ = try library.syncedFeeds()  // as NewsSessionSlot does off the loop's thread, before the session
        let wakeUp = WakeUp()
        let work = BackgroundWork(wakeUp: wakeUp)
        let session = NewsSession(library: library, work: work)
        let lineThree = "\(feedsFile.path), line 3: “not” is not an http or https URL."
        #expect(session.feedsFileProblem == lineThree)
        let (interactor, output) = feeds(session)
        interactor.loadFeeds()
        #expect(output.contents.last?.feeds.map(\.url) == [one, two])
        #expect(output.contents.last?.feedsFileProblem == lineThree)
        interactor.refresh(urls: [])
        finish(work, session, wakeUp)
        let last = try #require(output.refreshes.last)
        #expect(last.finished)
        #expect(last.status.total == 2 && last.status.failed == 0 && last.status.feedsFileProblem == lineThree)
    }

    @Test("while the refresh waits on its last feed, the progress names it")
    func theAwaitedFeedIsNamed() throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let slow = server.url("/slow?seconds=2").absoluteString
        let feeds = [NewsFixtures.FeedSpec(url: server.url("/etag/one").absoluteString, title: "Quick"),
                     NewsFixtures.FeedSpec(url: slow, title: "Slow")]
        let wakeUp = WakeUp()
        let work = BackgroundWork(wakeUp: wakeUp)
        let session = try session(feeds, work: work)
        let (interactor, output) = self.feeds(session)
        interactor.refresh(urls: [])
        finish(work, session, wakeUp)
        let waiting = output.refreshes.filter { !$0.finished }.map(\.status)
        #expect(waiting.contains { $0.done == 1 && $0.waitingOn == "Slow" })
        #expect(output.refreshes.last?.status.waitingOn == nil)
    }

    /// Reproduced before: the error was dropped and the end read "Refreshed 1 feed: 0 new articles."
    @Test("a refresh that fails as a whole says why")
    func failedRefreshSaysWhy() throws {
        let wakeUp = WakeUp()
        let work = BackgroundWork(wakeUp: wakeUp)
        let session = try session(work: work)
        let (interactor, output) = self.feeds(session)
        interactor.refresh(urls: ["https://not-subscribed.example/feed"])
        let deadline = Date().addingTimeInterval(30)
        while work.hasPendingWork, Date() < deadline {
            _ = wakeUp.wait(timeoutMilliseconds: 1000)
            work.deliverPosted()
        }
        let last = try #require(output.refreshes.last)
        #expect(last.finished)
        #expect(last.status.failure?.contains("not-subscribed.example") == true)
        #expect(NewsFeedsFormatter.refreshSummary(last.status).hasPrefix("The refresh failed: "))
    }

    /// Reproduced before: a failed lookup turned `r` into a refresh of every feed.
    @Test("r on a list whose feed cannot be found says so and refreshes nothing")
    func refreshOfAFeedNotFound() throws {
        let session = try session()
        let (interactor, output) = try articles(session)
        interactor.refresh(feedID: 9_999)
        #expect(output.failures == ["That feed is no longer subscribed."])
        #expect(session.refresh == nil)
    }

    @Test("u on the News tab takes back the last mark, one step each, saying what came back; mark-all comes back as it was")
    func undoMarks() throws {
        let session = try session(read: ["Alpha two"])
        let (interactor, output) = try articles(session)
        interactor.setRead(try article(session, titled: "Alpha one"), true)
        interactor.setStarred(try article(session, titled: "Beta one"), true)
        settle(session)
        interactor.undo()
        interactor.undo()
        settle(session)
        #expect(output.sentences.suffix(2) == ["Undid: starred “Beta one”.", "Undid: marked “Alpha one” read."])
        #expect(!(try stored(session, titled: "Alpha one").isRead))
        #expect(!(try stored(session, titled: "Beta one").isStarred))
        interactor.undo()
        #expect(output.failures == ["There is nothing to undo on the News tab."])

        interactor.markAllRead(ArticleQuery(feedID: try session.feeds()[0].id), title: "Alpha")
        settle(session)
        #expect(try session.count(ArticleQuery(feedID: try session.feeds()[0].id, unreadOnly: true)) == 0)
        interactor.undo()
        #expect(output.sentences.last == "Undid: marked 2 articles of “Alpha” read.")
        settle(session)
        #expect(try stored(session, titled: "Alpha one").isRead == false)
        #expect(try stored(session, titled: "Alpha three").isRead == false)
        #expect(try stored(session, titled: "Alpha two").isRead, "what was read before stays read")
    }
}
