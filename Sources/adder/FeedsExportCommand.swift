import ArgumentParser
import CommandUseCases

/// `adder feeds export`: the subscriptions as OPML 2.0 on stdout.
struct FeedsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the subscriptions as an OPML 2.0 document.",
        discussion: "Tags become folders; a feed's title is yours if you gave one, else the feed's own. `adder feeds export > feeds.opml`")

    func run() throws {
        print(try NewsCommandSession().opml(), terminator: "")
    }
}
