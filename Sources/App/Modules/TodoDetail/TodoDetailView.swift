import Terminal

/// Draws one to-do's details: its title, a column of fields, then its notes, wrapped.
final class TodoDetailView: Pane, TodoDetailPresenterToView {
    let presenter: any TodoDetailViewToPresenter
    private var model: TodoDetailViewModel?
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)
    /// The notes editor's first visual row on screen, kept from frame to frame so the text
    /// scrolls only when the cursor would leave it (like a line editor's sideways scroll).
    private var notesEditorFirstRow = 0

    init(presenter: any TodoDetailViewToPresenter) {
        self.presenter = presenter
    }

    func display(_ model: TodoDetailViewModel) {
        self.model = model
        if model.notesEditor == nil { notesEditorFirstRow = 0 }
    }
    func didAppear() { presenter.viewDidLoad() }
    func layout(in rect: Rect) {
        self.rect = rect
        guard let model, model.placeholder == nil else { return }
        let inner = rect.inner
        let width = max(1, inner.width - 2)
        presenter.viewDidLayout(visibleRows: inner.height, contentRows: rows(of: model, left: 0, width: width).count,
                                textWidth: width)
    }
    func handle(_ key: Key) -> Bool { presenter.handle(key) }
    func handle(_ mouse: MouseEvent) -> Bool { presenter.handle(mouse) }
    var chrome: PaneChrome { model?.chrome ?? PaneChrome() }

    func draw(into screen: inout Screen, focused: Bool) {
        guard let model else { return }
        screen.drawBox(rect, title: model.paneTitle, role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        let left = inner.column + 1
        let width = inner.width - 2
        guard width > 0 else { return }
        if let placeholder = model.placeholder {
            screen.write(placeholder, row: inner.row, column: left, maxWidth: width, role: .muted)
            return
        }
        let rows = rows(of: model, left: left, width: width)
        if let editor = model.notesEditor {
            let top = inner.row + rows.count
            drawRows(rows[...], into: &screen, inner: inner, left: left, width: width)
            let editorRect = Rect(row: top, column: left, width: width, height: inner.row + inner.height - top)
            notesEditorFirstRow = screen.drawTextArea(editor, in: editorRect, firstRow: notesEditorFirstRow, role: .input)
            return
        }
        let first = max(0, min(model.firstVisibleRow, rows.count - inner.height))
        drawRows(rows.dropFirst(first), into: &screen, inner: inner, left: left, width: width)
        drawScrollMarker(above: first, below: rows.count - first - inner.height, into: &screen)
    }

    /// The heading, the fields, and the notes (or the notes editor's heading), one entry per row.
    private func rows(of model: TodoDetailViewModel, left: Int, width: Int) -> [[Segment]] {
        var rows: [[Segment]] = TextWrap.lines(of: model.heading ?? "", width: width).map { [Segment($0, .heading, left)] }
        rows.append([])
        let labelWidth = (model.fields.map { Glyph.width(of: $0.label) }.max() ?? 0) + 2
        for field in model.fields {
            let role = Self.role(of: field.emphasis)
            for (index, line) in TextWrap.lines(of: field.value, width: max(1, width - labelWidth)).enumerated() {
                let label = index == 0 ? [Segment(Glyph.glyphs(of: field.label), .muted, left)] : []
                rows.append(label + [Segment(line, role, left + labelWidth)])
            }
        }
        if model.notesEditor != nil || model.notes != nil {
            rows.append([])
            rows.append([Segment(Glyph.glyphs(of: "Notes"), .heading, left)])
        }
        if model.notesEditor == nil, let notes = model.notes {
            rows += TextWrap.lines(of: notes, width: width).map { [Segment($0, .normal, left)] }
        }
        return rows
    }

    /// "↓ 12 more lines" (and "↑ 3 above" once scrolled) in the bottom border.
    private func drawScrollMarker(above: Int, below: Int, into screen: inout Screen) {
        var parts: [String] = []
        if above > 0 { parts.append("↑ \(above) above") }
        if below > 0 { parts.append("↓ \(below) more line\(below == 1 ? "" : "s")") }
        guard !parts.isEmpty, rect.width > 8 else { return }
        screen.write(" \(parts.joined(separator: " · ")) ", row: rect.row + rect.height - 1, column: rect.column + 2,
                     maxWidth: rect.width - 4, role: .muted)
    }

    private func drawRows(_ rows: ArraySlice<[Segment]>, into screen: inout Screen, inner: Rect, left: Int, width: Int) {
        for (offset, segments) in rows.prefix(inner.height).enumerated() {
            for segment in segments {
                screen.write(segment.glyphs, row: inner.row + offset, column: segment.column,
                             maxWidth: left + width - segment.column, role: segment.role)
            }
        }
    }

    private static func role(of emphasis: TodoDetailField.Emphasis) -> StyleRole {
        switch emphasis {
        case .normal: .normal
        case .done: .done
        case .muted: .muted
        case .tag: .tag
        case .priorityLow: .priorityLow
        case .priorityMedium: .priorityMedium
        case .priorityHigh: .priorityHigh
        case .dueToday: .dueToday
        case .overdue: .overdue
        }
    }

    /// A run of text at a column of a row.
    private struct Segment {
        let glyphs: [Glyph]
        let role: StyleRole
        let column: Int
        init(_ glyphs: [Glyph], _ role: StyleRole, _ column: Int) {
            self.glyphs = glyphs
            self.role = role
            self.column = column
        }
    }
}
