import ArgumentParser
import Settings

/// `adder feeds`: the subscribed feeds, for scripts and tests.
struct FeedsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feeds",
        _superCommandName: ShortErrors.rootName,
        abstract: "Manage subscribed feeds.",
        discussion: """
            Subscriptions live in the feeds file in the config folder (newsboat's urls format: one URL a line, \
            then tags, then "~Title"); these commands edit it line by line and keep the rest as written.
            """,
        subcommands: [FeedsAddCommand.self, FeedsRemoveCommand.self, FeedsListCommand.self, FeedsImportCommand.self,
                      FeedsExportCommand.self, FeedsParseCommand.self])
}
