/// Builds the panes the list opens: the details beside it, the agenda over it.
@MainActor final class TodoListRouter: TodoListPresenterToRouter {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func makeDetail() -> any Pane { TodoDetailBuilder.build(dependencies: dependencies) }

    func makeAgenda() -> any Pane { TodoAgendaBuilder.build(dependencies: dependencies) }
}
