/// Assembles the feeds module, the News tab's root: strong links down, weak links back.
@MainActor enum NewsFeedsBuilder {
    static func build(dependencies: AppDependencies, host: any PaneHost) -> any Pane {
        let interactor = NewsFeedsInteractor(sessions: dependencies.newsSessions, fileEditor: dependencies.feedsFileEditor)
        let router = NewsFeedsRouter(host: host, dependencies: dependencies)
        let presenter = NewsFeedsPresenter(interactor: interactor, router: router, wording: dependencies.wording,
                                           visibility: dependencies.newsReadVisibility)
        let view = NewsFeedsView(presenter: presenter)
        interactor.output = presenter
        router.feeds = presenter
        return view
    }
}
