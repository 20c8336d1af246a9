/// Assembles the reader module; the articles pane that opens it tells it what to show.
@MainActor enum NewsReaderBuilder {
    static func build(dependencies: AppDependencies, session: NewsSession) -> any Pane {
        let interactor = NewsReaderInteractor(session: session, actions: dependencies.articleActions(session))
        let router = NewsReaderRouter(dependencies: dependencies, session: session)
        let presenter = NewsReaderPresenter(interactor: interactor, router: router, wording: dependencies.wording)
        let view = NewsReaderView(presenter: presenter)
        interactor.output = presenter
        return view
    }
}
