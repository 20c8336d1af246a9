import Settings
import Terminal

// The Help module: reference pages over the body — every key binding, read from the keymap, or
// every message shown so far. It has no use case, so no Interactor.

/// What a help pane shows.
enum HelpPage {
    /// The key table, scrolled to the section of the pane `?` was pressed in.
    case keys(startingAt: KeyContext?)
    /// The messages the status bar showed, newest first, in full.
    case messages([LoggedMessage])
}

// View → Presenter: `TextViewToPresenter` (the View reports its width, since the Presenter wraps
// lines to it, and pulls `HelpViewModel` when it draws).

/// What the help pane draws: the rows on screen, and how many are above and below them.
typealias HelpViewModel = TextViewModel<HelpRow>

/// One drawn line, with the width of the widest left column (keys, a time), so every text
/// starts in one column whichever lines show.
struct HelpRow: Hashable {
    var line: HelpLine
    var leftWidth: Int
}

/// One line of a help page, wrapped to the pane.
enum HelpLine: Hashable {
    case heading(String)
    /// An entry's first line: its keys (or time) and the start of its text.
    case item(left: String, text: String, isError: Bool)
    /// The rest of an entry's text, under its start.
    case continuation(String, isError: Bool)
    case blank
    /// Shown when a search matches nothing.
    case note(String)
}

/// One section of a page before wrapping: a heading and its entries.
struct HelpSection: Hashable {
    var title: String
    var context: KeyContext?
    var entries: [HelpEntry]
}

/// An entry: a left column and the text that wraps beside it.
struct HelpEntry: Hashable {
    var left: String
    var text: String
    var isError = false
}
