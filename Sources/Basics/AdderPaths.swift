import Foundation

/// Where Adder keeps its files: the XDG folders, or everything under `ADDER_HOME`.
public struct AdderPaths: Sendable, Hashable {
    public let dataDirectory: URL
    public let configDirectory: URL

    public init(dataDirectory: URL, configDirectory: URL) {
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
    }

    /// Reads `ADDER_HOME`, `XDG_DATA_HOME`, `XDG_CONFIG_HOME` and `HOME` from an environment.
    public init(environment: [String: String]) {
        if let home = environment["ADDER_HOME"], !home.isEmpty {
            let root = URL(fileURLWithPath: home, isDirectory: true)
            self.init(dataDirectory: root, configDirectory: root)
            return
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        func xdg(_ name: String, _ fallback: String) -> URL {
            // The XDG spec says relative paths are invalid and must be ignored.
            if let value = environment[name], value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
            return home.appendingPathComponent(fallback, isDirectory: true)
        }
        self.init(dataDirectory: xdg("XDG_DATA_HOME", ".local/share").appendingPathComponent("adder", isDirectory: true),
                  configDirectory: xdg("XDG_CONFIG_HOME", ".config").appendingPathComponent("adder", isDirectory: true))
    }

    /// The one folder everything lives in (`ADDER_HOME`); nil with the XDG folders.
    public var oneFolder: URL? { dataDirectory == configDirectory ? dataDirectory : nil }

    public var todosFile: URL { dataDirectory.appendingPathComponent("todos.json") }
    public var configFile: URL { configDirectory.appendingPathComponent("config.toml") }
    public var userThemesDirectory: URL { configDirectory.appendingPathComponent("themes", isDirectory: true) }
}
