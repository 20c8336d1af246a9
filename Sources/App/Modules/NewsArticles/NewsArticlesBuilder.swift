/// Assembles the article list module and returns its pane and its input.
enum NewsArticlesBuilder {
    static func build(dependencies: AppDependencies, host: any PaneHost,
                      feeds: any NewsFeedsModuleInput) -> (pane: any Pane, input: any NewsArticlesModuleInput) {
        let session = dependencies.newsSession!
        let interactor = NewsArticlesInteractor(session: session, actions: dependencies.articleActions(session))
        let router = NewsArticlesRouter(host: host, dependencies: dependencies, feeds: feeds)
        let presenter = NewsArticlesPresenter(interactor: interactor, router: router, keymap: dependencies.keymap,
                                              dates: dependencies.dates)
        let view = NewsArticlesView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.pane = view
        router.articles = presenter
        return (view, presenter)
    }
}
