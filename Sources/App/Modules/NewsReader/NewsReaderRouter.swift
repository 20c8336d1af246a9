/// Goes back to the article list, opens help, and asks the list for the next unread article.
@MainActor final class NewsReaderRouter: NewsReaderPresenterToRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
    private let session: NewsSession
    private weak var output: (any NewsReaderModuleOutput)?
    weak var pane: (any Pane)?

    init(host: any PaneHost, dependencies: AppDependencies, session: NewsSession, output: any NewsReaderModuleOutput) {
        self.host = host
        self.dependencies = dependencies
        self.session = session
        self.output = output
    }

    func showLinks(_ links: [String], of title: String) {
        guard let host else { return }
        host.push(NewsLinksBuilder.build(links: links, title: title, dependencies: dependencies, session: session, host: host),
                  focus: true)
    }

    func goBack() {
        if let pane { host?.goBack(from: pane) }
    }

    func showHelp() { host?.pushHelp(dependencies) }

    func showUnread(forward: Bool) {
        output?.readerWantsUnread(forward: forward)
    }
}
