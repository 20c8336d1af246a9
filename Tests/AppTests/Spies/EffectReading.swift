@testable import App
import Entities

/// Reads what handling returned (a Presenter's queued `PaneEffect`s) as the facts tests check:
/// how often help or quit was asked for, what another pane was told, and with focus or not.
@MainActor
extension Array where Element == PaneEffect {
    var helpCount: Int { filter { $0 == .showHelp }.count }
    var quitCount: Int { filter { $0 == .quit }.count }
    var backCount: Int { filter { $0 == .goBack }.count }
    var closed: Int { filter { $0 == .close }.count }

    /// Each message sent to a pane, and whether that pane was focused right after.
    var sent: [(message: PaneMessage, focus: Bool)] {
        indices.compactMap { index in
            guard case .send(let message, let pane) = self[index] else { return nil }
            let focused = index + 1 < count && self[index + 1] == .focus(pane)
            return (message, focused)
        }
    }

    /// Messages sent to the pane that opened this one.
    var toOpener: [PaneMessage] {
        compactMap { if case .sendToOpener(let message) = $0 { message } else { nil } }
    }

    /// The panes opened (companions and overlays).
    var opened: [any Pane] {
        compactMap { if case .open(let pane, _) = $0 { pane } else { nil } }
    }

    /// The to-dos the details were told to show (list and agenda).
    var detailRequests: [(id: Todo.ID?, focus: Bool)] {
        sent.compactMap { if case .showTodo(let id) = $0.message { (id, $0.focus) } else { nil } }
    }

    /// The lists the articles pane was told to show (feeds).
    var shown: [(list: ArticleList, focus: Bool)] {
        sent.compactMap { if case .showArticles(let list) = $0.message { (list, $0.focus) } else { nil } }
    }
    var lastShown: ArticleList? { shown.last?.list }

    /// `.openFirstUnread` sent to the articles pane (feeds), by direction.
    var firstUnreadRequests: [Bool] {
        sent.compactMap { if case .openFirstUnread(let forward) = $0.message { forward } else { nil } }
    }

    /// The articles the reader was told to show (articles).
    var readerArticles: [Article] {
        sent.compactMap { if case .showArticle(let article) = $0.message { article } else { nil } }
    }

    /// How often the reader was told there is no unread article left (articles).
    var noMoreUnreadInReader: Int {
        sent.filter { if case .noMoreUnread = $0.message { true } else { false } }.count
    }

    /// The feeds pane asked to move on past the last unread article (articles), by direction.
    var nextFeedRequests: [Bool] {
        toOpener.compactMap { if case .showNextFeedWithUnread(let forward, _) = $0 { forward } else { nil } }
    }

    /// The reader's n / N sent to the article list.
    var unreadRequests: [Bool] {
        toOpener.compactMap { if case .readerWantsUnread(let forward) = $0 { forward } else { nil } }
    }

    /// Sentences left to the opener as the details went back.
    var messagesGoingBack: [StatusMessage] {
        toOpener.compactMap { if case .status(let message) = $0 { message } else { nil } }
    }
}
