import ArgumentParser
import CommandUseCases

/// `adder feeds import FILE.opml`: subscribes to the feeds of an OPML file that are new.
struct FeedsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Subscribe to the feeds listed in an OPML file.",
        discussion: """
            Feeds already subscribed are skipped, as are entries that are not http or https URLs and \
            entries whose URL holds spaces, line breaks or quotes. The folders around a feed become its tags.
            """)

    @Argument(help: "The OPML file (as other feed readers export).")
    var file: String

    func run() throws {
        print(try NewsCommandSession.importOPML(file))
    }
}
