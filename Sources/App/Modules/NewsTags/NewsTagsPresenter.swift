import Entities
import Settings
import Terminal

/// The tag picker: "All feeds" first, then each tag with its feed count; Enter picks the row
/// under the selection (the tag on starts selected), Esc leaves every tag as it was.
@MainActor final class NewsTagsPresenter: ListViewToPresenter {
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsTags
    private let keymap: Keymap
    private var state: NewsTagsState { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsTagsViewModel>()

    /// `feeds`: every subscribed feed; `current`: the tag on now, selected at first.
    init(feeds: [Feed], current: String?, keymap: Keymap) {
        self.keymap = keymap
        let tags = TagCount.counts(of: feeds)
        state = NewsTagsState(tags: tags, all: TagCount(name: "", feeds: feeds.count, unread: feeds.reduce(0) { $0 + $1.unreadCount }))
        state.list.setCount(tags.count + 1)
        if let current, let index = tags.firstIndex(where: { $0.name == current }) { state.list.select(index + 1) }
    }

    func viewDidChange(visibleRows: Int) { state.list.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        guard let action = keymap.action(for: key, in: .newsTags) else { return false }
        return state.list.move(action) || perform(action)
    }

    /// A click selects a row, a double click picks it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        let outcome = state.list.handle(mouse)
        if case .open = outcome { _ = perform(.open) }
        return outcome != .none
    }

    private func perform(_ action: Action) -> Bool {
        switch action {
        case .open: state.list.selected.map { effects.append(contentsOf: [.sendToOpener(.tagPicked(state.tag(at: $0))), .close]) }
        default: return effects.appendPaneAction(action, back: .close)
        }
        return true
    }

    /// "#dev          2 feeds · 5 unread".
    private static func row(_ name: String, _ count: TagCount) -> ListRow {
        let feeds = count.feeds == 1 ? "1 feed" : "\(count.feeds.grouped) feeds"
        let unread = count.unread > 0 ? " · \(count.unread.grouped) unread" : ""
        return ListRow([StyledSpan(name, role: count.unread > 0 ? .unread : .normal)], trailing: StyledSpan(feeds + unread, role: .muted))
    }

    var viewModel: NewsTagsViewModel {
        cache.model {
            let (tags, list) = (state.tags, state.list)
            let rows = list.visible.map { row in
                row == 0 ? Self.row("All feeds", state.all) : Self.row("#" + tags[row - 1].name, tags[row - 1])
            }
            let summary = tags.count == 1 ? "1 tag" : "\(tags.count) tags"
            return NewsTagsViewModel(title: "Tags", rows: rows, selectedRow: list.selected, firstVisibleRow: list.firstVisibleRow,
                                     emptyLines: nil,
                                     chrome: PaneChrome(summary: summary, hints: keymap.hints(for: .newsTags)))
        }
    }
}
