import Terminal
import TOMLKit

/// Reads a theme's TOML text: `name`, `background` and a `[roles]` table of
/// `role = { fg = …, bg = …, bold = true, … }`. The first mistake, by line, is the error.
enum ThemeParser {
    static let attributes = ["fg", "bg", "bold", "dim", "italic", "underline", "reverse"]

    /// The theme `text` describes; roles it leaves out keep their style in `base`. `place` names
    /// the text in messages (a file's path).
    static func parse(_ text: String, name: String, path place: String,
                      base: [StyleRole: TerminalStyle]) throws(ThemeError) -> Theme {
        if let (line, reason) = TOMLBounds.problem(in: text) {
            throw ThemeError(line > 0 ? "\(place), line \(line): \(reason)." : "\(place): \(reason).")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ThemeError("\(place), line \(error.source.begin.line), column \(error.source.begin.column): \(error.description).")
        } catch {
            throw ThemeError("\(place): \(error).")
        }
        let lines = TOMLLineIndex(text)
        func line(_ key: String, in parent: String?) -> Int {
            lines.line(of: parent.map { [$0, key] } ?? [key])
        }
        func at(_ key: String, in parent: String?) -> String {
            let number = line(key, in: parent)
            return number > 0 ? "\(place), line \(number)" : place
        }
        let background = try self.background(table["background"], at: at("background", in: nil))
        guard let roles = table["roles"]?.table else {
            throw ThemeError("\(place) has no [roles] table.")
        }
        var styles = base
        for key in roles.keys.sorted(by: { (line($0, in: "roles"), $0) < (line($1, in: "roles"), $1) }) {
            let place = at(key, in: "roles")
            guard let role = StyleRole(rawValue: key) else {
                let known = StyleRole.allCases.map(\.rawValue).joined(separator: ", ")
                throw ThemeError("\(place): unknown role \"\(key)\" (roles: \(known)).")
            }
            guard let entry = roles[key]?.table else {
                throw ThemeError("\(place): role \"\(key)\" should be a table such as { fg = \"red\", bold = true }.")
            }
            styles[role] = try style(from: entry, at: "\(place): role \"\(key)\"")
        }
        return Theme(name: table["name"]?.string ?? name, background: background, styles: styles)
    }

    private static func style(from entry: TOMLTable, at place: String) throws(ThemeError) -> TerminalStyle {
        var style = TerminalStyle()
        for key in entry.keys.sorted(by: { (attributes.firstIndex(of: $0) ?? .max, $0) < (attributes.firstIndex(of: $1) ?? .max, $1) }) {
            guard let value = entry[key] else { continue }
            switch key {
            case "fg", "bg":
                guard let colour = ThemeColor.parse(value) else {
                    throw ThemeError("\(place): \(ThemeColor.quote(value)) is not a colour (\(ThemeColor.expected)).")
                }
                if key == "fg" { style.foreground = colour } else { style.background = colour }
            case "bold", "dim", "italic", "underline", "reverse":
                guard let flag = value.bool else { throw ThemeError("\(place): \(key) should be true or false.") }
                switch key {
                case "bold": style.bold = flag
                case "dim": style.dim = flag
                case "italic": style.italic = flag
                case "underline": style.underline = flag
                default: style.reverse = flag
                }
            default:
                throw ThemeError("\(place): unknown attribute \"\(key)\" (\(attributes.joined(separator: ", "))).")
            }
        }
        return style
    }

    private static func background(_ value: (any TOMLValueConvertible)?, at place: String) throws(ThemeError) -> ThemeBackground {
        guard let value else { return .dark }
        switch value.string?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default:
            if let colour = ThemeColor.parse(value), colour != .terminalDefault { return .colour(colour) }
            throw ThemeError("\(place): background \(ThemeColor.quote(value)) should be \"dark\", \"light\" or a colour (0-255 or \"#rrggbb\").")
        }
    }
}

/// A theme that could not be used, in one sentence.
public struct ThemeError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
