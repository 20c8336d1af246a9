@testable import App
import Entities
import Terminal
import TestSupport
import Testing

/// S, | and e in the reader and the article list: the prompts, the question before a file is
/// replaced, and the sentences (the Interactors are spies: `ScriptedArticleOutput`).
@MainActor
@Suite("Saving, piping and attachments: the presenters' prompts and sentences")
struct ArticleOutputPresenterTests {
    let interactor = NewsReaderInteractorSpy()
    let router = NewsReaderRouterSpy()
    let reader: NewsReaderPresenter

    init() {
        reader = NewsReaderPresenter(interactor: interactor, router: router, wording: .fixture)
        reader.viewDidChange(width: 60, visibleRows: 10)
        reader.show(NewsReaderPresenterTests.article)
        reader.articleDidLoad(NewsReaderPresenterTests.body, text: NewsReaderPresenterTests.text)
    }

    private func press(_ keys: String) throws {
        for key in try KeyNotation.parse(keys) { _ = reader.handle(key) }
    }

    private var chrome: PaneChrome { reader.viewModel.chrome }
    private var saves: [String] { interactor.calls.filter { !$0.hasPrefix("load") } }

    @Test("S opens the save prompt with the suggested path; Enter saves there and says so")
    func saveWithTheDefaultName() throws {
        try press("S")
        #expect(chrome.prompt?.label == "Save the article to:")
        #expect(chrome.prompt?.editor.text == "~/7.txt")
        try press("<Enter>")
        #expect(chrome.prompt == nil)
        #expect(saves == ["save 7 to ~/7.txt"])
        #expect(chrome.message == StatusMessage("Saved to ~/7.txt."))
    }

    @Test("keys typed in the prompt are text, not reader keys (q does not go back)")
    func promptTakesEveryKey() throws {
        try press("S<C-u>~/q.txt<Enter>")
        #expect(reader.effects.pending.backCount == 0)
        #expect(saves == ["save 7 to ~/q.txt"])
    }

    @Test("a file already there is kept unless S is pressed again")
    func overwriteQuestion() throws {
        try press("S<C-u>~/exists.txt<Enter>")
        #expect(chrome.message == StatusMessage("~/exists.txt exists: S again replaces it, any other key keeps it.", isError: true))
        try press("j")
        #expect(chrome.message == StatusMessage("Kept ~/exists.txt as it was; nothing was saved."))
        #expect(saves == ["save 7 to ~/exists.txt"])
        try press("S<C-u>~/exists.txt<Enter>S")
        #expect(saves == ["save 7 to ~/exists.txt", "save 7 to ~/exists.txt", "save 7 to ~/exists.txt overwriting"])
        #expect(chrome.message == StatusMessage("Saved to ~/exists.txt."))
    }

    /// A sentence that came meanwhile (a background write failed) must not hide the question,
    /// or the next S would replace the file unasked.
    @Test("the overwrite question stays on screen until a key answers it")
    func questionStaysShown() throws {
        try press("S<C-u>~/exists.txt<Enter>")
        reader.actionFailed("The cache could not be written: disk full.")
        #expect(chrome.message == StatusMessage("~/exists.txt exists: S again replaces it, any other key keeps it.", isError: true))
        _ = reader.handle(MouseEvent(.wheelDown, row: 3, column: 3))
        #expect(chrome.message?.text.hasPrefix("~/exists.txt exists") == true)
        try press("q")
        #expect(chrome.message == StatusMessage("Kept ~/exists.txt as it was; nothing was saved."))
        #expect(reader.effects.pending.backCount == 0, "the answering key does nothing else")
    }

    @Test("Esc closes the save prompt and saves nothing")
    func cancelSave() throws {
        try press("S<Esc>")
        #expect(saves.isEmpty)
        #expect(chrome.message == StatusMessage("Nothing was saved."))
    }

    @Test("| asks for a command, runs it, and offers it again next time")
    func pipe() throws {
        try press("|wc -c<Enter>")
        #expect(saves == ["pipe 7 to wc -c"])
        #expect(chrome.message == StatusMessage("Piped to wc -c."))
        try press("|")
        #expect(chrome.prompt?.label == "Pipe the article to:")
        #expect(chrome.prompt?.editor.text == "wc -c")
        try press("<C-u>false<Enter>")
        #expect(chrome.message == StatusMessage("false exited with status 1.", isError: true))
    }

    @Test("e hands the attachments over at once and says what ran")
    func attachments() throws {
        try press("e")
        #expect(saves == ["attachments 7"])
        #expect(chrome.message == StatusMessage("Ran the player."))
    }

    @Test("the article list saves and pipes its selected article the same way")
    func fromTheArticleList() throws {
        let articles = NewsArticlesInteractorSpy()
        let presenter = NewsArticlesPresenter(interactor: articles, router: NewsArticlesRouterSpy(), wording: .fixture)
        articles.output = presenter
        presenter.viewDidChange(visibleRows: 10)
        articles.total = 3
        presenter.show(ArticleList(title: "Daily Planet", query: ArticleQuery(feedID: 1), showsFeed: false))
        for key in try KeyNotation.parse("jS") { _ = presenter.handle(key) }
        #expect(presenter.viewModel.chrome.prompt?.editor.text == "~/2.txt")
        for key in try KeyNotation.parse("<Enter>|less<Enter>e") { _ = presenter.handle(key) }
        #expect(articles.calls.suffix(3) == ["save 2 to ~/2.txt", "pipe 2 to less", "attachments 2"])
        #expect(presenter.viewModel.chrome.message == StatusMessage("Ran the player."))
    }
}
