import Foundation
import Terminal
import TOMLKit

/// Finds and reads theme files (`NAME.toml`), in the user's themes folder first, then in the
/// themes shipped with Adder.
public struct ThemeLoader: Sendable {
    /// Folders searched in order.
    public let searchPath: [URL]

    public init(searchPath: [URL]) {
        self.searchPath = searchPath
    }

    /// The user's folder, then `share/adder/themes` beside the executable, then this checkout's Themes/.
    public static func standard(userThemes: URL, executable: URL?) -> ThemeLoader {
        var folders = [userThemes]
        if let executable {
            folders.append(executable.deletingLastPathComponent()
                .appendingPathComponent("../share/adder/themes", isDirectory: true).standardized)
        }
        folders.append(shippedThemes)
        return ThemeLoader(searchPath: folders)
    }

    /// Themes/ in the source tree this binary was built from.
    public static let shippedThemes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../Themes", isDirectory: true).standardized

    /// Every theme file found, by name (the first folder wins).
    public func available() -> [String: URL] {
        var found: [String: URL] = [:]
        for folder in searchPath.reversed() {
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for file in files where file.pathExtension == "toml" {
                found[file.deletingPathExtension().lastPathComponent] = file
            }
        }
        return found
    }

    /// The named theme: from its file, or the compiled-in default when "default" has no file.
    public func load(named name: String) throws(ThemeError) -> Theme {
        guard let file = available()[name] else {
            if name == Theme.builtIn.name { return .builtIn }
            let names = (Set(available().keys).union([Theme.builtIn.name])).sorted().joined(separator: ", ")
            throw ThemeError("There is no theme named \"\(name)\" (themes: \(names)).")
        }
        return try Self.read(file)
    }

    /// Reads one theme file. Roles it leaves out keep the built-in style.
    public static func read(_ file: URL) throws(ThemeError) -> Theme {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw ThemeError("\(file.path) cannot be read: \(error.localizedDescription).")
        }
        return try parse(text, name: file.deletingPathExtension().lastPathComponent, path: file.path)
    }

    /// Parses a theme's TOML text.
    public static func parse(_ text: String, name: String, path: String) throws(ThemeError) -> Theme {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ThemeError("\(path), line \(error.source.begin.line), column \(error.source.begin.column): \(error.description).")
        } catch {
            throw ThemeError("\(path): \(error).")
        }
        var styles = Theme.builtIn.styles
        guard let roles = table["roles"]?.table else {
            throw ThemeError("\(path) has no [roles] table.")
        }
        for (key, value) in roles {
            guard let role = StyleRole(rawValue: key) else {
                throw ThemeError("\(path): unknown role \"\(key)\" (roles: \(StyleRole.allCases.map(\.rawValue).joined(separator: ", "))).")
            }
            guard let entry = value.table else {
                throw ThemeError("\(path): roles.\(key) should be a table such as { fg = \"red\", bold = true }.")
            }
            styles[role] = try style(from: entry, at: "\(path): roles.\(key)")
        }
        return Theme(name: (table["name"]?.string) ?? name, styles: styles)
    }

    private static func style(from entry: TOMLTable, at place: String) throws(ThemeError) -> TerminalStyle {
        var style = TerminalStyle()
        for (key, value) in entry {
            switch key {
            case "fg": style.foreground = try color(value, at: "\(place).fg")
            case "bg": style.background = try color(value, at: "\(place).bg")
            case "bold", "dim", "italic", "underline", "reverse":
                guard let flag = value.bool else { throw ThemeError("\(place).\(key) should be true or false.") }
                switch key {
                case "bold": style.bold = flag
                case "dim": style.dim = flag
                case "italic": style.italic = flag
                case "underline": style.underline = flag
                default: style.reverse = flag
                }
            default:
                throw ThemeError("\(place): unknown attribute \"\(key)\" (fg, bg, bold, dim, italic, underline, reverse).")
            }
        }
        return style
    }

    static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    private static func color(_ value: any TOMLValueConvertible, at place: String) throws(ThemeError) -> TerminalColor {
        if let number = value.int, (0...255).contains(number) { return .indexed(number) }
        if let name = value.string?.lowercased() {
            if name == "default" { return .terminalDefault }
            if let index = colorNames.firstIndex(of: name) { return .indexed(index) }
            if name.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(name.dropFirst(7))) { return .indexed(index + 8) }
        }
        throw ThemeError("\(place) should be a colour name (default, black, red, green, yellow, blue, magenta, cyan, white, bright-…) or a number from 0 to 255.")
    }
}

/// A theme that could not be used, in one sentence.
public struct ThemeError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
