import App
import Basics
import Foundation
import Settings

extension AdderEnvironment {
    /// Reads config.toml (what is wrong keeps its default) and hands the dependencies what it
    /// sets: the keys, the split width, the auto-refresh. The rest (mouse, browser, news
    /// settings) goes where the caller builds those. A `theme` that would not load is one of its
    /// problems (and keeps the default), as `adder config --check` reports it.
    mutating func applyConfig() -> ConfigParser.Result {
        let result = ConfigParser.load(from: paths.configFile, themes: themeLoader)
        dependencies.keymap = result.config.keymap
        dependencies.splitWidth = result.config.splitWidth
        dependencies.autoRefreshMinutes = result.config.news.autoRefreshMinutes
        dependencies.newsReadVisibility = result.config.news.readVisibility
        dependencies.articleOutput = result.config.news.output
        if dependencies.articleOutput.saveFolder == nil, let folder = paths.oneFolder {
            dependencies.articleOutput.saveFolder = folder.path
        }
        // `adder snapshot` (nothing writable) reads the remembered view but never writes it.
        dependencies.todoView = TodoViewMemory(url: TodoViewMemory.file(in: paths), config: result.config.todos,
                                               clock: dependencies.clock, writes: dependencies.store.file.isWritable)
        return result
    }

    /// The status bar's sentence when the program starts: what is wrong with config.toml, then
    /// with the theme; nil when nothing is.
    static func startupNotice(config: ConfigParser.Result, themeProblem: String?) -> StatusMessage? {
        let sentences = [config.notice, themeProblem].compactMap { $0 }
        return sentences.isEmpty ? nil : StatusMessage(sentences.joined(separator: " "), isError: true)
    }
}

extension KeysCommand {
    /// The key table in force: the standard one with config.toml's `[keys]` applied.
    static func keymapInForce() -> Keymap {
        ConfigParser.load(from: AdderPaths(environment: ProcessInfo.processInfo.environment).configFile).config.keymap
    }
}
