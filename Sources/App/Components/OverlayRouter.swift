/// The Router of a pane shown over the body that only closes itself or opens help over it (the
/// reader's links, the tag picker): each module names it with a typealias and conforms it to its
/// own PresenterToRouter protocol.
@MainActor final class OverlayRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
    /// The pane this Router closes (set by the Builder).
    weak var pane: (any Pane)?

    init(host: any PaneHost, dependencies: AppDependencies) {
        self.host = host
        self.dependencies = dependencies
    }

    func close() {
        if let pane { host?.close(pane) }
    }

    func showHelp() { host?.pushHelp(dependencies) }
}
