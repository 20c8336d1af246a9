import Settings
import Terminal

/// Draws the article's lines in a bordered pane, with how much more there is on the bottom
/// border, and forwards keys to the Presenter.
@MainActor final class NewsReaderView: Pane {
    let presenter: any TextViewToPresenter<NewsReaderViewModel>
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(presenter: any TextViewToPresenter<NewsReaderViewModel>) {
        self.presenter = presenter
    }

    func didAppear() { presenter.viewDidLoad() }
    func clockDidTick() { presenter.viewClockDidTick() }
    func handle(_ key: Key) -> Bool { presenter.handle(key) }
    func handle(_ mouse: MouseEvent) -> Bool { presenter.handle(mouse) }
    func takeEffects() -> [PaneEffect] { presenter.effects.take() }
    func receive(_ message: PaneMessage) { presenter.receive(message) }
    var keyContext: KeyContext? { presenter.keyContext }
    var chrome: PaneChrome { presenter.viewModel.chrome }

    func layout(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        presenter.viewDidChange(width: max(1, rect.width - 4), visibleRows: max(1, rect.height - 2))
    }

    func draw(into screen: inout Screen, focused: Bool) {
        let model = presenter.viewModel
        let border: StyleRole = focused ? .focusedBorder : .border
        screen.drawBox(rect, title: model.title, role: border)
        let inner = rect.inner
        for (offset, line) in model.lines.prefix(inner.height).enumerated() {
            screen.write(line, row: inner.row + offset, column: inner.column + 1, maxWidth: inner.width - 2)
        }
        let more = [model.linesAbove > 0 ? "↑ \(model.linesAbove) above" : nil,
                    model.linesBelow > 0 ? "↓ \(model.linesBelow) more line\(model.linesBelow == 1 ? "" : "s")" : nil].compactMap { $0 }
        if !more.isEmpty {
            let text = " " + more.joined(separator: " · ") + " "
            let width = Glyph.width(of: text)
            screen.write(text, row: rect.row + rect.height - 1, column: max(rect.column + 1, rect.column + rect.width - width - 2),
                         maxWidth: rect.width - 2, role: border)
        }
    }
}
