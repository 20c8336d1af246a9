/// Builds the pane the reader opens: the article's links over it.
@MainActor final class NewsReaderRouter: NewsReaderPresenterToRouter {
    private let dependencies: AppDependencies
    private let session: NewsSession

    init(dependencies: AppDependencies, session: NewsSession) {
        self.dependencies = dependencies
        self.session = session
    }

    func makeLinks(_ links: [String], of title: String) -> any Pane {
        NewsLinksBuilder.build(links: links, title: title, dependencies: dependencies, session: session)
    }
}
