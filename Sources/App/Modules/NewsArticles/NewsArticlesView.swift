/// The article list: the one list View, with plain rows (star, date, feed, title).
typealias NewsArticlesView = ListView<PlainListRows>
