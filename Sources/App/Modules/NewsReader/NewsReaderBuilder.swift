/// Assembles the reader module and returns its pane and its input.
@MainActor enum NewsReaderBuilder {
    static func build(dependencies: AppDependencies, session: NewsSession, host: any PaneHost,
                      output: any NewsReaderModuleOutput) -> (pane: any Pane, input: any NewsReaderModuleInput) {
        let interactor = NewsReaderInteractor(session: session, actions: dependencies.articleActions(session))
        let router = NewsReaderRouter(host: host, dependencies: dependencies, session: session, output: output)
        let presenter = NewsReaderPresenter(interactor: interactor, router: router, wording: dependencies.wording)
        let view = NewsReaderView(presenter: presenter)
        interactor.output = presenter
        router.pane = view
        return (view, presenter)
    }
}
