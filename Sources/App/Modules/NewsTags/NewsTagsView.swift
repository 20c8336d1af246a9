/// The tag picker: the one list View, with plain rows ("#tag   3 feeds · 12 unread"), over the body.
typealias NewsTagsView = ListView<PlainListRows>
