import App
import ArgumentParser
import Basics
import Foundation
import Settings
import Terminal
import TodoSync

/// `adder config`: where config.toml is, the complete default file, or a check of the user's.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        _superCommandName: ShortErrors.rootName,
        abstract: "Print the default config.toml, or check yours.",
        discussion: """
            config.toml lives in $XDG_CONFIG_HOME/adder (~/.config/adder), or in $ADDER_HOME. With no option, \
            prints its path. A setting that is wrong keeps its default; the rest of the file still applies.
            """)

    @Flag(name: .customLong("default"), help: "Print a complete config.toml: every setting at its default, every action with its default keys.")
    var printDefault = false

    @Flag(help: "Check config.toml: print ok (exit 0), or every problem by line (exit 1).")
    var check = false

    func validate() throws {
        guard !(printDefault && check) else {
            throw CleanExit.message("--default and --check do different things: give one of them.", code: 2)
        }
    }

    func run() throws {
        let variables = ProcessInfo.processInfo.environment
        let paths = AdderPaths(environment: variables)
        let file = paths.configFile
        if printDefault {
            print(ConfigTemplate.text(), terminator: "")
        } else if check {
            let result = ConfigParser.load(from: file, themes: ThemeLoader(userThemes: paths.userThemesDirectory, home: variables["HOME"]))
            let problems = result.problems + caFileProblems(result.config.todos.sync, file: file, home: variables["HOME"])
            guard problems.isEmpty else {
                let lines = problems.map { InertText.make($0.description) + "\n" }.joined()
                FileHandle.standardError.write(Data(lines.utf8))
                throw ExitCode(1)
            }
            let exists = FileManager.default.fileExists(atPath: file.path)
            print(exists ? "ok: \(InertText.make(file.path))" : "ok: there is no \(InertText.make(file.path)), so every setting takes its default")
        } else {
            print(file.path)
        }
    }

    /// A ca-file in [todos.sync] that a sync could not use, in the words the sync would say it.
    private func caFileProblems(_ sync: TodoSyncConfig, file: URL, home: String?) -> [ConfigProblem] {
        guard let caFile = sync.caFile else { return [] }
        do {
            _ = try TrustedCertificates(path: caFile, home: home)
            return []
        } catch {
            return [ConfigProblem(file: file.path, line: sync.caFileLine, reason: error.description)]
        }
    }
}
