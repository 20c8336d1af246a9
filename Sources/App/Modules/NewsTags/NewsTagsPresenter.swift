import Entities
import Settings
import Terminal

/// The tag picker: "All feeds" first, then each tag with its feed count; Enter picks the row
/// under the selection (the tag on starts selected), Esc leaves every tag as it was.
@MainActor final class NewsTagsPresenter: ListViewToPresenter {
    let effects = PaneEffects()
    let keyContext: KeyContext? = .newsTags
    private let keymap: Keymap
    private let tags: [TagCount]
    /// "All feeds": every feed, whatever its tags.
    private let all: TagCount
    private var list = ListState() { didSet { cache.invalidate() } }
    private var cache = ModelCache<NewsTagsViewModel>()

    /// `feeds`: every subscribed feed; `current`: the tag on now, selected at first.
    init(feeds: [Feed], current: String?, keymap: Keymap) {
        self.keymap = keymap
        tags = TagCount.counts(of: feeds)
        all = TagCount(name: "", feeds: feeds.count, unread: feeds.reduce(0) { $0 + $1.unreadCount })
        list.setCount(tags.count + 1)
        if let current, let index = tags.firstIndex(where: { $0.name == current }) { list.select(index + 1) }
    }

    /// The tag of a row: row 0 is "All feeds".
    private func tag(at row: Int) -> String? { row == 0 ? nil : tags[row - 1].name }

    func viewDidChange(visibleRows: Int) { list.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        guard let action = keymap.action(for: key, in: .newsTags) else { return false }
        if list.move(action) { return true }
        switch action {
        case .open: list.selected.map(pick)
        case .back: effects.append(.close)
        case .showHelp: effects.append(.showHelp)
        default: return false
        }
        return true
    }

    /// A click selects a row, a double click picks it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        let outcome = list.handle(mouse)
        if case .open(let row) = outcome { pick(row) }
        return outcome != .none
    }

    /// "#dev          2 feeds · 5 unread".
    private static func row(_ name: String, _ count: TagCount) -> ListRow {
        let feeds = count.feeds == 1 ? "1 feed" : "\(count.feeds.grouped) feeds"
        let unread = count.unread > 0 ? " · \(count.unread.grouped) unread" : ""
        return ListRow([StyledSpan(name, role: count.unread > 0 ? .unread : .normal)], trailing: StyledSpan(feeds + unread, role: .muted))
    }

    private func pick(_ row: Int) {
        effects.append(contentsOf: [.sendToOpener(.tagPicked(tag(at: row))), .close])
    }

    var viewModel: NewsTagsViewModel {
        cache.model {
            let rows = list.visible.map { row in
                row == 0 ? Self.row("All feeds", all) : Self.row("#" + tags[row - 1].name, tags[row - 1])
            }
            let summary = tags.count == 1 ? "1 tag" : "\(tags.count) tags"
            return NewsTagsViewModel(title: "Tags", rows: rows, selectedRow: list.selected, firstVisibleRow: list.firstVisibleRow,
                                     emptyLines: nil,
                                     chrome: PaneChrome(summary: summary, hints: keymap.hints(for: .newsTags)))
        }
    }
}
