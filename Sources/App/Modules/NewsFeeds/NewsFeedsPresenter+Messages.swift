extension NewsFeedsPresenter {
    /// What the articles pane (n past its last unread, a search saved as a query feed) and the
    /// tag picker tell this one, delivered by the shell.
    func receive(_ message: PaneMessage) {
        switch message {
        case .showNextFeedWithUnread(let forward, let opens):
            let next = showNextFeedWithUnread(forward: forward) ? PaneMessage.openFirstUnread(forward: forward) : .noMoreUnread(opens: opens)
            effects.append(contentsOf: articles.send(next))
        case .feedsFileDidChange: interactor.reloadFeedsFile()
        case .tagPicked(let tag): tagPicked(tag)
        default: break
        }
    }
}
