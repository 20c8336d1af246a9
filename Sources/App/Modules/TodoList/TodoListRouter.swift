import Entities

/// Opens the detail and help panes. It keeps no screen state: only weak links to what it opened.
@MainActor final class TodoListRouter: TodoListPresenterToRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
    private weak var detailPane: (any Pane)?
    private weak var detail: (any TodoDetailModuleInput)?
    /// The list's Presenter, which words what the detail pane did before it went back.
    weak var detailOutput: (any TodoDetailModuleOutput)?

    init(host: any PaneHost, dependencies: AppDependencies) {
        self.host = host
        self.dependencies = dependencies
    }

    func showDetail(of id: Todo.ID?, focus: Bool) {
        if detailPane == nil, let host {
            let module = TodoDetailBuilder.build(dependencies: dependencies, host: host, output: detailOutput)
            host.push(module.pane, focus: false)
            detailPane = module.pane
            detail = module.input
        }
        detail?.show(todoID: id)
        if focus, let detailPane { host?.focus(detailPane) }
    }

    func showHelp() { host?.pushHelp(dependencies) }

    func showAgenda() {
        if let host { host.push(TodoAgendaBuilder.build(dependencies: dependencies, host: host), focus: true) }
    }

    func quit() { host?.quit() }
}
