import Basics
import Entities
import News
import Settings
import Todos

/// What both the article list and the reader can do with one article: mark it, star it, open or
/// copy its link, or turn it into a to-do. Each returns the sentence for the status bar, or
/// throws one.
@MainActor final class ArticleActions {
    private let session: NewsSession
    private let todoEditor: TodoEditor
    private let linkOpener: (any LinkOpening)?
    private let clipboard: (any Clipboard)?
    private let keys: KeyNames
    /// Saving, piping and attachments (`S`, `|`, `e`); set by `AppDependencies.articleActions`.
    var output: ArticleOutput?

    init(session: NewsSession, todoEditor: TodoEditor, linkOpener: (any LinkOpening)?, clipboard: (any Clipboard)?,
         keys: KeyNames = Keymap.standard.names) {
        self.session = session
        self.todoEditor = todoEditor
        self.linkOpener = linkOpener
        self.clipboard = clipboard
        self.keys = keys
    }

    struct Failure: Error, Equatable {
        let sentence: String
    }

    /// Shown at once and written in the background; `failed` hears the sentence if the write fails.
    func setRead(_ article: Article, _ read: Bool, failed: @escaping (String) -> Void) -> String {
        session.setRead(article, read, failed: failed)
        return NewsChangeWords.marked(NewsChangeWords.title(article.title), read: read)
    }

    func setStarred(_ article: Article, _ starred: Bool, failed: @escaping (String) -> Void) -> String {
        session.setStarred(article, starred, failed: failed)
        return NewsChangeWords.starred(NewsChangeWords.title(article.title), starred: starred)
    }

    /// "Read: TITLE", the link in its notes, tagged #read; `u` on the To-dos tab takes it back.
    /// A second `T` on the same article adds nothing: it names the to-do the first one made.
    func makeTodo(of article: Article) throws(Failure) -> String {
        let draft = TodoDraft(title: "Read: \(article.title)", notes: article.link ?? "", tags: ["read"])
        if let existing = todoEditor.store.todos.first(where: { $0.title == draft.title && $0.notes == draft.notes && !$0.archived }) {
            throw Failure(sentence: NewsChangeWords.todoExists(draft.title, id: existing.id, done: existing.done))
        }
        switch todoEditor.add(draft) {
        case .changed(_, let saveFailure?): throw Failure(sentence: saveFailure)
        case .changed: return NewsChangeWords.todoAdded(draft.title, undoKey: keys(.undo, .todoList))
        case .rejected(let sentence), .failed(let sentence): throw Failure(sentence: sentence)
        }
    }

    func openLink(of article: Article) throws(Failure) -> String {
        guard let link = article.link else { throw Failure(sentence: NewsChangeWords.noLink) }
        return try open(link)
    }

    /// Opens a link with the browser's rules (the reader's link list opens its links here too).
    func open(_ link: String) throws(Failure) -> String {
        guard let linkOpener else { throw Failure(sentence: "There is no terminal to open a browser from.") }
        do {
            try linkOpener.open(link)
        } catch {
            throw Failure(sentence: error.description)
        }
        return NewsChangeWords.opened(link)
    }

    func copyLink(of article: Article) throws(Failure) -> String {
        guard let link = article.link else { throw Failure(sentence: NewsChangeWords.noLink) }
        return try copy(link)
    }

    func copy(_ link: String) throws(Failure) -> String {
        guard let clipboard else { throw Failure(sentence: "There is no terminal to copy to.") }
        clipboard.copy(link)
        return NewsChangeWords.copied(link)
    }

}
