@testable import App
import Terminal

/// A pane that shows one line of text and records the keys it is given; it uses only the keys
/// in `consumes`. For tests of the shell and the loop, which need a pane but no module.
@MainActor
final class NotePane: Pane {
    var text: String
    private(set) var keys: [Key] = []
    let consumes: Set<Key>
    var onKey: (Key) -> Void = { _ in }
    /// What the pane asks the shell to do (a test queues effects here, as a Presenter does).
    let effects = PaneEffects()
    private(set) var received: [PaneMessage] = []
    let placement: PanePlacement
    private var rect = Rect(row: 0, column: 0, width: 0, height: 0)

    init(_ text: String, consumes: Set<Key> = [], placement: PanePlacement = .column) {
        self.text = text
        self.consumes = consumes
        self.placement = placement
    }

    func didAppear() {}
    func layout(in rect: Rect) { self.rect = rect }

    func draw(into screen: inout Screen, focused: Bool) {
        screen.write(text, row: rect.row, column: rect.column, maxWidth: rect.width, role: .normal)
    }

    func handle(_ key: Key) -> Bool {
        guard consumes.contains(key) else { return false }
        keys.append(key)
        onKey(key)
        return true
    }

    func takeEffects() -> [PaneEffect] { effects.take() }
    func receive(_ message: PaneMessage) { received.append(message) }

    var chrome: PaneChrome { PaneChrome(badge: "7") }
}
