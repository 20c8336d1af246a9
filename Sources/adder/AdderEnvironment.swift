import App
import ArgumentParser
import Foundation
import Services

/// Reads the process environment into the app's dependencies: paths, clock, time zone, store, theme.
struct AdderEnvironment {
    let paths: AdderPaths
    let dependencies: AppDependencies
    private let themeName: String?

    /// Loads the to-do store; a file it cannot read ends the program with one sentence.
    init(options: CommonOptions, writable: Bool) throws {
        let variables = ProcessInfo.processInfo.environment
        paths = AdderPaths(environment: variables)
        let clock: any Clock
        if let now = variables["ADDER_NOW"], !now.isEmpty {
            guard let fixed = FixedClock(iso8601: now) else {
                throw CleanExit.message("ADDER_NOW=\(now) is not an ISO 8601 instant such as 2026-01-02T09:00:00Z.", code: 2)
            }
            clock = fixed
        } else {
            clock = SystemClock()
        }
        let store = TodoStore(file: TodoFile(url: paths.todosFile, isWritable: writable), clock: clock)
        do {
            try store.load()
        } catch {
            throw CleanExit.message(error.description, code: 1)
        }
        dependencies = AppDependencies(store: store, clock: clock, timeZone: .current)
        themeName = options.theme
    }

    var themeLoader: ThemeLoader {
        ThemeLoader.standard(userThemes: paths.userThemesDirectory, executable: Bundle.main.executableURL)
    }

    /// The chosen theme, or the default one and the sentence that says why the chosen one failed.
    func theme() -> (Theme, String?) {
        let name = themeName ?? configuredThemeName() ?? Theme.builtIn.name
        do {
            return (try themeLoader.load(named: name), nil)
        } catch {
            return (.builtIn, error.description)
        }
    }

    private func configuredThemeName() -> String? {
        guard let text = try? String(contentsOf: paths.configFile, encoding: .utf8) else { return nil }
        return ConfigFile.themeName(in: text)
    }
}
