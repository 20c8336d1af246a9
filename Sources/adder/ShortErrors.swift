import ArgumentParser
import CommandUseCases
import Foundation
import Settings
import Terminal

/// Runs the command line like `ParsableCommand.main()`, but a mistake in the arguments ends with
/// one sentence on stderr, as the README promises, instead of ArgumentParser's usage block.
///
/// ArgumentParser's parse costs: on every run it parses two hidden commands to look for
/// `--generate-completion-script`, about 8 ms of CPU in this large static binary (runtime
/// conformance look-ups; BENCHMARKS.md). So `adder` alone starts the TUI without parsing, and
/// `adder SUBCOMMAND …` is parsed with the subcommand as the root: each top-level subcommand
/// names `adder` as its `_superCommandName` (which keeps "adder" in its usage and help) and
/// ArgumentParser skips that check for such commands. `adder --generate-completion-script` works
/// as before. `adder --version`, and `adder todo list` with only filter words, `--all` and
/// `--json` (`TodoListRequest`), skip ArgumentParser altogether: its start is most of their CPU.
enum ShortErrors {
    /// The program's name, as top-level subcommands give it for their usage and help.
    static let rootName = "adder"

    /// Runs, on the calling thread, the commands read without ArgumentParser: its first type
    /// look-ups scan every protocol conformance in the binary, most of their CPU (BENCHMARKS.md).
    /// Returns when the arguments ask for anything else.
    static func runWithoutParsing(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        if arguments == ["--version"] {
            print(AdderVersion.current)  // as ArgumentParser prints it
            Foundation.exit(0)
        }
        if let listing = TodoListRequest(plainArguments: arguments) {
            do {
                try TodoListCommand.print(listing)
                TodoCommand.exit()
            } catch {
                exit(TodoCommand.self, after: error, arguments: arguments)
            }
        }
    }

    static func run(_ root: Adder.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Never {
        if arguments.isEmpty {
            await runThenExit(root, arguments: arguments) { try await Adder.runTUI(Adder.TUILaunch()) }
        }
        guard let subcommand = arguments.first.flatMap({ command(named: $0, among: root.configuration.subcommands) }) else {
            await runThenExit(root, arguments: arguments) { try await execute(root.parseAsRoot(arguments)) }
        }
        await runThenExit(subcommand, arguments: arguments) { try await execute(subcommand.parseAsRoot(Array(arguments.dropFirst()))) }
    }

    private static func execute(_ parsed: any ParsableCommand) async throws {
        var command = parsed
        if var asynchronous = command as? any AsyncParsableCommand {
            try await asynchronous.run()
        } else {
            try command.run()
        }
    }

    /// Runs `body`, then exits as `root` would: 0, its error's code, or one sentence for a usage mistake.
    private static func runThenExit(_ root: any ParsableCommand.Type, arguments: [String], _ body: () async throws -> Void) async -> Never {
        do {
            try await body()
            root.exit()
        } catch {
            exit(root, after: error, arguments: arguments)
        }
    }

    /// Ends as `root` would after `error`: its status, or one sentence for a usage mistake.
    private static func exit(_ root: any ParsableCommand.Type, after error: any Error, arguments: [String]) -> Never {
        if let failure = error as? CommandFailure { CommandOutput.exit(failure) }
        let code = root.exitCode(for: error)
        guard code == .validationFailure else {
            // Help and version go to stdout as ArgumentParser prints them (only the program's text).
            if code == .success { root.exit(withError: error) }
            let message = root.fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((InertText.make(message, keepLineBreaks: true) + "\n").utf8)) }
            Foundation.exit(code.rawValue)
        }
        let sentence = firstLine(of: root.message(for: error), arguments: arguments) ?? "Invalid arguments."
        let names = subcommandPath(arguments)
        let path = (["adder"] + names).joined(separator: " ")
        let suggestion = CommandSuggestion.text(for: arguments, path: names, commands: subcommands(at: names))
        FileHandle.standardError.write(Data("adder: \(sentence.trimmed)\(suggestion) (see `\(path) --help`).\n".utf8))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }

    /// The message's first line, inert on a terminal. An argument it quotes is made inert before
    /// the message is cut into lines, so a line break typed in an argument does not cut the sentence.
    static func firstLine(of message: String, arguments: [String]) -> String? {
        var message = message
        for argument in arguments where argument != InertText.make(argument) {
            message = message.replacingOccurrences(of: argument, with: InertText.make(argument))
        }
        return message.split(separator: "\n").first.map { InertText.make(String($0)) }
    }

    private static func command(named name: String, among commands: [any ParsableCommand.Type]) -> (any ParsableCommand.Type)? {
        commands.first { $0.configuration.commandName == name }
    }

    /// The subcommands of the command the names lead to (the root's for none).
    private static func subcommands(at names: [String]) -> [any ParsableCommand.Type] {
        var commands = Adder.configuration.subcommands
        for name in names {
            guard let next = command(named: name, among: commands) else { break }
            commands = next.configuration.subcommands
        }
        return commands
    }

    /// The subcommand names the arguments start with: `todo add` for `adder todo add --bad`.
    private static func subcommandPath(_ arguments: [String]) -> [String] {
        var path: [String] = []
        var commands = Adder.configuration.subcommands
        for argument in arguments {
            guard let next = command(named: argument, among: commands) else { break }
            path.append(argument)
            commands = next.configuration.subcommands
        }
        return path
    }
}

private extension String {
    /// Without "Error: " and the end's full stop, so the sentence can take the pointer to --help.
    var trimmed: String {
        var text = self.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
