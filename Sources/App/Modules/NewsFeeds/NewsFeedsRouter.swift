import Entities

/// Opens the articles pane (beside the feeds on a wide terminal) and help.
@MainActor final class NewsFeedsRouter: NewsFeedsPresenterToRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
    private weak var articlesPane: (any Pane)?
    private weak var articles: (any NewsArticlesModuleInput)?
    weak var feeds: (any NewsFeedsModuleInput)?

    init(host: any PaneHost, dependencies: AppDependencies) {
        self.host = host
        self.dependencies = dependencies
    }

    func showArticles(_ list: ArticleList, focus: Bool) {
        guard let session = dependencies.newsSession else { return }
        if articlesPane == nil, let host, let feeds {
            let module = NewsArticlesBuilder.build(dependencies: dependencies, session: session, host: host, feeds: feeds)
            host.push(module.pane, focus: false)
            articlesPane = module.pane
            articles = module.input
        }
        articles?.show(list)
        if focus, let articlesPane { host?.focus(articlesPane) }
    }

    func openFirstUnread(forward: Bool) {
        articles?.openFirstUnread(forward: forward)
    }

    func showTags(of feeds: [Feed], current: String?, output: any NewsTagsModuleOutput) {
        guard let host else { return }
        host.push(NewsTagsBuilder.build(feeds: feeds, current: current, dependencies: dependencies, host: host, output: output),
                  focus: true)
    }

    func showHelp() { host?.pushHelp(dependencies) }

    func quit() { host?.quit() }
}
