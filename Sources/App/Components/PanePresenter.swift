import Settings
import Terminal

/// What every View asks of its Presenter, whatever it draws; `ListViewToPresenter` and
/// `TextViewToPresenter` add the view model and the size it is made for.
@MainActor protocol PanePresenter: AnyObject {
    func viewDidLoad()
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

extension PanePresenter {
    func viewDidLoad() {}
    func viewClockDidTick() {}
    func receive(_ message: PaneMessage) {}
    var keyContext: KeyContext? { nil }
}

/// A View that passes on to its Presenter what the shell tells it: the forwarding is written
/// once, here; the View itself lays out and draws.
@MainActor protocol PresenterPane: Pane {
    var forwardee: any PanePresenter { get }
}

extension PresenterPane {
    func didAppear() { forwardee.viewDidLoad() }
    func clockDidTick() { forwardee.viewClockDidTick() }
    func handle(_ key: Key) -> Bool { forwardee.handle(key) }
    func handle(_ mouse: MouseEvent) -> Bool { forwardee.handle(mouse) }
    func takeEffects() -> [PaneEffect] { forwardee.effects.take() }
    func receive(_ message: PaneMessage) { forwardee.receive(message) }
    var keyContext: KeyContext? { forwardee.keyContext }
}
