import ArgumentParser
import News
import Terminal

/// `adder feeds rm URL`: unsubscribes from a feed and drops its cached articles.
struct FeedsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Unsubscribe from a feed.",
        discussion: "Its line leaves the feeds file and its articles leave the news cache, starred ones included.")

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
        try session.perform {
            try file.save(list)
            try session.library.syncedFeeds()
        }
        print("Unsubscribed from \(InertText.make(url)).")
    }
}
