/// Builds the pane the article list opens: the reader beside it.
@MainActor final class NewsArticlesRouter: NewsArticlesPresenterToRouter {
    private let dependencies: AppDependencies
    private let session: NewsSession

    init(dependencies: AppDependencies, session: NewsSession) {
        self.dependencies = dependencies
        self.session = session
    }

    func makeReader() -> any Pane { NewsReaderBuilder.build(dependencies: dependencies, session: session) }
}
