@testable import App
import Basics
import Entities
import Foundation
import News
import TestSupport
import Testing
import Todos

/// Issue 33, item 10: `T` on a feed item titled with an escape sequence and a bidi override made
/// a to-do holding them, which exports then carried to terminals and to taskwarrior. The store
/// keeps titles without them, whichever path they come by (notes keep what they hold, shown inert).
@MainActor
@Suite struct ArticleToTodoTextTests {
    let folder = TemporaryDirectory("adder-article-todo-text")
    static let hostile = "\u{1B}]2;PWN\u{07}\u{202E}gnp.exe"
    static let feed = NewsFixtures.FeedSpec(url: "https://evil.example/feed", title: "Evil", items: [
        FeedItem(id: "e1", title: hostile, link: "https://evil.example/\u{1B}[2J", published: Fixtures.now.addingTimeInterval(-60)),
    ])

    @Test func aFeedItemsEscapeSequenceDoesNotReachTheToDo() throws {
        let session = NewsSession(library: try NewsFixtures.library(in: folder, feeds: [Self.feed]), work: BackgroundWork())
        let editor = TodoEditor(history: TodoHistory(store: try Fixtures.store(in: folder)), textEditor: nil,
                                today: { CalendarDay(year: 2026, month: 1, day: 2) })
        let actions = ArticleActions(session: session, todoEditor: editor, linkOpener: nil, clipboard: nil)
        let interactor = NewsArticlesInteractor(session: session, actions: actions)
        let article = try #require(try session.articles(ArticleQuery(), offset: 0, limit: 10).first)
        #expect(article.title == Self.hostile, "the feed's text is kept as it came; only the to-do is cleaned")
        interactor.makeTodo(of: article)
        let todo = try #require(editor.store.todos.last)
        #expect(todo.title == "Read: ]2;PWNgnp.exe")
        let reloaded = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try reloaded.load()
        #expect(reloaded.todos.map(\.title) == ["Read: ]2;PWNgnp.exe"])
    }
}
