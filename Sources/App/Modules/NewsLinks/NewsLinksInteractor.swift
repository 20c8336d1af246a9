/// Opens or copies a link through `ArticleActions`, with the same rules as `o` and `y`.
@MainActor final class NewsLinksInteractor: NewsLinksPresenterToInteractor {
    weak var output: (any NewsLinksInteractorToPresenter)?
    private let actions: ArticleActions

    init(actions: ArticleActions) { self.actions = actions }

    func open(_ link: String) { report { try actions.open(link) } }
    func copy(_ link: String) { report { try actions.copy(link) } }

    private func report(_ action: () throws -> String) {
        do {
            output?.actionDidFinish(try action())
        } catch {
            output?.actionFailed((error as? ArticleActions.Failure)?.sentence ?? "\(error)")
        }
    }
}
