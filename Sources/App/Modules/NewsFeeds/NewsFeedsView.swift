/// The feeds pane: the one list View, with plain rows (title, #tags, unread count).
typealias NewsFeedsView = ListView<PlainListRows>
