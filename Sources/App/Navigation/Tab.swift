import Settings

/// Names a tab, so a pane can ask for one (`PaneEffect.showTab`) without holding it.
public struct TabID: Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let todos = TabID("todos")
    public static let news = TabID("news")
}

/// One tab of the shell: a title and its own panes, which keep their focus, selection and
/// scroll while another tab shows. The badge comes from the root pane's chrome.
@MainActor public final class Tab {
    public let id: TabID
    public let title: String
    public let stack: PaneStack

    init(id: TabID, title: String, stack: PaneStack) {
        self.id = id
        self.title = title
        self.stack = stack
    }

    var badge: String? { stack.panes.first?.chrome.badge }
}

/// What a tab's panes may ask of the shell that holds the tabs.
@MainActor protocol TabHost: AnyObject {
    func showTab(_ tab: TabID)
    func quit()
    /// A new help pane (every pane's `?`), opened at the section of the keys read in `context`.
    func makeHelp(at context: KeyContext?) -> (any Pane)?
}
