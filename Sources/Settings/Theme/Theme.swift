import Terminal

/// Colours and attributes by style role. The shipped themes are compiled in (`BuiltInThemes`);
/// the user's files (`ThemeLoader`) use the same schema.
public struct Theme: Sendable, Equatable {
    public let name: String
    /// The terminal background the theme is made for. Adder never paints it; the contrast
    /// rule (`ThemeContrast`) measures against it.
    public let background: ThemeBackground
    public let styles: [StyleRole: TerminalStyle]

    public init(name: String, background: ThemeBackground = .dark, styles: [StyleRole: TerminalStyle]) {
        self.name = name
        self.background = background
        self.styles = styles
    }

    /// The default theme (Themes/default.toml, compiled in): what a theme that cannot be used
    /// falls back to, and what roles a user's theme leaves out keep.
    public static let builtIn: Theme = (try? ThemeParser.parse(BuiltInThemes.texts["default"] ?? "", name: "default",
                                                                path: ThemeLoader.builtInPlace("default"), base: [:]))
        ?? Theme(name: "default", styles: [:])

    /// Whether any role names a colour.
    public var usesColour: Bool { styles.values.contains(where: \.hasColour) }

    /// The same theme in the terminal's own colours, attributes only (NO_COLOR).
    public func withoutColour() -> Theme {
        Theme(name: name, background: background, styles: styles.mapValues(\.withoutColour))
    }
}

/// The terminal background a theme is made for: dark, light, or a known colour (a Solarized
/// terminal's #002b36).
public enum ThemeBackground: Sendable, Equatable {
    case dark, light
    case colour(TerminalColor)
}
