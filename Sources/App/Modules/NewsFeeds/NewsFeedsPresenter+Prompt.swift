import Entities
import Settings
import Terminal

/// The line editor the feeds pane has open in the status bar, and what it is for.
enum NewsFeedsPrompt: Hashable {
    /// `/`: a search over every cached article.
    case search(LineEditor)
    /// `a`: a feed to subscribe to, "URL [tag…]".
    case addFeed(LineEditor)

    var editor: LineEditor {
        switch self {
        case .search(let editor), .addFeed(let editor): editor
        }
    }

    func replacingEditor(_ editor: LineEditor) -> NewsFeedsPrompt {
        switch self {
        case .search: .search(editor)
        case .addFeed: .addFeed(editor)
        }
    }

    func model(keymap: Keymap) -> Prompt {
        let labels = switch self {
        case .search: ["Search all articles:"]
        case .addFeed: ["Subscribe to (URL, then tags if you like):", "Subscribe to (URL tags):", "URL:"]
        }
        return Prompt(labels: labels, editor: editor, hints: keymap.hints(for: .lineEditor))
    }
}

/// The feeds pane's prompts (search, add a feed) and the feeds file's keys.
extension NewsFeedsPresenter {
    /// Performs `a` or `E`; false when `action` is neither.
    func performSubscriptionAction(_ action: Action) -> Bool {
        switch action {
        case .addFeed: if cacheIsReady(toDo: "subscribe") { state.prompt = .addFeed(LineEditor()) }
        case .editFeedsFile: if cacheIsReady(toDo: "edit the feeds file") { interactor.editFeedsFile() }
        default: return false
        }
        return true
    }

    func handlePromptKey(_ key: Key) {
        guard let open = state.prompt else { return }
        var editor = open.editor
        switch editor.apply(key, keymap: keymap) {
        case .edited: state.prompt = open.replacingEditor(editor)
        case .ignored: break
        case .cancelled: state.prompt = nil
        case .submitted(let text):
            state.prompt = nil
            let words = text.trimmingCharacters(in: .whitespaces)
            guard !words.isEmpty else { return }
            switch open {
            case .search:
                showArticles(ArticleList(title: "Search: \(words)", query: ArticleQuery(search: words), showsFeed: true), focus: true)
            case .addFeed:
                interactor.addFeed(words)
            }
        }
    }

    /// A feed was subscribed to from `a`: it is selected (and kept while read feeds are hidden, as
    /// it has nothing unread until its fetch lands).
    func feedWasAdded(url: String, sentence: String) {
        state.filter.keptURL = url
        state.rows.setCount(state.entries.count)
        select(feedURL: url)
        state.message = StatusMessage(sentence)
        followSelection()
    }
}
