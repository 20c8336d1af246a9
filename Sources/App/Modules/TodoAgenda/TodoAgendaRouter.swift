import Entities

/// Opens a to-do's details over the agenda (one detail pane, reused), help, or closes the agenda.
@MainActor final class TodoAgendaRouter: TodoAgendaPresenterToRouter {
    private weak var host: (any PaneHost)?
    private let dependencies: AppDependencies
    weak var pane: (any Pane)?
    /// The agenda's Presenter, which words what the detail pane did before it went back.
    weak var detailOutput: (any TodoDetailModuleOutput)?
    private weak var detailPane: (any Pane)?
    private weak var detail: (any TodoDetailModuleInput)?

    init(host: any PaneHost, dependencies: AppDependencies) {
        self.host = host
        self.dependencies = dependencies
    }

    func showDetail(of id: Todo.ID) {
        guard let host else { return }
        if let detailPane, let detail {
            detail.show(todoID: id)
            host.focus(detailPane)
            return
        }
        let module = TodoDetailBuilder.build(dependencies: dependencies, host: host, output: detailOutput, placement: .overlay)
        module.input.show(todoID: id)
        host.push(module.pane, focus: true)
        (detailPane, detail) = (module.pane, module.input)
    }

    func close() {
        if let pane { host?.close(pane) }
    }

    func showHelp() { host?.pushHelp(dependencies) }

    func quit() { host?.quit() }
}
