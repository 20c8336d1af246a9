import Entities
import Settings
import Terminal

/// The prompt the save-search key opens on a search's results: the title to save it under as a
/// query feed in the feeds file (prefilled with the words, selected, so typing replaces them).
struct SaveSearchPrompt {
    /// What a key did to the prompt.
    enum Outcome: Equatable {
        case editing
        case cancelled
        /// Save `words` under `title` (trimmed, not empty).
        case save(title: String, words: String)
    }

    let words: String
    private(set) var editor: LineEditor

    /// The prompt for `list`, or the sentence saying why there is none (only a search is saved).
    static func open(for list: ArticleList?, key: String) -> (SaveSearchPrompt?, StatusMessage?) {
        guard let words = list?.query.search?.trimmed, !words.isEmpty else {
            return (nil, StatusMessage("Only a search's results can be saved as a query feed (\(key)): search with / on the feeds pane."))
        }
        // A query feed's title ends at its first colon in the feeds file.
        let title = String(words.map { $0 == ":" ? " " : $0 })
        return (SaveSearchPrompt(words: words, editor: LineEditor(text: title, selected: true)), nil)
    }

    /// Applies `key` to the open `prompt`, closing it when submitted or cancelled; what to save, if submitted.
    static func handle(_ key: Key, in prompt: inout SaveSearchPrompt?, keymap: Keymap) -> (title: String, words: String)? {
        switch prompt?.apply(key, keymap: keymap) {
        case .editing, nil: return nil
        case .cancelled:
            prompt = nil
            return nil
        case .save(let title, let words):
            prompt = nil
            return (title, words)
        }
    }

    private mutating func apply(_ key: Key, keymap: Keymap) -> Outcome {
        switch editor.apply(key, keymap: keymap) {
        case .edited, .ignored: return .editing
        case .cancelled: return .cancelled
        case .submitted(let text):
            let title = text.trimmed
            return title.isEmpty ? .cancelled : .save(title: title, words: words)
        }
    }

    func prompt(keymap: Keymap) -> Prompt {
        Prompt(label: "Save the search as a query feed, titled:", editor: editor, hints: keymap.hints(for: .lineEditor))
    }
}
