extension NewsArticlesPresenter {
    /// What the feeds pane (the lists to show, its answers past the last unread article) and the
    /// reader (n / N) tell this one, delivered by the shell.
    func receive(_ message: PaneMessage) {
        switch message {
        case .showArticles(let list): show(list)
        case .openFirstUnread(let forward): openFirstUnread(forward: forward)
        case .readerWantsUnread(let forward): readerWantsUnread(forward: forward)
        case .noMoreUnread(let opens): noMoreUnread(opens: opens)
        default: break
        }
    }
}
