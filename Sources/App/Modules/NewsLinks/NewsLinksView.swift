/// The link list: the one list View, with plain rows ("[3] https://…"), over the body.
typealias NewsLinksView = ListView<PlainListRows>
