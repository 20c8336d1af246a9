import ArgumentParser
import News
import Terminal

/// `adder feeds rm URL`: unsubscribes from a feed and drops its cached articles, except the
/// starred ones, which stay under Starred (and are the feed's again if it is subscribed again).
struct FeedsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Unsubscribe from a feed.",
        discussion: """
            Its line leaves the feeds file and its articles leave the news cache, except the starred ones: \
            they stay under Starred with the feed's name, and are the feed's again if you subscribe to it again.
            """)

    @Argument(help: "The feed's URL, as `adder feeds list` shows it.")
    var url: String

    func run() throws {
        let session = try NewsSession()
        let file = session.library.subscriptionFile
        var list = try session.perform { try file.load() }
        do {
            try list.remove(url: url)
        } catch {
            throw CleanExit.message("\(InertText.make(url)) is not subscribed (see `adder feeds list`); nothing was changed.", code: 1)
        }
        let starred = try session.perform {
            let starred = try session.library.cache.starredCount(feedURL: url)
            try file.save(list)
            try session.library.syncedFeeds()
            return starred
        }
        switch starred {
        case 0: print("Unsubscribed from \(InertText.make(url)).")
        case 1: print("Unsubscribed from \(InertText.make(url)); its starred article stays under Starred.")
        default: print("Unsubscribed from \(InertText.make(url)); its \(starred) starred articles stay under Starred.")
        }
    }
}
