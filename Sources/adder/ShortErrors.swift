import ArgumentParser
import Foundation

/// Runs the command line like `ParsableCommand.main()`, but a mistake in the arguments ends with
/// one sentence on stderr, as the README promises, instead of ArgumentParser's usage block.
enum ShortErrors {
    static func run(_ root: Adder.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Never {
        do {
            if arguments.isEmpty {
                // The full-screen program with its defaults, without ArgumentParser: its parse
                // (reflection, and a check for a completion-script request made on every run)
                // cost about 9 ms of the first frame (BENCHMARKS.md).
                try await Adder.runTUI(Adder.TUILaunch())
            } else {
                var command = try root.parseAsRoot(arguments)
                if var asynchronous = command as? any AsyncParsableCommand {
                    try await asynchronous.run()
                } else {
                    try command.run()
                }
            }
            root.exit()
        } catch {
            guard root.exitCode(for: error) == .validationFailure else { root.exit(withError: error) }
            let sentence = root.message(for: error).split(separator: "\n").first.map(String.init) ?? "Invalid arguments."
            let path = (["adder"] + subcommandPath(arguments)).joined(separator: " ")
            FileHandle.standardError.write(Data("adder: \(sentence.trimmed) (see `\(path) --help`).\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
    }

    /// The subcommand names the arguments start with: `todo add` for `adder todo add --bad`.
    private static func subcommandPath(_ arguments: [String]) -> [String] {
        var path: [String] = []
        var commands = Adder.configuration.subcommands
        for argument in arguments {
            guard let next = commands.first(where: { $0.configuration.commandName == argument }) else { break }
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
