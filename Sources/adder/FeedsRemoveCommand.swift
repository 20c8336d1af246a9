import ArgumentParser
import News
import Settings
import Terminal

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
        let session = try NewsSession()
        let file = session.library.subscriptionFile
        let listed = try session.perform { try file.load().subscriptions.contains { $0.url == url } }
        // The cache follows the file first: a line just gone is a feed set aside, which rm drops too.
        let setAside = try session.perform {
            try session.library.syncedFeeds()
            return try session.library.cache.feedsSetAside().contains { $0.url == url }
        }
        // A function: `CleanExit.message` says its sentence as it is made.
        func notSubscribed() -> ExitCode {
            CleanExit.message("\(InertText.make(url)) is not subscribed (see `adder feeds list`); nothing was changed.", code: 1)
        }
        guard listed || setAside else { throw notSubscribed() }
        let starred = try session.perform { try session.library.cache.starredCount(feedURL: url) }
        if listed {
            do throws(SubscriptionError) {
                try file.update { list throws(SubscriptionError) in try list.remove(url: url) }
            } catch {
                throw error.kind == .unknown ? notSubscribed() : CleanExit.message(NewsSession.sentence(error), code: 1)
            }
        }
        _ = try session.perform { try session.library.syncedFeeds(removing: [url]) }
        switch starred {
        case 0: print("Unsubscribed from \(InertText.make(url)).")
        case 1: print("Unsubscribed from \(InertText.make(url)); its starred article stays under Starred.")
        default: print("Unsubscribed from \(InertText.make(url)); its \(starred) starred articles stay under Starred.")
        }
    }
}
