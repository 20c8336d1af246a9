/// Leaves the detail pane (the list takes the keys again), opens help, or quits.
@MainActor final class TodoDetailRouter: TodoDetailPresenterToRouter {
    private weak var host: (any PaneHost)?
    weak var pane: (any Pane)?
    weak var output: (any TodoDetailModuleOutput)?
    private let dependencies: AppDependencies

    init(host: any PaneHost, dependencies: AppDependencies) {
        self.host = host
        self.dependencies = dependencies
    }

    func goBack() {
        if let pane { host?.goBack(from: pane) }
    }

    func goBack(saying message: StatusMessage) {
        output?.detailDidGoBack(saying: message)
        goBack()
    }

    func quit() { host?.quit() }

    func showHelp() { host?.pushHelp(dependencies) }
}
