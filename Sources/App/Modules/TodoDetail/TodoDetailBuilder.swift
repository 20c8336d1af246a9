/// Assembles the detail module; the pane that opens it tells it what to show (`PaneMessage.showTodo`).
@MainActor enum TodoDetailBuilder {
    static func build(dependencies: AppDependencies, placement: PanePlacement = .column) -> any Pane {
        let interactor = TodoDetailInteractor(editor: dependencies.todoEditor)
        let presenter = TodoDetailPresenter(interactor: interactor, wording: dependencies.wording)
        let view = TodoDetailView(presenter: presenter, placement: placement)
        interactor.output = presenter
        return view
    }
}
