import Terminal

/// The whole screen: top bar, the panes the layout shows, status bar. It sends keys to the
/// focused pane. The same object serves the TUI, `adder snapshot` and whole-app tests.
public final class AppShell {
    public let stack: PaneStack
    /// Run when the loop is idle (outside changes to files are noticed here).
    private let onIdle: () -> Void
    private let keymap: Keymap
    /// Stops the program until the shell's `fg` (set by the TUI; nothing in memory).
    public var suspendToShell: () -> Void = {}
    /// A sentence shown in the status bar until the first key (a theme that could not be read).
    public var notice: StatusMessage?

    public init(stack: PaneStack, keymap: Keymap = .standard, onIdle: @escaping () -> Void = {}) {
        self.stack = stack
        self.keymap = keymap
        self.onIdle = onIdle
    }

    public var isRunning: Bool { stack.isRunning }

    public func handle(_ key: Key) {
        notice = nil
        if keymap.action(for: key, in: .global) == .suspend {
            suspendToShell()
            return
        }
        _ = stack.focused?.handle(key)
    }

    public func idle() { onIdle() }

    /// Draws a frame at a size.
    public func render(size: Size) -> Screen {
        var screen = Screen(size: size)
        guard size.columns >= Layout.minimumSize.columns, size.rows >= Layout.minimumSize.rows else {
            let variants = ["Terminal too small: \(size); Adder needs at least \(Layout.minimumSize).",
                            "Too small: \(size), need \(Layout.minimumSize).", "Too small", "!"]
            let text = variants.first { Glyph.width(of: $0) <= size.columns } ?? ""
            screen.write(text, row: 0, column: 0, role: .error)
            return screen
        }
        let rootChrome = stack.panes.first?.chrome ?? PaneChrome()
        let bannerRows = BarsView.drawBanner(into: &screen, text: rootChrome.banner)
        let layout = Layout(size: size, paneCount: stack.panes.count, focusIndex: stack.focusIndex, topRows: 1 + bannerRows)
        for placement in layout.placements {
            stack.panes[placement.index].layout(in: placement.rect)
        }
        for placement in layout.placements {
            stack.panes[placement.index].draw(into: &screen, focused: placement.index == stack.focusIndex)
        }
        let chrome = stack.focused?.chrome ?? rootChrome
        BarsView.drawTopBar(into: &screen, headline: rootChrome.headline)
        BarsView.drawStatusBar(into: &screen, chrome: chrome, summary: chrome.summary.isEmpty ? rootChrome.summary : chrome.summary,
                               notice: notice)
        return screen
    }
}
