import ArgumentParser
import CommandUseCases

/// `adder feeds rm URL`: unsubscribes from a feed and drops its cached articles, except the
/// starred ones, which stay under Starred (and are the feed's again if it is subscribed again).
struct FeedsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Unsubscribe from a feed.",
        discussion: """
            Its line leaves the feeds file and its articles leave the news cache, except the starred ones: \
            they stay under Starred with the feed's name, and are the feed's again if you subscribe to it again. \
            A feed whose line left the file otherwise (an editor, a file rewritten) keeps its articles, set aside \
            until its line is back; `adder feeds rm URL` drops them too.
            """)

    @Argument(help: "The feed's URL, as `adder feeds list` shows it.")
    var url: String

    func run() throws {
        print(try NewsCommandSession().unsubscribe(url))
    }
}
