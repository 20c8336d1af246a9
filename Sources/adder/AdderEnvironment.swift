import App
import ArgumentParser
import CommandUseCases
import Basics
import Foundation
import Settings
import Todos

/// Reads the process environment into the app's dependencies: paths, clock, time zone, store, theme.
struct AdderEnvironment {
    /// What to do when todos.json cannot be read.
    enum UnreadableFile {
        /// End with one sentence on stderr (subcommands).
        case exit
        /// Open it read-only and say why in a banner (the TUI).
        case openReadOnly
    }

    let paths: AdderPaths
    var dependencies: AppDependencies
    /// The temporary folder `adder snapshot` copied the news cache into (removed at the end).
    var snapshotScratch: URL?
    private let themeName: String?

    /// Loads the to-do store.
    init(options: CommonOptions, writable: Bool, unreadable: UnreadableFile = .exit) throws {
        try self.init(theme: options.theme, writable: writable, unreadable: unreadable)
    }

    /// Loads the to-do store; `theme`: `--theme`.
    init(theme: String?, writable: Bool, unreadable: UnreadableFile = .exit) throws {
        let variables = ProcessInfo.processInfo.environment
        paths = AdderPaths(environment: variables)
        let clock = try AdderNow.clock(from: variables)
        let store = TodoStore(file: TodoFile(url: paths.todosFile, isWritable: writable), clock: clock)
        switch unreadable {
        case .exit:
            do {
                try store.load()
            } catch {
                throw CleanExit.message(error.description, code: 1)
            }
        case .openReadOnly:
            store.loadOrOpenReadOnly()
        }
        dependencies = AppDependencies(store: store, clock: clock, timeZone: .current)
        // Undo survives a restart; read only when an edit or an undo first needs it.
        if writable { dependencies.todos.history.keep(in: TodoHistoryFile.beside(paths.todosFile)) }
        themeName = theme
    }

    /// Lets notes be edited in `$VISUAL`/`$EDITOR` while `suspend` hands over the terminal.
    mutating func enableExternalEditor(suspend: @escaping (() -> Void) -> Void) {
        let editor = ExternalTextEditor(environment: ProcessInfo.processInfo.environment, suspend: suspend)
        dependencies.todos.textEditor = editor
        dependencies.feedsFileEditor = editor
    }

    var themeLoader: ThemeLoader { Self.themeLoader(paths) }

    static func themeLoader(_ paths: AdderPaths) -> ThemeLoader {
        ThemeLoader(userThemes: paths.userThemesDirectory, home: ProcessInfo.processInfo.environment["HOME"])
    }

    /// The chosen theme (`--theme`, NO_COLOR, config.toml), or the default one and the sentence
    /// that says why the chosen one failed.
    func theme(configured: String) -> (Theme, String?) {
        ThemeChoice.resolve(explicit: themeName, configured: configured,
                            environment: ProcessInfo.processInfo.environment, loader: themeLoader)
    }
}
