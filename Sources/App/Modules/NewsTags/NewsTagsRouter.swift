/// Closes the tag picker (back to the feeds), or opens help over it.
@MainActor final class NewsTagsRouter: NewsTagsPresenterToRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
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
