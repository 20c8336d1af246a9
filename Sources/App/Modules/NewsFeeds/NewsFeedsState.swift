import Entities
import Settings
import Terminal

/// What the feeds pane shows: the feeds and lists as the Interactor found them, the filter, the
/// selection, a refresh under way, and what the last key did or asks.
struct NewsFeedsState {
    var content = NewsFeedsContent(feeds: [], unreadCount: 0, starredCount: 0)
    var rows = ListState()
    var message: StatusMessage?
    var refresh: RefreshStatus?
    /// The line editor open in the status bar (search, add a feed).
    var prompt: NewsFeedsPrompt?
    /// The tag on and what is read hidden (`NewsFeedsPresenter+Filter.swift`).
    var filter: NewsFeedsFilter
    var markAll = MarkAllConfirmation()

    /// The rows: all unread, starred, the query feeds, then each feed the filter lets through.
    var entries: [FeedsEntry] { filter.entries(content.feeds, queries: content.queries) }
    var selected: FeedsEntry? { rows.selected.map { entries[$0] } }
    var hasCache: Bool { content.problem == nil && !content.isOpening }
}
