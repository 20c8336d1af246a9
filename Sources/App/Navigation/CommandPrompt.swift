import Settings
import Terminal

/// The `:` command line while it is open: what is typed, and Tab's completion of the word the
/// cursor ends (the command's name, or the word after it).
struct CommandPrompt {
    private(set) var editor = LineEditor()
    /// While Tab is pressed again and again: the candidates, which one is in, and the text before the word.
    private var cycle: (candidates: [String], index: Int, stem: String)?

    /// How far back in the history Up has gone (0: the line being typed), and that line.
    private var recalled = 0
    private var draft = ""

    /// A key other than Tab: it edits as in any line editor.
    mutating func apply(_ key: Key, keymap: Keymap) -> LineEditorOutcome {
        cycle = nil
        return editor.apply(key, keymap: keymap)
    }

    /// Up and Down: the commands run before, newest first, then back to what was being typed.
    mutating func recall(from history: [String], older: Bool) {
        cycle = nil
        if recalled == 0 { draft = editor.text }
        recalled = max(0, min(history.count, recalled + (older ? 1 : -1)))
        editor = LineEditor(text: recalled == 0 ? draft : history[history.count - recalled])
    }

    /// Completes the last word from `names` (the first word) or `choices(name)` (the word after
    /// it): one candidate is put in whole, several first as far as they agree, then one after
    /// another at each Tab. Returns the candidates, for the status bar to list.
    mutating func complete(names: [String], choices: (String) -> [String]) -> [String] {
        if var cycle {
            cycle.index = (cycle.index + 1) % cycle.candidates.count
            self.cycle = cycle
            editor = LineEditor(text: cycle.stem + cycle.candidates[cycle.index])
            return cycle.candidates
        }
        let text = editor.text
        let words = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let isName = words.count < 2
        let typed = isName ? text : words[1]
        let stem = isName ? "" : words[0] + " "
        let pool = isName ? names : choices(words[0])
        let candidates = pool.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
        guard let first = candidates.first else { return [] }
        if candidates.count == 1 {
            editor = LineEditor(text: stem + first + (isName ? " " : ""))
            return []
        }
        let shared = candidates.dropFirst().reduce(first) { String($0.commonPrefix(with: $1)) }
        if shared.count > typed.count {
            editor = LineEditor(text: stem + shared)
        } else {
            cycle = (candidates, 0, stem)
            editor = LineEditor(text: stem + first)
        }
        return candidates
    }

    /// The status bar's editor.
    func prompt(keymap: Keymap) -> Prompt {
        Prompt(label: ":", editor: editor, hints: keymap.hints(for: .commandLine) + keymap.hints(for: .lineEditor))
    }
}
