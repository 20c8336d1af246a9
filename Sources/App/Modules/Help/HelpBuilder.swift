/// Assembles the help module: the key table every pane's `?` opens, or the message log.
@MainActor enum HelpBuilder {
    static func build(page: HelpPage, dependencies: AppDependencies) -> any Pane {
        let presenter = HelpPresenter(page: page, keymap: dependencies.keymap) { [dependencies] in
            DateText(now: dependencies.clock.now, timeZone: dependencies.timeZone)
        }
        return HelpView(presenter: presenter, placement: .overlay)
    }
}
