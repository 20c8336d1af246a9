import Settings
import Terminal

/// What a list pane draws: only the rows on screen (nothing formats what is not shown).
struct ListViewModel<Row: Hashable>: Hashable {
    var title: String
    /// The rows from `firstVisibleRow` on that fit.
    var rows: [Row]
    var selectedRow: Int?
    var firstVisibleRow: Int
    /// Shown instead of rows when there are none, each line wrapped to the pane.
    var emptyLines: [String]?
    var chrome: PaneChrome
}

/// A list Presenter as its View sees it: the View pulls the view model when the loop draws.
@MainActor protocol ListViewToPresenter<Row>: PanePresenter {
    associatedtype Row: Hashable
    /// What to draw now; made again only when the Presenter's state changed since the last call,
    /// and with no other effect.
    var viewModel: ListViewModel<Row> { get }
    /// The pane's tab became the one shown (the tab's root pane only).
    func viewDidShow()
    func viewDidChange(visibleRows: Int)
    /// An action from the command line with a word (`Pane.run`).
    func run(_ action: Action, argument: String) -> Bool
    /// The words `run` takes (`Pane.argumentChoices`).
    func argumentChoices(for action: Action) -> [String]
}

extension ListViewToPresenter {
    func viewDidShow() {}
    func run(_ action: Action, argument: String) -> Bool { false }
    func argumentChoices(for action: Action) -> [String] { [] }
}

/// How one kind of row is drawn into the rows of a list pane.
@MainActor protocol ListRowStyle {
    associatedtype Row: Hashable
    static func draw(_ rows: [Row], in rect: Rect, firstVisibleRow: Int, selectedRow: Int?, focused: Bool,
                     into screen: inout Screen)
}

/// Rows made of styled spans with an optional right-hand part (feeds, articles).
enum PlainListRows: ListRowStyle {
    static func draw(_ rows: [ListRow], in rect: Rect, firstVisibleRow: Int, selectedRow: Int?, focused: Bool,
                     into screen: inout Screen) {
        screen.drawList(rows, in: rect, firstVisibleRow: firstVisibleRow, selectedRow: selectedRow, focused: focused)
    }
}

/// The one View of every list pane: a box with the title, the rows its Presenter gives (drawn by
/// `Style`) or the empty state, and keys and the mouse forwarded.
@MainActor final class ListView<Style: ListRowStyle>: PresenterPane {
    let presenter: any ListViewToPresenter<Style.Row>
    let placement: PanePlacement
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any ListViewToPresenter<Style.Row>, placement: PanePlacement = .column) {
        self.presenter = presenter
        self.placement = placement
    }

    var forwardee: any PanePresenter { presenter }
    func tabDidShow() { presenter.viewDidShow() }
    var chrome: PaneChrome { presenter.viewModel.chrome }
    func run(_ action: Action, argument: String) -> Bool { presenter.run(action, argument: argument) }
    func argumentChoices(for action: Action) -> [String] { presenter.argumentChoices(for: action) }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(visibleRows: max(1, rect.height - 2))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        let model = presenter.viewModel
        if let empty = model.emptyLines {
            screen.drawListPane(rect, title: model.title, focused: focused, rows: [], firstVisibleRow: 0, selectedRow: nil,
                                emptyLines: empty)
            return
        }
        screen.drawBox(rect, title: model.title, role: focused ? .focusedBorder : .border)
        Style.draw(model.rows, in: rect.inner, firstVisibleRow: model.firstVisibleRow, selectedRow: model.selectedRow,
                   focused: focused, into: &screen)
    }
}

/// A Presenter's view model, kept until its state changes: the View may ask every frame, and it
/// is formatted again only after `invalidate()`.
struct ModelCache<Model> {
    private var model: Model?

    mutating func invalidate() { model = nil }

    mutating func model(_ make: () -> Model) -> Model {
        if let model { return model }
        let made = make()
        model = made
        return made
    }
}
