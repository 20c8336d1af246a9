/// Assembles the article list module; the feeds pane that opens it tells it what to show.
@MainActor enum NewsArticlesBuilder {
    /// `session`: the news side, open (the feeds pane opens this one only once it is).
    static func build(dependencies: AppDependencies, session: NewsSession) -> any Pane {
        let interactor = NewsArticlesInteractor(session: session, actions: dependencies.articleActions(session))
        let router = NewsArticlesRouter(dependencies: dependencies, session: session)
        let presenter = NewsArticlesPresenter(interactor: interactor, router: router, wording: dependencies.wording)
        let view = NewsArticlesView(presenter: presenter)
        interactor.output = presenter
        return view
    }
}
