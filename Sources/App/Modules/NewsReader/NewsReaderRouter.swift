/// Goes back to the article list, opens help, and asks the list for the next unread article.
@MainActor final class NewsReaderRouter: NewsReaderPresenterToRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
    private weak var output: (any NewsReaderModuleOutput)?
    weak var pane: (any Pane)?

    init(host: any PaneHost, dependencies: AppDependencies, output: any NewsReaderModuleOutput) {
        self.host = host
        self.dependencies = dependencies
        self.output = output
    }

    func goBack() {
        if let pane { host?.goBack(from: pane) }
    }

    func showHelp() {
        guard let host else { return }
        host.push(HelpBuilder.build(dependencies: dependencies, host: host), focus: true)
    }

    func showUnread(forward: Bool) {
        output?.readerWantsUnread(forward: forward)
    }
}
