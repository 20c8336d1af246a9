/// Assembles the feeds module, the News tab's root: strong links down, weak links back.
@MainActor enum NewsFeedsBuilder {
    static func build(dependencies: AppDependencies) -> any Pane {
        let interactor = NewsFeedsInteractor(sessions: dependencies.newsSessions, fileEditor: dependencies.feedsFileEditor)
        let router = NewsFeedsRouter(dependencies: dependencies)
        let presenter = NewsFeedsPresenter(interactor: interactor, router: router, wording: dependencies.wording,
                                           visibility: dependencies.newsReadVisibility)
        let view = NewsFeedsView(presenter: presenter)
        interactor.output = presenter
        return view
    }
}
