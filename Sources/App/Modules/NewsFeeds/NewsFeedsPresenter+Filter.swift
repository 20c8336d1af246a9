import Entities
import Settings
import Terminal

/// The feeds pane's tag (`t`, Ctrl-T, the picker's answer) and what is read hidden (`H`, `U`).
extension NewsFeedsPresenter {
    /// Performs a filter key; false when `action` is none of them.
    func performFilterAction(_ action: Action) -> Bool {
        switch action {
        case .pickTag:
            guard cacheIsReady(toDo: "pick a tag in") else { break }
            if TagCount.counts(of: state.content.feeds).isEmpty {
                state.message = StatusMessage("No feed has a tag: tags are the words after a URL in the feeds file "
                    + "(\(keymap.names(.editFeedsFile, .newsFeeds)) edits it).")
            } else {
                effects.append(.open(router.makeTags(of: state.content.feeds, current: state.filter.tag), focus: true))
            }
        case .clearTag:
            if state.filter.tag == nil {
                state.message = StatusMessage("No tag is on: every feed shows.")
            } else {
                tagPicked(nil)
            }
        case .toggleReadFeeds:
            refilter { $0.visibility.showsReadFeeds.toggle() }
            let key = keymap.names(.toggleReadFeeds, .newsFeeds)
            state.message = StatusMessage(state.filter.visibility.showsReadFeeds
                ? "Every feed shows, read or not (\(key) hides the read ones)."
                : "Feeds with nothing unread are hidden (\(key) shows them).")
        case .toggleReadArticles:
            state.filter.visibility.showsReadArticles.toggle()
            let key = keymap.names(.toggleReadArticles, .newsFeeds)
            state.message = StatusMessage(state.filter.visibility.showsReadArticles
                ? "A feed's list shows every article (\(key): unread ones only)."
                : "A feed's list shows its unread articles only (\(key) shows them all).")
        default:
            return false
        }
        return true
    }

    /// The picker's answer: only `tag`'s feeds show (every feed for nil); the selected feed stays
    /// selected if it still shows, else the first feed is.
    func tagPicked(_ tag: String?) {
        let selectedURL: String? = if case .feed(let feed) = state.selected { feed.url } else { nil }
        state.filter.tag = tag
        state.rows.setCount(state.entries.count)
        if selectedURL.map(select(feedURL:)) != true, state.entries.count > 2 { state.rows.select(2) }
        state.message = StatusMessage(tag.map { "Only the feeds tagged #\($0) show (\(keymap.names(.clearTag, .newsFeeds)) shows every feed)." }
            ?? "Every feed shows, whatever its tags.")
        followSelection()
    }

    /// Selects the row of the feed at `url`; false when it does not show.
    @discardableResult
    func select(feedURL url: String) -> Bool {
        select(key: FeedsEntry.key(feedURL: url))
    }

    /// Selects the row with this key (`FeedsEntry.key`); false when it does not show.
    @discardableResult
    func select(key: String) -> Bool {
        guard let index = state.entries.firstIndex(where: { $0.key == key }) else { return false }
        state.rows.select(index)
        return true
    }

    /// Keeps the selected feed among the rows while read feeds are hidden, so marking it read does
    /// not pull it away; the one kept before goes once the selection has left it.
    func keepSelectedFeed() {
        let url: String? = if case .feed(let feed) = state.selected { feed.url } else { nil }
        guard url != state.filter.keptURL else { return }
        state.filter.keptURL = url
        state.rows.setCount(state.entries.count)
        if let url { select(feedURL: url) }
    }

    /// Changes the filter; the selected feed keeps its row if it still shows.
    private func refilter(_ change: (inout NewsFeedsFilter) -> Void) {
        let selectedURL: String? = if case .feed(let feed) = state.selected { feed.url } else { nil }
        change(&state.filter)
        state.rows.setCount(state.entries.count)
        if let selectedURL { select(feedURL: selectedURL) }
    }

    /// Whether the cache is open for `what` (a verb, "search"); if not, the status bar says why.
    func cacheIsReady(toDo what: String) -> Bool {
        if state.content.problem != nil {
            state.message = StatusMessage("There is nothing to \(what): the news cache could not be read.", isError: true)
        } else if state.content.isOpening {
            state.message = StatusMessage("The news cache is still opening; \(what) in a moment.")
        }
        return state.hasCache
    }
}
