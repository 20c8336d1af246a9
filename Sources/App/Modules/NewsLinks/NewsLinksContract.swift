import Terminal

// The NewsLinks module: the reader's links as a list pane over the body (newsboat's URL view).

// View → Presenter: `ListViewToPresenter` (the View pulls `ListRow`s when it draws).

/// Presenter → Interactor: opens a link with `o`'s rules, or copies it.
@MainActor protocol NewsLinksPresenterToInteractor: AnyObject {
    func open(_ link: String)
    func copy(_ link: String)
}

/// Interactor → Presenter.
@MainActor protocol NewsLinksInteractorToPresenter: AnyObject {
    func actionDidFinish(_ sentence: String)
    func actionFailed(_ sentence: String)
}

typealias NewsLinksViewModel = ListViewModel<ListRow>
