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
