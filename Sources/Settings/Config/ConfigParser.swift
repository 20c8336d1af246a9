import Foundation
import Terminal
import TOMLKit

/// Reads config.toml into a `Config`, and says what is wrong with it, by line. What is wrong
/// keeps its default; everything right still applies. One parser for the TUI, `adder config
/// --check` and the tests.
public struct ConfigParser {
    /// What a parse found: the settings to use and the problems, in line order.
    public struct Result: Sendable {
        public var config: Config
        public var problems: [ConfigProblem]
    }

    /// The name problems give the file (its path).
    let file: String
    let lines: TOMLLineIndex
    /// Where `theme` is looked for; nil leaves the name unchecked (commands that draw nothing).
    let themes: ThemeLoader?
    var problems: [ConfigProblem] = []

    /// Parses `text`; `file` names it in problems. With `themes`, a `theme` that would not load
    /// (no such theme, or a theme file with a mistake) is a problem, as the TUI finds it.
    public static func parse(_ text: String, file: String, themes: ThemeLoader? = nil) -> Result {
        if let (line, reason) = TOMLBounds.problem(in: text) {
            let problem = ConfigProblem(file: file, line: line, reason: "\(reason), so every setting keeps its default")
            return Result(config: Config(), problems: [problem])
        }
        var parser = ConfigParser(file: file, lines: TOMLLineIndex(text), themes: themes)
        let config = parser.read(text)
        return Result(config: config, problems: parser.problems.sorted { $0.line < $1.line })
    }

    private init(file: String, lines: TOMLLineIndex, themes: ThemeLoader?) {
        self.file = file
        self.lines = lines
        self.themes = themes
    }

