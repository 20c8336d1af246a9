/// Assembles the detail module and returns its pane and its input.
@MainActor enum TodoDetailBuilder {
    static func build(dependencies: AppDependencies, host: any PaneHost,
                      output: (any TodoDetailModuleOutput)?, placement: PanePlacement = .column) -> (pane: any Pane, input: any TodoDetailModuleInput) {
        let interactor = TodoDetailInteractor(editor: dependencies.todoEditor)
        let router = TodoDetailRouter(host: host, dependencies: dependencies)
        let presenter = TodoDetailPresenter(interactor: interactor, router: router, wording: dependencies.wording)
        let view = TodoDetailView(presenter: presenter, placement: placement)
        interactor.output = presenter
        router.pane = view
        router.output = output
        return (view, presenter)
    }
}
