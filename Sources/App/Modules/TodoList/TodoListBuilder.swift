/// Assembles the list module: strong links downwards (View → Presenter → Interactor, Router),
/// weak links back (Presenter → View, Interactor → Presenter).
@MainActor enum TodoListBuilder {
    static func build(dependencies: AppDependencies) -> any Pane {
        let interactor = TodoListInteractor(editor: dependencies.todoEditor, today: dependencies.today, view: dependencies.todoView)
        let dates = dependencies.dates
        interactor.now = { dates().timeOfDay }
        let router = TodoListRouter(dependencies: dependencies)
        let presenter = TodoListPresenter(interactor: interactor, router: router, wording: dependencies.wording)
        presenter.state.query = dependencies.todoView.startQuery
        let view = TodoListView(presenter: presenter)
        interactor.output = presenter
        if let sync = dependencies.todoSyncStatus { interactor.attach(sync) }
        return view
    }
}
