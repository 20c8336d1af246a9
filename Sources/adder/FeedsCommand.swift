import ArgumentParser

/// `adder feeds`: the subscribed feeds, for scripts and tests.
struct FeedsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feeds",
        abstract: "Manage subscribed feeds.",
        subcommands: [FeedsParseCommand.self])
}
