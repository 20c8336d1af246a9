/// A colour a theme names: the terminal's default, an index into its palette (0-255), or an
/// exact `#rrggbb`, which a terminal with fewer colours shows as its nearest one
/// (`TerminalColor.number(forTerminalWith:)`).
public enum TerminalColor: Hashable, Sendable {
    case terminalDefault
    case indexed(Int)
    case rgb(RGBColor)
}

/// How a backend paints a style role.
public struct TerminalStyle: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(foreground: TerminalColor = .terminalDefault, background: TerminalColor = .terminalDefault,
                bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    public static let plain = TerminalStyle()

    /// Whether the style names a colour (rather than the terminal's default).
    public var hasColour: Bool { foreground != .terminalDefault || background != .terminalDefault }

    /// The same attributes in the terminal's default colours (NO_COLOR).
    public var withoutColour: TerminalStyle {
        var style = self
        style.foreground = .terminalDefault
        style.background = .terminalDefault
        return style
    }
}
