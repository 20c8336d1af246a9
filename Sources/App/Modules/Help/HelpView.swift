import Terminal

/// Draws the key table, scrolled.
final class HelpView: Pane, HelpPresenterToView {
    let presenter: any HelpViewToPresenter
    private var model: HelpViewModel?
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any HelpViewToPresenter) {
        self.presenter = presenter
    }

    func display(_ model: HelpViewModel) { self.model = model }
    func didAppear() { presenter.viewDidLoad() }
    func handle(_ key: Key) -> Bool { presenter.handle(key) }
    func handle(_ mouse: MouseEvent) -> Bool { presenter.handle(mouse) }
    var chrome: PaneChrome { model?.chrome ?? PaneChrome() }
    var placement: PanePlacement { .overlay }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(visibleRows: max(1, rect.height - 2))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        guard let model else { return }
        screen.drawBox(rect, title: "Keys", role: focused ? .focusedBorder : .border)
        let inner = rect.inner
        let keyWidth = model.lines.map { line -> Int in
            if case .binding(let keys, _) = line { return Glyph.width(of: keys) } else { return 0 }
        }.max() ?? 0
        for (offset, line) in model.lines.dropFirst(model.firstVisibleRow).prefix(inner.height).enumerated() {
            let row = inner.row + offset
            switch line {
            case .heading(let text):
                screen.write(text, row: row, column: inner.column + 1, maxWidth: inner.width - 2, role: .heading)
            case .binding(let keys, let help):
                screen.write(keys, row: row, column: inner.column + 3, maxWidth: inner.width - 4, role: .statusKey)
                let column = inner.column + 3 + keyWidth + 2
                screen.write(help, row: row, column: column, maxWidth: inner.column + inner.width - 1 - column, role: .normal)
            case .blank:
                break
            }
        }
    }
}
