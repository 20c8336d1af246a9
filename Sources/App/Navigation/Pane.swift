import Settings
import Terminal

/// A module's View as the shell sees it: it is given a rectangle, draws its view model there,
/// and takes keys (forwarding them to its Presenter), which say what should happen next as
/// `PaneEffect`s the shell takes after each event.
@MainActor protocol Pane: AnyObject {
    /// Called once, when the pane joins the stack: the View asks its Presenter to load.
    func didAppear()
    /// Called before every frame is drawn, as an event: a View tells its Presenter when its size
    /// changed (which may load what now fits).
    func layout(in rect: Rect)
    /// Draws the view model; changes nothing.
    func draw(into screen: inout Screen, focused: Bool)
    /// Forwards a key to the Presenter; false if nothing used it.
    func handle(_ key: Key) -> Bool
    /// Forwards a click or the wheel to the Presenter, measured from the pane's top-left cell
    /// (its border); false if nothing used it.
    func handle(_ mouse: MouseEvent) -> Bool
    /// What the bars show while this pane has focus.
    var chrome: PaneChrome { get }
    /// A column beside others on a wide terminal, or an overlay that covers the body.
    var placement: PanePlacement { get }
    /// Called on a tab's root pane each time its tab becomes the one shown (the start tab too).
    func tabDidShow()
    /// The loop's idle tick, on every open pane of every tab: the clock may have moved, so what a
    /// pane words by it ("09:14", "today") is worded again here, an event, never while drawing.
    func clockDidTick()
    /// What handling asked for since the shell last took it (the Presenter's `PaneEffects`).
    func takeEffects() -> [PaneEffect]
    /// A message another pane sent (`PaneEffect.send`, `.sendToOpener`), delivered by the shell.
    func receive(_ message: PaneMessage)
    /// Where this pane reads its keys: help opens at its section, the command line offers its actions.
    var keyContext: KeyContext? { get }
    /// An action typed at the command line with a word (`:sort due`); false when this pane takes
    /// no word for that action (the shell then types it into the editor the action opens, if any).
    func run(_ action: Action, argument: String) -> Bool
    /// The words `run` takes for an action, which Tab offers at the command line.
    func argumentChoices(for action: Action) -> [String]
}

extension Pane {
    var placement: PanePlacement { .column }
    func tabDidShow() {}
    func clockDidTick() {}
    func handle(_ mouse: MouseEvent) -> Bool { false }
    func takeEffects() -> [PaneEffect] { [] }
    func receive(_ message: PaneMessage) {}
    var keyContext: KeyContext? { nil }
    func run(_ action: Action, argument: String) -> Bool { false }
    func argumentChoices(for action: Action) -> [String] { [] }
}

/// How the layout treats a pane.
public enum PanePlacement: Sendable {
    /// Shown beside the column before it when the terminal is wide enough (list | details).
    case column
    /// Covers the whole body while it has focus (help).
    case overlay
}

/// The parts of a module's view model that the top and status bars show.
public struct PaneChrome: Hashable, Sendable {
    /// The status bar's right-hand side (counts).
    public var summary: String
    /// What the tab bar shows after this tab's title when this is the tab's root pane (an unread count).
    public var badge: String?
    public var hints: [KeyHint]
    public var message: StatusMessage?
    /// An open line editor, drawn in the status bar.
    public var prompt: Prompt?
    /// A warning shown under the top bar for as long as it holds (the file is read-only).
    public var banner: String?

    public init(summary: String = "", badge: String? = nil, hints: [KeyHint] = [], message: StatusMessage? = nil,
                prompt: Prompt? = nil, banner: String? = nil) {
        self.summary = summary
        self.badge = badge
        self.hints = hints
        self.message = message
        self.prompt = prompt
        self.banner = banner
    }
}

/// A sentence in the status bar.
public struct StatusMessage: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

/// A line editor open in the status bar: its label and its state.
public struct Prompt: Hashable, Sendable {
    /// The label's forms, longest first: the status bar shows the longest that leaves room to
    /// type in a narrow terminal.
    public var labelForms: [String]
    public var editor: LineEditor
    public var hints: [KeyHint]

    /// The label as a wide terminal shows it.
    public var label: String { labelForms.first ?? "" }

    public init(label: String, editor: LineEditor, hints: [KeyHint]) {
        self.init(labels: [label], editor: editor, hints: hints)
    }

    /// A prompt whose label has shorter forms for narrow terminals, longest first.
    public init(labels: [String], editor: LineEditor, hints: [KeyHint]) {
        labelForms = labels
        self.editor = editor
        self.hints = hints
    }
}
