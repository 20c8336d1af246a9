import Entities
import Terminal

// The NewsTags module: the tags of the feeds file with how many feeds carry each, as a list pane
// over the feeds (newsboat's tag selection, `t`). Picking one makes the feeds pane show only its
// feeds. It has no use case of its own (the feeds pane hands it the tags), so no Interactor.

/// A tag as the picker lists it.
struct TagCount: Hashable {
    var name: String
    var feeds: Int
    var unread: Int

    /// Every tag of these feeds, sorted by name (case-insensitively), with its feeds and unread articles.
    static func counts(of feeds: [Feed]) -> [TagCount] {
        var byName: [String: TagCount] = [:]
        for feed in feeds {
            for tag in Set(feed.tags) {
                byName[tag, default: TagCount(name: tag, feeds: 0, unread: 0)].feeds += 1
                byName[tag]?.unread += feed.unreadCount
            }
        }
        return byName.values.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }
}

// What the picker tells the feeds pane (which opened it): `PaneMessage.tagPicked`, nil for every feed.

// View → Presenter: `ListViewToPresenter` (the View pulls `ListRow`s when it draws).

typealias NewsTagsViewModel = ListViewModel<ListRow>
