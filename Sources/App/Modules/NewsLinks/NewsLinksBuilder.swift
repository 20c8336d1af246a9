/// Assembles the link list over the reader: strong links down, weak links back.
@MainActor enum NewsLinksBuilder {
    static func build(links: [String], title: String, dependencies: AppDependencies, session: NewsSession,
                      host: any PaneHost) -> any Pane {
        let interactor = NewsLinksInteractor(actions: dependencies.articleActions(session))
        let router = NewsLinksRouter(host: host, dependencies: dependencies)
        let presenter = NewsLinksPresenter(links: links, title: title, interactor: interactor, router: router,
                                           keymap: dependencies.keymap)
        let view = NewsLinksView(presenter: presenter, placement: .overlay)
        interactor.output = presenter
        router.pane = view
        return view
    }
}
