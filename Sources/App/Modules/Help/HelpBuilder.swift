/// Assembles the help module (the shell opens it for every pane's `?`).
@MainActor enum HelpBuilder {
    static func build(dependencies: AppDependencies) -> any Pane {
        let presenter = HelpPresenter(keymap: dependencies.keymap)
        return HelpView(presenter: presenter, placement: .overlay)
    }
}
