import Basics
import Foundation
import Settings
import Terminal
import TodoSync

/// `adder config --check`: every problem of config.toml, by line, or the sentence that all is well.
public enum ConfigCheck {
    /// What is wrong, a line each (inert, each ending with a newline).
    public struct Problems: Error {
        public let lines: String
    }

    /// Reads config.toml as the program would (themes and the sync's ca-file included).
    public static func run(environment variables: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, Problems> {
        let paths = AdderPaths(environment: variables)
        let file = paths.configFile
        let result = ConfigParser.load(from: file, themes: ThemeLoader(userThemes: paths.userThemesDirectory, home: variables["HOME"]))
        let problems = result.problems + caFileProblems(result.config.todos.sync, file: file, home: variables["HOME"])
        guard problems.isEmpty else {
            return .failure(Problems(lines: problems.map { InertText.make($0.description) + "\n" }.joined()))
        }
        let exists = FileManager.default.fileExists(atPath: file.path)
        return .success(exists ? "ok: \(InertText.make(file.path))" : "ok: there is no \(InertText.make(file.path)), so every setting takes its default")
    }

    /// A ca-file in [todos.sync] that a sync could not use, in the words the sync would say it.
    private static func caFileProblems(_ sync: TodoSyncConfig, file: URL, home: String?) -> [ConfigProblem] {
        guard let caFile = sync.caFile else { return [] }
        do {
            _ = try TrustedCertificates(path: caFile, home: home)
            return []
        } catch {
            return [ConfigProblem(file: file.path, line: sync.caFileLine, reason: error.description)]
        }
    }
}
