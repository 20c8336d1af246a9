import Entities

/// Opens the reader beside the list, goes back to the feeds, and asks the feeds pane to move on.
@MainActor final class NewsArticlesRouter: NewsArticlesPresenterToRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
    private let session: NewsSession
    private weak var feeds: (any NewsFeedsModuleInput)?
    private weak var readerPane: (any Pane)?
    private weak var reader: (any NewsReaderModuleInput)?
    weak var pane: (any Pane)?
    weak var articles: (any NewsReaderModuleOutput)?

    init(host: any PaneHost, dependencies: AppDependencies, session: NewsSession, feeds: any NewsFeedsModuleInput) {
        self.host = host
        self.dependencies = dependencies
        self.session = session
        self.feeds = feeds
    }

    func showReader(_ article: Article) {
        if readerPane == nil, let host, let articles {
            let module = NewsReaderBuilder.build(dependencies: dependencies, session: session, host: host, output: articles)
            host.push(module.pane, focus: true)
            readerPane = module.pane
            reader = module.input
        }
        reader?.show(article)
        if let readerPane { host?.focus(readerPane) }
    }

    func goBack() {
        if let pane { host?.goBack(from: pane) }
    }

    func showNextFeedWithUnread(forward: Bool) -> Bool {
        feeds?.showNextFeedWithUnread(forward: forward) ?? false
    }

    func showNoMoreUnreadInReader() {
        reader?.showNoMoreUnread()
    }

    func showHelp() { host?.pushHelp(dependencies) }

    func feedsFileDidChange() { feeds?.feedsFileDidChange() }
}
