import ArgumentParser
import CommandUseCases
import Basics
import Foundation
import Settings

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
        let file = AdderPaths(environment: ProcessInfo.processInfo.environment).configFile
        if printDefault {
            print(ConfigTemplate.text(), terminator: "")
        } else if check {
            switch ConfigCheck.run() {
            case .success(let sentence): print(sentence)
            case .failure(let problems):
                FileHandle.standardError.write(Data(problems.lines.utf8))
                throw ExitCode(1)
            }
        } else {
            print(file.path)
        }
    }
}
