import Foundation
import Settings
import Terminal

/// The whole screen: the tab bar, the active tab's panes as the layout places them, the status
/// bar. A key goes to suspend first, then to the focused pane, and only if the pane did not use
/// it to the shell's own keys (switching tabs), so a `1` typed into an editor stays a `1`.
/// After each event it carries out what the panes asked for (`PaneStack.settle`); a frame is
/// arranged (sizes told, as an event) and then drawn, and drawing changes nothing.
/// The same object serves the TUI, `adder snapshot` and whole-app tests.
@MainActor public final class AppShell: TabHost {
    public private(set) var tabs: [Tab] = []
    public private(set) var activeTabIndex = 0 {
        didSet { tabs[activeTabIndex].stack.panes.first?.tabDidShow() }
    }
    public private(set) var isRunning = true
    /// Where background work hands its results back to the loop.
    public let work: BackgroundWork
    let keymap: Keymap
    private let splitWidth: Int
    private let headline: () -> String
    /// Run when the loop is idle (outside changes to files are noticed here).
    private let idleTasks: [() -> Void]
    /// The size of the last frame: below the minimum, keys other than quit and suspend do nothing.
    private var lastSize: Size?
    /// Where the last frame put each pane: the mouse is hit-tested against it.
    private var lastPlacements: [(index: Int, rect: Rect)] = []
    /// Stops the program until the shell's `fg` (set by the TUI; nothing in memory).
    public var suspendToShell: () -> Void = {}
    /// A sentence shown in the status bar until the next key (a theme that could not be read, a
    /// quit that would lose something).
    public var notice: StatusMessage?
    /// Asked when quit is requested, from any pane, tab or the too-small screen.
    private var quitVetoes: [QuitVeto] = []
    /// What the last refused quit warned about: the same losses again let the next quit through.
    private var lastQuitWarning: [String]?
    /// The key being handled, if any: a quit's warning names it ("q again to quit").
    private var keyBeingHandled: Key?
    /// Builds the help pane every pane's `?` opens, and the message log (set by the composition root).
    var makeHelpPane: ((HelpPage) -> any Pane)?
    /// The `:` command line, while it is open (`AppShell+Commands.swift`).
    var commandPrompt: CommandPrompt?
    /// The commands run this session, oldest first (Up recalls them).
    var commandHistory: [String] = []
    /// Every sentence the status bar showed (Ctrl-G, `:messages`).
    private(set) var messageLog = MessageLog()
    /// When a message was shown, for the log (set by the composition root to its clock).
    var now: () -> Date = Date.init

    /// `splitWidth`: the terminal width from which two columns show side by side.
    public init(work: BackgroundWork, keymap: Keymap = .standard, splitWidth: Int = Layout.defaultSplitWidth,
                headline: @escaping () -> String = { "" }, idleTasks: [() -> Void] = []) {
        self.work = work
        self.keymap = keymap
        self.splitWidth = splitWidth
        self.headline = headline
        self.idleTasks = idleTasks
    }

    /// Adds a tab whose root pane `root` builds.
    func addTab(_ id: TabID, title: String, root: () -> any Pane) {
        let stack = PaneStack(tabs: self)
        tabs.append(Tab(id: id, title: title, stack: stack))
        stack.push(root(), focus: true)
        stack.settle()
    }

    /// The active tab's panes.
    public var stack: PaneStack { tabs[activeTabIndex].stack }

    public func handle(_ key: Key) {
        notice = nil
        keyBeingHandled = key
        defer { keyBeingHandled = nil }
        dispatch(key)
        settle()
    }

    private func dispatch(_ key: Key) {
        if keymap.action(for: key, in: .global) == .suspend {
            suspendToShell()
            return
        }
        if let lastSize, !Layout.fits(lastSize) {
            if keymap.bindings.contains(where: { $0.action == .quit && $0.keys.contains(key) }) { requestQuit() }
            return
        }
        if commandPrompt != nil { return handleCommandKey(key) }
        if stack.focused?.handle(key) == true { return }
        if !performTabAction(keymap.action(for: key, in: .tabs)) { notice = unknownKeyNotice(key) }
    }

