import Settings
import Terminal

/// A Presenter of a pane whose content wraps (the details, the reader, help), as its View sees it: the
/// Formatter wraps to the width the View reports, and the View pulls what to draw.
@MainActor protocol TextViewToPresenter<Model>: AnyObject {
    associatedtype Model
    /// What to draw now; made again only when the state changed, with no other effect.
    var viewModel: Model { get }
    func viewDidLoad()
    /// The text area's size: the content is wrapped to its width.
    func viewDidChange(width: Int, visibleRows: Int)
    /// The idle tick: a Presenter that words times by the clock words them again if it moved.
    func viewClockDidTick()
    func handle(_ key: Key) -> Bool
    /// A click or the wheel, measured from the pane's corner (its border).
    func handle(_ mouse: MouseEvent) -> Bool
    /// What handling asked the shell to do, queued until it takes them.
    var effects: PaneEffects { get }
    /// A message from another pane, which the shell delivers.
    func receive(_ message: PaneMessage)
    /// Where the pane reads its keys (`Pane.keyContext`).
    var keyContext: KeyContext? { get }
}

extension TextViewToPresenter {
    func viewDidLoad() {}
    func viewClockDidTick() {}
    func receive(_ message: PaneMessage) {}
    var keyContext: KeyContext? { nil }
}
