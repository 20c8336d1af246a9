import Terminal

/// A Presenter of a pane whose content wraps (the details, the reader, help), as its View sees it: the
/// Formatter wraps to the width the View reports, and the View pulls what to draw.
@MainActor protocol TextViewToPresenter<Model>: PanePresenter {
    associatedtype Model
    /// What to draw now; made again only when the state changed, with no other effect.
    var viewModel: Model { get }
    /// The text area's size: the content is wrapped to its width.
    func viewDidChange(width: Int, visibleRows: Int)
}

/// What a scrolling text pane draws (the reader, help): the lines on screen of a text wrapped to
/// the pane's width, and how many lines are above and below them.
struct TextViewModel<Line: Hashable>: Hashable {
    var title: String
    var lines: [Line]
    var linesAbove: Int
    var linesBelow: Int
    var chrome: PaneChrome
}

/// How one kind of line is drawn into a text pane, and where its scroll marker sits.
@MainActor protocol TextLineStyle {
    associatedtype Line: Hashable
    /// Columns left blank on each side of the text, inside the border.
    static var margin: Int { get }
    static var marker: ScrollMarkerPlacement { get }
    static func draw(_ line: Line, row: Int, in inner: Rect, into screen: inout Screen)
}

/// The View of a scrolling text pane: a box with the title, the lines its Presenter wrapped to the
/// width reported here (drawn by `Style`), how much more there is on the bottom border, and keys
/// and the mouse forwarded.
@MainActor final class TextView<Style: TextLineStyle>: PresenterPane {
    let presenter: any TextViewToPresenter<TextViewModel<Style.Line>>
    let placement: PanePlacement
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TextViewToPresenter<TextViewModel<Style.Line>>, placement: PanePlacement = .column) {
        self.presenter = presenter
        self.placement = placement
    }

    var forwardee: any PanePresenter { presenter }
    var chrome: PaneChrome { presenter.viewModel.chrome }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(width: max(1, rect.inner.width - 2 * Style.margin), visibleRows: max(1, rect.inner.height))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        let model = presenter.viewModel
        let border: StyleRole = focused ? .focusedBorder : .border
        screen.drawBox(rect, title: model.title, role: border)
        let inner = rect.inner
        for (offset, line) in model.lines.prefix(inner.height).enumerated() {
            Style.draw(line, row: inner.row + offset, in: inner, into: &screen)
        }
        screen.drawScrollMarker(above: model.linesAbove, below: model.linesBelow, on: rect, placement: Style.marker,
                                role: Style.marker == .leading ? .muted : border)
    }
}

/// Where a text pane says how much more there is: after the corner, in its dimmed style (the
/// details), or against the right-hand corner, in the border's (the reader).
enum ScrollMarkerPlacement {
    case leading, trailing
}

extension Screen {
    /// "↑ 3 above · ↓ 12 more lines" on the bottom border of `box`; nothing when all shows.
    mutating func drawScrollMarker(above: Int, below: Int, on box: Rect, placement: ScrollMarkerPlacement, role: StyleRole) {
        let parts = [above > 0 ? "↑ \(above) above" : nil, below > 0 ? "↓ \(below) more line\(below == 1 ? "" : "s")" : nil]
            .compactMap { $0 }
        guard !parts.isEmpty else { return }
        let text = " " + parts.joined(separator: " · ") + " "
        let bottom = box.row + box.height - 1
        switch placement {
        case .leading:
            guard box.width > 8 else { return }
            write(text, row: bottom, column: box.column + 2, maxWidth: box.width - 4, role: role)
        case .trailing:
            let column = max(box.column + 1, box.column + box.width - Glyph.width(of: text) - 2)
            write(text, row: bottom, column: column, maxWidth: box.width - 2, role: role)
        }
    }
}