    /// The shell's own actions (`KeyContext.tabs`); false for any other.
    func performTabAction(_ action: Action?) -> Bool {
        switch action {
        case .nextTab: activeTabIndex = (activeTabIndex + 1) % tabs.count
        case .previousTab: activeTabIndex = (activeTabIndex + tabs.count - 1) % tabs.count
        case .showFirstTab: activeTabIndex = 0
        case .showSecondTab: activeTabIndex = min(1, tabs.count - 1)
        case .commandLine: commandPrompt = CommandPrompt()
        case .showMessages: openMessages()
        default: return false
        }
        return true
    }

    /// A key that no binding anywhere holds says so and names the help key, rather than nothing.
    /// A key bound elsewhere (another pane's, the other tab's) stays silent: it is Adder's.
    private func unknownKeyNotice(_ key: Key) -> StatusMessage? {
        if case .paste = key { return nil }
        guard !keymap.bindings.contains(where: { $0.keys.contains(key) }) else { return nil }
        let helpBinding: KeyBinding? = keymap.bindings.first(where: { (binding: KeyBinding) in binding.action == Action.showHelp })
        let helpKey = helpBinding?.keys.first.map { Keymap.label(of: [$0]) } ?? "?"
        return StatusMessage("\(InertText.make(key.label)) is not one of Adder's keys: \(helpKey) lists them.")
    }

    /// A click or the wheel, in screen cells. It goes to the pane under the pointer, measured from
    /// that pane's corner; a click first gives that pane the focus. While an editor is open, or
    /// below the minimum size, the mouse does nothing (the keyboard paths are never touched).
    public func handle(_ mouse: MouseEvent) {
        notice = nil
        guard let lastSize, Layout.fits(lastSize), stack.focused?.chrome.prompt == nil, commandPrompt == nil,
              let hit = lastPlacements.last(where: { $0.rect.contains(row: mouse.row, column: mouse.column) }),
              stack.panes.indices.contains(hit.index) else { return }
        let pane = stack.panes[hit.index]
        if mouse.isClick, hit.index != stack.focusIndex { stack.focus(pane) }
        _ = pane.handle(mouse.relative(to: (hit.rect.row, hit.rect.column)))
        settle()
    }

    public func idle() {
        idleTasks.forEach { $0() }
        for tab in tabs {
            for pane in tab.stack.panes { pane.clockDidTick() }
        }
        settle()
    }

    /// Hands background results to their receivers (`BackgroundWork`), then carries out what they asked for.
    public func deliverPosted() {
        work.deliverPosted()
        settle()
    }

    /// Carries out what every tab's panes asked for (a background result may land in a tab not shown).
    public func settle() {
        for tab in tabs { tab.stack.settle() }
    }

    func makeHelp(at context: KeyContext?) -> (any Pane)? { makeHelpPane?(.keys(startingAt: context)) }

    /// Opens the message log over the active tab's panes.
    func openMessages() {
        guard let pane = makeHelpPane?(.messages(messageLog.entries)) else { return }
        stack.push(pane, focus: true, opener: stack.focused)
    }

    public func showTab(_ id: TabID) {
        if let index = tabs.firstIndex(where: { $0.id == id }) { activeTabIndex = index }
    }

    /// Something a quit now would lose keeps the program running once, with a warning in the
    /// status bar that names the key just pressed; the same quit again goes through.
    public func addQuitVeto(_ veto: QuitVeto) { quitVetoes.append(veto) }

