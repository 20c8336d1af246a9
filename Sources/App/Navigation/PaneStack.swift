/// One tab's open panes, bottom to top, and which has focus. It owns the panes (and so, through
/// each View, its whole module); Routers reach it only through `PaneHost`, weakly. Quitting and
/// switching tabs go on to the shell.
@MainActor public final class PaneStack: PaneHost {
    public private(set) var panes: [any Pane] = []
    public private(set) var focusIndex = 0
    private var returnFocus: [ObjectIdentifier: ObjectIdentifier] = [:]
    private weak var tabs: (any TabHost)?

    init(tabs: (any TabHost)?) {
        self.tabs = tabs
    }

    public var focused: (any Pane)? { panes.indices.contains(focusIndex) ? panes[focusIndex] : nil }

    public func push(_ pane: any Pane, focus: Bool) {
        if let focused { returnFocus[ObjectIdentifier(pane)] = ObjectIdentifier(focused) }
        panes.append(pane)
        if focus || panes.count == 1 { focusIndex = panes.count - 1 }
        pane.didAppear()
    }

    public func focus(_ pane: any Pane) {
        if let index = index(of: pane) { focusIndex = index }
    }

    public func goBack(from pane: any Pane) {
        if let index = index(of: pane), index > 0 { focusIndex = index - 1 }
    }

    public func close(_ pane: any Pane) {
        guard let index = index(of: pane) else { return }
        let previous = returnFocus[ObjectIdentifier(pane)]
        for removed in panes[index...] { returnFocus[ObjectIdentifier(removed)] = nil }
        panes.removeSubrange(index...)
        focusIndex = panes.firstIndex { ObjectIdentifier($0) == previous } ?? max(0, panes.count - 1)
    }

    public func quit() { tabs?.quit() }

    public func showTab(_ tab: TabID) { tabs?.showTab(tab) }

    private func index(of pane: any Pane) -> Int? {
        panes.firstIndex { $0 === pane }
    }
}
