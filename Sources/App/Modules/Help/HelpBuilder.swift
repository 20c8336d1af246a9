/// Assembles the help module.
@MainActor enum HelpBuilder {
    static func build(dependencies: AppDependencies, host: any PaneHost) -> any Pane {
        let router = HelpRouter(host: host)
        let presenter = HelpPresenter(router: router, keymap: dependencies.keymap)
        let view = HelpView(presenter: presenter, placement: .overlay)
        router.pane = view
        return view
    }
}