    /// Quits unless a veto objects and has not been heard yet (see `addQuitVeto`).
    public func requestQuit() {
        let losses = quitVetoes.compactMap { $0.whatAQuitWouldLose() }
        guard !losses.isEmpty, losses != lastQuitWarning else {
            isRunning = false
            return
        }
        lastQuitWarning = losses
        let key = keyBeingHandled.map { Keymap.label(of: [$0]) } ?? "quit"
        notice = StatusMessage(QuitVeto.warning(losses: losses, quitKey: key), isError: true)
    }

    func quit() { requestQuit() }

    /// Arranges a frame at a size, then draws it.
    public func render(size: Size) -> Screen {
        arrange(size: size)
        return draw(size: size)
    }

    /// The frame's events, before anything is drawn: what the panes still ask for is carried out,
    /// and each shown pane is told its rectangle (a pane whose size changed may load what now fits).
    public func arrange(size: Size) {
        settle()
        defer { messageLog.record(notice ?? stack.focused?.chrome.message, at: now()) }
        lastSize = size
        guard Layout.fits(size) else { return }
        // What a pane asks for on learning its size may change the layout (rarely): tell again.
        var told: [(index: Int, rect: Rect)] = []
        for _ in 0..<3 {
            let placements = layout(size: size).placements
            guard !placements.elementsEqual(told, by: { $0.index == $1.index && $0.rect == $1.rect }) else { return }
            for placement in placements { stack.panes[placement.index].layout(in: placement.rect) }
            told = placements
            settle()
        }
    }

    private func layout(size: Size) -> Layout {
        let banner = stack.panes.first?.chrome.banner
        let bannerRows = banner.map { BarsView.bannerRows(text: $0, width: size.columns) } ?? 0
        return Layout(size: size, placements: stack.panes.map(\.placement), focusIndex: stack.focusIndex,
                      topRows: 1 + bannerRows, splitWidth: splitWidth)
    }

    /// Draws the frame `arrange` prepared; it changes no pane's state.
    public func draw(size: Size) -> Screen {
        lastSize = size
        var screen = Screen(size: size)
        guard Layout.fits(size) else {
            lastPlacements = []
            let variants = ["Terminal too small: \(size); Adder needs at least \(Layout.minimumSize).",
                            "Too small: \(size), need \(Layout.minimumSize).", "Too small", "!"]
            let text = variants.first { Glyph.width(of: $0) <= size.columns } ?? ""
            screen.write(text, row: 0, column: 0, role: .error)
            if let notice, size.rows > 1 {  // a refused quit says why here too
                for (offset, line) in TextWrap.lines(of: notice.text, width: size.columns, maxLines: size.rows - 1).enumerated() {
                    screen.write(line, row: 1 + offset, column: 0, role: notice.isError ? .error : .normal)
                }
            }
            return screen
        }
        let stack = stack
        let rootChrome = stack.panes.first?.chrome ?? PaneChrome()
        let bannerRows = BarsView.drawBanner(into: &screen, text: rootChrome.banner)
        let layout = Layout(size: size, placements: stack.panes.map(\.placement), focusIndex: stack.focusIndex,
                            topRows: 1 + bannerRows, splitWidth: splitWidth)
        lastPlacements = layout.placements
        for placement in layout.placements {
            stack.panes[placement.index].draw(into: &screen, focused: placement.index == stack.focusIndex)
        }
        var chrome = stack.focused?.chrome ?? rootChrome
        if let commandPrompt { chrome.prompt = commandPrompt.prompt(keymap: keymap) }
        let labels = tabs.enumerated().map { index, tab in
            TabLabel(number: index + 1, title: tab.title, badge: tab.badge, isActive: index == activeTabIndex)
        }
        BarsView.drawTopBar(into: &screen, tabs: labels, headline: headline())
        let logHint = keymap.keyLabel(for: .showMessages, in: .tabs).map { KeyHint(keys: $0, label: "read all") }
        BarsView.drawStatusBar(into: &screen, chrome: chrome, summary: chrome.summary.isEmpty ? rootChrome.summary : chrome.summary,
                               notice: notice, logHint: logHint)
        return screen
    }
}
