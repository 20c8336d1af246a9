/// Assembles the help module.
enum HelpBuilder {
    static func build(dependencies: AppDependencies, host: any PaneHost) -> any Pane {
        let router = HelpRouter(host: host)
        let editor = dependencies.todoEditor
        let presenter = HelpPresenter(router: router, keymap: dependencies.keymap,
                                      editsAQuitWouldLose: { [weak editor] in editor?.editsAQuitWouldLose() })
        let view = HelpView(presenter: presenter)
        presenter.view = view
        router.pane = view
        return view
    }
}
