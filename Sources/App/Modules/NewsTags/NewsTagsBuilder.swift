import Entities

/// Assembles the tag picker over the feeds; it answers the feeds pane with `PaneMessage.tagPicked`.
@MainActor enum NewsTagsBuilder {
    static func build(feeds: [Feed], current: String?, dependencies: AppDependencies) -> any Pane {
        let presenter = NewsTagsPresenter(feeds: feeds, current: current, keymap: dependencies.keymap)
        return NewsTagsView(presenter: presenter, placement: .overlay)
    }
}
