import App
import ArgumentParser
import Foundation

/// `adder themes`: the themes that can be chosen, and where each comes from.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "themes", abstract: "List the colour themes.")

    @OptionGroup var options: CommonOptions

    func run() throws {
        let environment = try AdderEnvironment(options: options, writable: false)
        var found = environment.themeLoader.available().mapValues(\.path)
        if found[Theme.builtIn.name] == nil { found[Theme.builtIn.name] = "(built in)" }
        for (name, path) in found.sorted(by: { $0.key < $1.key }) {
            print("\(name)\t\(path)")
        }
    }
}

/// `adder keys`: the key table, as Markdown.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "keys", abstract: "Print the key bindings in force (config.toml's [keys] included) as Markdown.")

    func run() {
        print(Self.keymapInForce().markdown, terminator: "")
    }
}
