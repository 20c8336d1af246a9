import Entities
import Settings

/// Assembles the tag picker over the feeds: strong links down, weak links back (to the feeds
/// pane too: the picker never keeps it alive).
@MainActor enum NewsTagsBuilder {
    static func build(feeds: [Feed], current: String?, dependencies: AppDependencies, host: any PaneHost,
                      output: any NewsTagsModuleOutput) -> any Pane {
        let router = NewsTagsRouter(host: host, dependencies: dependencies)
        let presenter = NewsTagsPresenter(feeds: feeds, current: current, router: router, keymap: dependencies.keymap)
        presenter.output = output
        let view = NewsTagsView(presenter: presenter, placement: .overlay)
        router.pane = view
        return view
    }
}
