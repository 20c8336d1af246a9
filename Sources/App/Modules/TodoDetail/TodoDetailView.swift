import Terminal

/// Draws one to-do's details: its title, a column of fields, then its notes, wrapped.
final class TodoDetailView: Pane, TodoDetailPresenterToView {
    let presenter: any TodoDetailViewToPresenter
    private var model: TodoDetailViewModel?
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TodoDetailViewToPresenter) {
        self.presenter = presenter
    }

    func display(_ model: TodoDetailViewModel) { self.model = model }
    func didAppear() { presenter.viewDidLoad() }
    func layout(in rect: Rect) { self.rect = rect }
    func handle(_ key: Key) -> Bool { presenter.handle(key) }
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
        if let editor = model.notesEditor {
            rows.append([])
            rows.append([Segment(Glyph.glyphs(of: "Notes"), .heading, left)])
            let top = inner.row + rows.count
            drawRows(rows, into: &screen, inner: inner, left: left, width: width)
            let editorRect = Rect(row: top, column: left, width: width, height: inner.row + inner.height - top)
            screen.drawTextArea(editor, in: editorRect, role: .input)
            return
        }
        if let notes = model.notes {
            rows.append([])
            rows.append([Segment(Glyph.glyphs(of: "Notes"), .heading, left)])
            rows += TextWrap.lines(of: notes, width: width).map { [Segment($0, .normal, left)] }
        }
        drawRows(rows, into: &screen, inner: inner, left: left, width: width)
    }

    private func drawRows(_ rows: [[Segment]], into screen: inout Screen, inner: Rect, left: Int, width: Int) {
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
