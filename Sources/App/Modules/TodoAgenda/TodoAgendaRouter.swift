/// Builds the pane the agenda opens: a to-do's details over it.
@MainActor final class TodoAgendaRouter: TodoAgendaPresenterToRouter {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func makeDetail() -> any Pane { TodoDetailBuilder.build(dependencies: dependencies, placement: .overlay) }
}
