import Foundation

extension ConfigParser {
    /// Reads and parses config.toml; a file that does not exist is all defaults, one that cannot
    /// be read is all defaults and one problem. `themes`: see `parse`.
    public static func load(from url: URL, themes: ThemeLoader? = nil) -> Result {
        if let reason = TOMLBounds.sizeProblem(ofFileAt: url.path) {
            return Result(config: Config(), problems: [ConfigProblem(file: url.path, line: 0, reason: "\(reason), so every setting keeps its default")])
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
            return Result(config: Config(), problems: [])
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return Result(config: Config(), problems: []) }
            let reason = "the file could not be read as UTF-8 text (\(error.localizedDescription)), so every setting keeps its default"
            return Result(config: Config(), problems: [ConfigProblem(file: url.path, line: 0, reason: reason)])
        }
        return parse(text, file: url.path, themes: themes)
    }
}

extension ConfigParser.Result {
    /// The status bar's sentence when the TUI starts: the first problem, and how many more.
    public var notice: String? {
        guard let first = problems.first else { return nil }
        let more = problems.count - 1
        return more == 0 ? first.description : "\(first.description) (\(more) more: see `adder config --check`)"
    }
}
