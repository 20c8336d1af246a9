import Terminal
import TOMLKit

/// A colour as a theme file writes it: "default" (the terminal's own), one of the 16 names
/// ("red", "bright-red"), a palette number 0-255, or "#rrggbb".
enum ThemeColor {
    static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// What a colour may be, for error messages.
    static let expected = "\"default\", a name like \"red\" or \"bright-blue\", 0-255 or \"#rrggbb\""

    /// The colour `value` names, or nil when it names none.
    static func parse(_ value: any TOMLValueConvertible) -> TerminalColor? {
        if value.type == .int, let number = value.int { return (0...255).contains(number) ? .indexed(number) : nil }
        guard let text = value.string?.lowercased() else { return nil }
        if text == "default" { return .terminalDefault }
        if let index = names.firstIndex(of: text) { return .indexed(index) }
        if text.hasPrefix("bright-"), let index = names.firstIndex(of: String(text.dropFirst(7))) { return .indexed(index + 8) }
        return RGBColor(hex: text).map { .rgb($0) }
    }

    /// The value as the file wrote it, near enough to recognise: strings quoted, numbers as they are.
    static func quote(_ value: any TOMLValueConvertible) -> String {
        if let text = value.string { return "\"\(text)\"" }
        if let number = value.int { return String(number) }
        if let flag = value.bool { return String(flag) }
        if let number = value.double { return String(number) }
        return "a \(value.type)"
    }
}
