import Terminal

/// Colours by style role. `Theme.builtIn` is compiled in; files in Themes/ use the same schema.
public struct Theme: Sendable, Equatable {
    public let name: String
    public let styles: [StyleRole: TerminalStyle]

    public init(name: String, styles: [StyleRole: TerminalStyle]) {
        self.name = name
        self.styles = styles
    }

    /// The default theme, used when no theme file is found. Themes/default.toml says the same
    /// (a test keeps them equal).
    public static let builtIn = Theme(name: "default", styles: [
        .normal: TerminalStyle(),
        .muted: TerminalStyle(foreground: .indexed(8)),
        .border: TerminalStyle(foreground: .indexed(8)),
        .focusedBorder: TerminalStyle(foreground: .indexed(6), bold: true),
        .titleBar: TerminalStyle(foreground: .indexed(15), background: .indexed(4), bold: true),
        .statusBar: TerminalStyle(foreground: .indexed(7), background: .indexed(8)),
        .statusKey: TerminalStyle(foreground: .indexed(15), background: .indexed(8), bold: true),
        .selected: TerminalStyle(foreground: .indexed(0), background: .indexed(6)),
        .done: TerminalStyle(foreground: .indexed(8)),
        .input: TerminalStyle(foreground: .indexed(15), background: .indexed(8)),
        .error: TerminalStyle(foreground: .indexed(9), bold: true),
        .banner: TerminalStyle(foreground: .indexed(0), background: .indexed(3), bold: true),
        .heading: TerminalStyle(bold: true),
        .priorityLow: TerminalStyle(foreground: .indexed(4)),
        .priorityMedium: TerminalStyle(foreground: .indexed(3)),
        .priorityHigh: TerminalStyle(foreground: .indexed(1), bold: true),
        .overdue: TerminalStyle(foreground: .indexed(1), bold: true),
        .dueToday: TerminalStyle(foreground: .indexed(3), bold: true),
        .tag: TerminalStyle(foreground: .indexed(5)),
        .activeTab: TerminalStyle(foreground: .indexed(4), background: .indexed(15), bold: true),
        .unread: TerminalStyle(bold: true),
        .starred: TerminalStyle(foreground: .indexed(3), bold: true),
        .feedError: TerminalStyle(foreground: .indexed(9), bold: true),
        .link: TerminalStyle(foreground: .indexed(6), underline: true),
        .quote: TerminalStyle(foreground: .indexed(2)),
        .code: TerminalStyle(foreground: .indexed(3)),
    ])
}
