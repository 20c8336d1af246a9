import Settings
import Terminal

/// What the links pane shows: the article's links, the selection, and what the last key did.
struct NewsLinksState {
    let title: String
    let links: [String]
    var list = ListState()
    var message: StatusMessage?

    var selectedLink: String? { list.selected.map { links[$0] } }
}
