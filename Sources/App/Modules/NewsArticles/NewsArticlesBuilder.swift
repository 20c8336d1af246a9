/// Assembles the article list module and returns its pane and its input.
@MainActor enum NewsArticlesBuilder {
    /// `session`: the news side, open (the feeds Router opens this pane only once it is).
    static func build(dependencies: AppDependencies, session: NewsSession, host: any PaneHost,
                      feeds: any NewsFeedsModuleInput) -> (pane: any Pane, input: any NewsArticlesModuleInput) {
        let interactor = NewsArticlesInteractor(session: session, actions: dependencies.articleActions(session))
        let router = NewsArticlesRouter(host: host, dependencies: dependencies, session: session, feeds: feeds)
        let presenter = NewsArticlesPresenter(interactor: interactor, router: router, wording: dependencies.wording)
        let view = NewsArticlesView(presenter: presenter)
        interactor.output = presenter
        router.pane = view
        router.articles = presenter
        return (view, presenter)
    }
}
