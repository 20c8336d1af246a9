import Foundation
import Terminal

/// The readability rule every shipped theme keeps: WCAG 2's contrast ratio between a role's
/// text and its background, from relative luminance, at least 4.5 for text and 3 for the
/// de-emphasised roles (muted, done, border). Colours are measured as xterm's palette shows
/// them (`XtermPalette`) or as their `#rrggbb`; the terminal's own colours are assumed to be
/// light text on black (#e5e5e5 on #000000) for a dark theme and black on white for a light
/// one; a theme made for a known background colour is measured on that colour.
public enum ThemeContrast {
    /// The ratio a role needs.
    public static func minimum(for role: StyleRole) -> Double {
        [.muted, .done, .border].contains(role) ? 3 : 4.5
    }

    /// The contrast ratio of a role's text on its background in `theme` (reverse swaps them).
    public static func ratio(of role: StyleRole, in theme: Theme) -> Double {
        let style = theme.styles[role] ?? .plain
        let (defaultText, defaultBackground) = terminalColours(for: theme.background)
        var text = rgb(style.foreground) ?? defaultText
        var background = rgb(style.background) ?? defaultBackground
        if style.reverse { swap(&text, &background) }
        return ratio(text, background)
    }

    /// The roles of `theme` below their minimum, each as "role 3.21 < 4.5".
    public static func problems(in theme: Theme) -> [String] {
        StyleRole.allCases.compactMap { role in
            let ratio = ratio(of: role, in: theme)
            return ratio < minimum(for: role) ? "\(role.rawValue) \(String(format: "%.2f", ratio)) < \(minimum(for: role))" : nil
        }
    }

    /// WCAG 2's contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 to 21.
    public static func ratio(_ first: RGBColor, _ second: RGBColor) -> Double {
        let (a, b) = (relativeLuminance(first), relativeLuminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance of an sRGB colour: 0 for black, 1 for white.
    public static func relativeLuminance(_ colour: RGBColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
    }

    private static func rgb(_ colour: TerminalColor) -> RGBColor? {
        switch colour {
        case .terminalDefault: nil
        case .indexed(let index): XtermPalette.color(at: index)
        case .rgb(let rgb): rgb
        }
    }

    private static let black = RGBColor(red: 0, green: 0, blue: 0)
    private static let white = RGBColor(red: 255, green: 255, blue: 255)
    private static let lightGrey = RGBColor(red: 0xE5, green: 0xE5, blue: 0xE5)

    /// The terminal's default text and background colours assumed for a theme's background.
    private static func terminalColours(for background: ThemeBackground) -> (text: RGBColor, background: RGBColor) {
        switch background {
        case .dark: return (lightGrey, black)
        case .light: return (black, white)
        case .colour(let colour):
            let known = rgb(colour) ?? black
            return (relativeLuminance(known) < 0.18 ? lightGrey : black, known)
        }
    }
}
