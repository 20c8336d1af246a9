/// Assembles the link list over the reader: strong links down, weak links back.
@MainActor enum NewsLinksBuilder {
    static func build(links: [String], title: String, dependencies: AppDependencies, session: NewsSession) -> any Pane {
        let interactor = NewsLinksInteractor(actions: dependencies.articleActions(session))
        let presenter = NewsLinksPresenter(links: links, title: title, interactor: interactor, keymap: dependencies.keymap)
        let view = NewsLinksView(presenter: presenter, placement: .overlay)
        interactor.output = presenter
        return view
    }
}
