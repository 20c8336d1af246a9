import App
import ArgumentParser
import Basics
import Foundation
import Settings

/// `adder themes`: the themes that can be chosen, and where each comes from.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "themes", _superCommandName: ShortErrors.rootName, abstract: "List the colour themes.")

    @OptionGroup var options: CommonOptions

    func run() throws {
        // Only the themes folder: a to-do file that cannot be read does not stop the listing.
        let paths = AdderPaths(environment: ProcessInfo.processInfo.environment)
        let entries = AdderEnvironment.themeLoader(paths).available()
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            let source = switch entry.source {
            case .builtIn: "built in"
            case .file(let file): file.path + (entry.replacesBuiltIn ? " (instead of the built-in one)" : "")
            }
            print(entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + source)
        }
    }
}

/// `adder keys`: the key table, as Markdown.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "keys", _superCommandName: ShortErrors.rootName, abstract: "Print the key bindings in force (config.toml's [keys] included) as Markdown.")

    func run() {
        print(Self.keymapInForce().markdown, terminator: "")
    }
}