    private mutating func read(_ text: String) -> Config {
        var config = Config()
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            report(line: error.source.begin.line, "this is not valid TOML (\(error.description)), so every setting keeps its default")
            return config
        } catch {
            report(line: 0, "this is not valid TOML (\(error)), so every setting keeps its default")
            return config
        }
        // Read first: [keys] is checked for clashes against the table the presets make.
        if let value = root["keymap"] { config.keymapPresets = readKeymapPresets(value) }
        for key in root.keys {
            let value = root[key]!
            switch key {
            case "keymap": break
            case "theme": if let name = string(value, at: [key]), themeLoads(name) { config.theme = name }
            case "split-width":
                if let width = integer(value, at: [key], in: Config.smallestSplitWidth...10_000, unit: "columns") { config.splitWidth = width }
            case "mouse": if let on = boolean(value, at: [key]) { config.mouse = on }
            case "news": if let table = self.table(value, at: [key]) { config.news = readNews(table) }
            case "keys":
                if let table = self.table(value, at: [key]) { config.keyOverrides = readKeys(table, after: config.keymapPresets) }
            case "todos": if let table = self.table(value, at: [key]) { config.todos = readTodos(table) }
            default: report(at: [key], "unknown setting “\(key)” (the settings are theme, split-width, mouse, keymap, [news], [todos] and [keys])")
            }
        }
        return config
    }

    private mutating func themeLoads(_ name: String) -> Bool {
        do {
            _ = try themes?.load(named: name)
            return true
        } catch {
            let reason = error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description
            report(at: ["theme"], "theme “\(name)” cannot be used, so the default theme paints: "
                + reason.prefix(1).lowercased() + reason.dropFirst())
            return false
        }
    }

    private mutating func readNews(_ table: TOMLTable) -> NewsConfig {
        var news = NewsConfig()
        for key in table.keys {
            let value = table[key]!
            let path = ["news", key]
            switch key {
            case "parallelism":
                if let count = integer(value, at: path, in: NewsConfig.parallelismRange, unit: "feeds") { news.parallelism = count }
            case "timeout":
                if let seconds = number(value, at: path, in: NewsConfig.timeoutRange) { news.timeoutSeconds = seconds }
            case "browser": if let command = string(value, at: path) { news.browser = command }
            case "articles-kept-per-feed":
                if let count = integer(value, at: path, in: 1...10_000_000, unit: "articles") { news.articlesKeptPerFeed = count }
            case "items-per-fetch":
                if let count = integer(value, at: path, in: NewsConfig.keptRange, unit: "items") { news.itemsPerFetch = count }
            case "unread-kept-per-feed":
                if let count = integer(value, at: path, in: NewsConfig.keptRange, unit: "articles") { news.unreadKeptPerFeed = count }
            case "auto-refresh":
                if let minutes = integer(value, at: path, in: 0...100_000, unit: "minutes") { news.autoRefreshMinutes = minutes }
            case "show-read-feeds": if let shows = boolean(value, at: path) { news.readVisibility.showsReadFeeds = shows }
            case "show-read-articles": if let shows = boolean(value, at: path) { news.readVisibility.showsReadArticles = shows }
            case "ignore": news.ignoreRules = readIgnoreRules(value)
            case "ignore-mode": if let display = readIgnoreMode(value) { news.ignoreOnlyInDisplay = display }
            case "source", "ttrss", "fever": continue  // readSource, once every key is known
            default:
                if readOutput(key, value, at: path, into: &news.output) { continue }
                report(at: path, "unknown setting “\(key)” in [news] (the settings are parallelism, timeout, browser, "
                    + "articles-kept-per-feed, items-per-fetch, unread-kept-per-feed, auto-refresh, "
                    + "show-read-feeds, show-read-articles, ignore, ignore-mode, save-folder, pipe-shell, hyperlinks, enclosure-command, "
                    + "source, [news.ttrss] and [news.fever])")
            }
        }
        news.service = readSource(table)
        return news
    }

    // MARK: Values

    mutating func string(_ value: any TOMLValueConvertible, at path: [String]) -> String? {
        guard let text = value.string else {
            report(at: path, "\(Self.name(path)) must be a string in quotes, not \(Self.describe(value))")
            return nil
        }
        return text
    }

    private mutating func boolean(_ value: any TOMLValueConvertible, at path: [String]) -> Bool? {
        guard let flag = value.bool else {
            report(at: path, "\(Self.name(path)) must be true or false, not \(Self.describe(value))")
            return nil
        }
        return flag
    }

    mutating func integer(_ value: any TOMLValueConvertible, at path: [String], in range: ClosedRange<Int>, unit: String) -> Int? {
        guard let number = value.int, range.contains(number) else {
            report(at: path, "\(Self.name(path)) must be a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound), "
                + "not \(Self.describe(value))")
            return nil
        }
        return number
    }

    private mutating func number(_ value: any TOMLValueConvertible, at path: [String], in range: ClosedRange<Double>) -> Double? {
        guard let number = value.double ?? value.int.map(Double.init), range.contains(number) else {
            report(at: path, "\(Self.name(path)) must be a number of seconds above 0, at most \(Int(range.upperBound)), "
                + "not \(Self.describe(value))")
            return nil
        }
        return number
    }

    mutating func table(_ value: any TOMLValueConvertible, at path: [String]) -> TOMLTable? {
        guard let table = value.table else {
            report(at: path, "\(Self.name(path)) must be a table ([\(path.joined(separator: "."))]), not \(Self.describe(value))")
            return nil
        }
        return table
    }

    // MARK: Problems

    mutating func report(at path: [String], _ reason: String) {
        report(line: lines.line(of: path), reason)
    }

    mutating func report(line: Int, _ reason: String) {
        problems.append(ConfigProblem(file: file, line: line, reason: reason))
    }

    /// `[news]`'s `timeout` → "timeout", `[keys.help]`'s `back` → "back".
    static func name(_ path: [String]) -> String { path.last ?? "" }

    /// A value as a problem quotes it: `"yes"`, `3`, `a table`.
    static func describe(_ value: any TOMLValueConvertible) -> String {
        switch value.type {
        case .string: "“\(value.string ?? "")”"
        case .int: "\(value.int ?? 0)"
        case .double: "\(value.double ?? 0)"
        case .bool: "\(value.bool ?? false)"
        case .table: "a table"
        case .array: "a list"
        default: "a date or time"
        }
    }
}
