import Foundation
import Terminal

/// Finds themes by name: the user's files (`NAME.toml` in their themes folder) first, then the
/// themes compiled into the binary (`BuiltInThemes`), so each shipped theme is there wherever
/// the binary is and a user's file of the same name replaces it.
public struct ThemeLoader: Sendable {
    /// The user's themes folder (`$XDG_CONFIG_HOME/adder/themes`, or under `ADDER_HOME`).
    public let userThemes: URL?
    /// The home folder, written `~` in messages.
    public let home: String?

    public init(userThemes: URL?, home: String? = nil) {
        self.userThemes = userThemes
        self.home = home
    }

    /// Where a theme comes from.
    public enum Source: Sendable, Equatable {
        case builtIn
        case file(URL)
    }

    /// A theme that can be chosen by name.
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let source: Source
        /// A user's file that replaces the built-in theme of the same name.
        public let replacesBuiltIn: Bool
    }

    /// The names of the themes compiled in.
    public static var builtInNames: [String] { BuiltInThemes.texts.keys.sorted() }

    /// Every theme that can be chosen, by name.
    public func available() -> [Entry] {
        var entries: [String: Entry] = [:]
        for name in Self.builtInNames {
            entries[name] = Entry(name: name, source: .builtIn, replacesBuiltIn: false)
        }
        for (name, file) in userFiles() {
            entries[name] = Entry(name: name, source: .file(file), replacesBuiltIn: BuiltInThemes.texts[name] != nil)
        }
        return entries.values.sorted { $0.name < $1.name }
    }

    /// A theme by name, or by path when the argument holds a `/` or ends in `.toml` (`--theme`).
    public func load(_ nameOrPath: String) throws(ThemeError) -> Theme {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".toml") {
            return try load(file: URL(fileURLWithPath: nameOrPath))
        }
        return try load(named: nameOrPath)
    }

    /// The named theme: the user's file, else the built-in one.
    public func load(named name: String) throws(ThemeError) -> Theme {
        if let file = userFiles()[name] { return try load(file: file) }
        if let theme = try Self.builtIn(named: name) { return theme }
        let names = available().map(\.name).joined(separator: ", ")
        throw ThemeError("There is no theme named \"\(name)\" (themes: \(names)).")
    }

    /// One theme file. Roles it leaves out keep the default theme's style.
    public func load(file: URL) throws(ThemeError) -> Theme {
        let place = displayPath(file)
        if let reason = TOMLBounds.sizeProblem(ofFileAt: file.path) { throw ThemeError("\(place): \(reason).") }
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw ThemeError("\(place) cannot be read: \(error.localizedDescription)")
        }
        return try ThemeParser.parse(text, name: file.deletingPathExtension().lastPathComponent, path: place,
                                     base: Theme.builtIn.styles)
    }

    /// The built-in theme of that name, or nil when there is none.
    public static func builtIn(named name: String) throws(ThemeError) -> Theme? {
        if name == Theme.builtIn.name { return .builtIn }
        guard let text = BuiltInThemes.texts[name] else { return nil }
        return try ThemeParser.parse(text, name: name, path: builtInPlace(name), base: Theme.builtIn.styles)
    }

    /// How messages name a built-in theme.
    static func builtInPlace(_ name: String) -> String { "the built-in theme \(name)" }

    /// `file`'s path, with the home folder written `~`.
    func displayPath(_ file: URL) -> String {
        let path = file.standardizedFileURL.path
        guard let home, !home.isEmpty, path.hasPrefix(home.hasSuffix("/") ? home : home + "/") else { return path }
        return "~/" + path.dropFirst(home.count).drop { $0 == "/" }
    }

    private func userFiles() -> [String: URL] {
        guard let userThemes,
              let files = try? FileManager.default.contentsOfDirectory(at: userThemes, includingPropertiesForKeys: nil)
        else { return [:] }
        var found: [String: URL] = [:]
        for file in files where file.pathExtension == "toml" {
            found[file.deletingPathExtension().lastPathComponent] = file
        }
        return found
    }
}
