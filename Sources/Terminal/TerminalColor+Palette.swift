extension TerminalColor {
    /// ncurses' `COLORS` from which a terminal takes 24-bit colours as numbers (`0xRRGGBB`).
    public static let directColourCount = 1 << 24

    /// The colour number for a terminal with `colors` colours (ncurses' `COLORS`), or nil for
    /// the terminal's default. A palette index the terminal has is kept; anything else becomes
    /// the nearest colour it has (`XtermPalette.nearest`): among 16-255 on a 256-colour
    /// terminal (0-15 are often recoloured), among 0-15 on a 16-colour one, 0-7 on an 8-colour
    /// one; with no colours, the default. A direct-colour terminal gets the exact RGB value;
    /// there numbers below 8 are the system colours, so 0-7 pass through as they are.
    public func number(forTerminalWith colors: Int) -> Int? {
        let target: RGBColor
        switch self {
        case .terminalDefault:
            return nil
        case .indexed(let index):
            if index < colors && (colors < Self.directColourCount || index < 8) { return index }
            target = XtermPalette.color(at: index)
        case .rgb(let color):
            target = color
        }
        if colors >= Self.directColourCount {
            return max(Int(target.red) << 16 | Int(target.green) << 8 | Int(target.blue), 8)
        }
        switch colors {
        case 256...: return XtermPalette.nearest(to: target, among: 16..<256)
        case 16...: return XtermPalette.nearest(to: target, among: 0..<16)
        case 8...: return XtermPalette.nearest(to: target, among: 0..<8)
        default: return nil
        }
    }
}
