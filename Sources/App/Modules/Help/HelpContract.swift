import Settings
import Terminal

// The Help module: every key binding, read from the keymap. It has no use case, so no Interactor.

/// View → Presenter, and the view model the View pulls when it draws.
@MainActor protocol HelpViewToPresenter: ListViewToPresenter where Row == HelpRow {}


/// What the help pane draws.
typealias HelpViewModel = ListViewModel<HelpRow>

/// One line of the help pane, with the width of the widest keys, so every help text starts in
/// one column whichever lines show.
struct HelpRow: Hashable {
    var line: HelpLine
    var keyWidth: Int
}

/// One line of the help pane.
enum HelpLine: Hashable {
    case heading(String)
    case binding(keys: String, help: String)
    case blank
}
