/// Closes the help pane, which frees the module, or quits.
@MainActor final class HelpRouter: HelpPresenterToRouter {
    private weak var host: (any PaneHost)?
    weak var pane: (any Pane)?

    init(host: any PaneHost) {
        self.host = host
    }

    func close() {
        if let pane { host?.close(pane) }
    }

    func quit() { host?.quit() }
}
