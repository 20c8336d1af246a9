import Entities

/// Builds the panes the feeds open: the articles beside them, the tag picker over them.
@MainActor final class NewsFeedsRouter: NewsFeedsPresenterToRouter {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func makeArticles() -> (any Pane)? {
        dependencies.newsSession.map { NewsArticlesBuilder.build(dependencies: dependencies, session: $0) }
    }

    func makeTags(of feeds: [Feed], current: String?) -> any Pane {
        NewsTagsBuilder.build(feeds: feeds, current: current, dependencies: dependencies)
    }
}
