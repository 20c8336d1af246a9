import Terminal

// The Help module: every key binding, read from the keymap. It has no use case, so no Interactor.

/// View → Presenter.
protocol HelpViewToPresenter: AnyObject {
    func viewDidLoad()
    func viewDidChange(visibleRows: Int)
    func handle(_ key: Key) -> Bool
    /// A click or the wheel, measured from the pane's corner (its border).
    func handle(_ mouse: MouseEvent) -> Bool
}

/// Presenter → View.
protocol HelpPresenterToView: AnyObject {
    func display(_ model: HelpViewModel)
}

/// Presenter → Router.
protocol HelpPresenterToRouter: AnyObject {
    func close()
    func quit()
}

/// What the help pane draws.
struct HelpViewModel: Hashable {
    var lines: [HelpLine]
    var firstVisibleRow: Int
    var chrome: PaneChrome
}

/// One line of the help pane.
enum HelpLine: Hashable {
    case heading(String)
    case binding(keys: String, help: String)
    case blank
}
