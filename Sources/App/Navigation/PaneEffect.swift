import Entities
import Settings

/// What handling a key, a click or a result asks the shell to do. A Presenter queues these in its
/// `PaneEffects`; after each event the shell takes them and carries them out, in order, in one
/// place (`PaneStack.perform`), as helix's compositor callbacks and gitui's queued events do.
/// A module never holds the stack and never calls another module's Presenter: what it has to tell
/// another pane is a `PaneMessage` the shell delivers.
@MainActor enum PaneEffect {
    /// Adds a pane on top, which remembers this pane as its opener; with `focus`, it takes the keys.
    case open(any Pane, focus: Bool)
    /// Gives a pane the keys.
    case focus(any Pane)
    /// Gives the keys back to the pane below this one, which stays open.
    case goBack
    /// Closes this pane (and everything above it); the pane that had focus before it gets it back.
    case close
    /// Opens help over this tab's panes.
    case showHelp
    /// Asks the shell to end the program; it may refuse once, with a warning (`QuitVeto`).
    case quit
    /// Shows another tab, its panes as they were left.
    case showTab(TabID)
    /// Tells a pane this one opened something (`CompanionPane` keeps it).
    case send(PaneMessage, to: any Pane)
    /// Tells the pane that opened this one something.
    case sendToOpener(PaneMessage)
}

extension PaneEffect: Equatable {
    /// Panes compare by identity, messages by value: tests compare what handling returned.
    nonisolated static func == (lhs: PaneEffect, rhs: PaneEffect) -> Bool {
        MainActor.assumeIsolated {
            switch (lhs, rhs) {
            case let (.open(a, focusA), .open(b, focusB)): a === b && focusA == focusB
            case let (.focus(a), .focus(b)): a === b
            case (.goBack, .goBack), (.close, .close), (.showHelp, .showHelp), (.quit, .quit): true
            case let (.showTab(a), .showTab(b)): a == b
            case let (.send(messageA, a), .send(messageB, b)): messageA == messageB && a === b
            case let (.sendToOpener(a), .sendToOpener(b)): a == b
            default: false
            }
        }
    }
}

/// What one module tells another through the shell: each case names its receiver.
enum PaneMessage: Equatable {
    /// To the details: show this to-do (or none).
    case showTodo(Todo.ID?)
    /// To the opener of the details (list, agenda): a sentence for its status bar, as the details go back.
    case status(StatusMessage)
    /// To the articles: show this list.
    case showArticles(ArticleList)
    /// To the articles: select the first unread article (the last, backwards) and open it.
    case openFirstUnread(forward: Bool)
    /// To the feeds, from the articles past their last unread: move to the next feed with unread
    /// articles and have the articles open its first, or answer `noMoreUnread(opens:)`.
    case showNextFeedWithUnread(forward: Bool, opens: Bool)
    /// To the articles (no feed has more; `opens`: the search was to open one, so the reader says
    /// so too), and to the reader.
    case noMoreUnread(opens: Bool)
    /// To the reader: show this article from the top.
    case showArticle(Article)
    /// To the articles, from the reader's n / N: open the next (or previous) unread article.
    case readerWantsUnread(forward: Bool)
    /// To the feeds: the feeds file changed here (a search saved as a query feed).
    case feedsFileDidChange
    /// To the feeds, from the tag picker: the tag chosen (nil: every feed).
    case tagPicked(String?)
}

/// A Presenter's queue of effects: handling appends, the shell takes them after the event.
/// Tests read `pending` to see what handling asked for.
@MainActor final class PaneEffects {
    private(set) var pending: [PaneEffect] = []

    func append(_ effect: PaneEffect) { pending.append(effect) }
    func append(contentsOf effects: [PaneEffect]) { pending += effects }

    /// Back, help and quit, which every pane answers alike; `back` is what going back means
    /// here (closing an overlay, or going back to the pane that opened this one). False for any
    /// other action.
    func appendPaneAction(_ action: Action, back: PaneEffect) -> Bool {
        switch action {
        case .back: append(back)
        case .showHelp: append(.showHelp)
        case .quit: append(.quit)
        default: return false
        }
        return true
    }

    /// The effects queued since the last call, which empties the queue.
    func take() -> [PaneEffect] {
        defer { pending = [] }
        return pending
    }
}
