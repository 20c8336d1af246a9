import ArgumentParser
import News
import Settings

/// `adder feeds export`: the subscriptions as OPML 2.0 on stdout.
struct FeedsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the subscriptions as an OPML 2.0 document.",
        discussion: "Tags become folders; a feed's title is yours if you gave one, else the feed's own. `adder feeds export > feeds.opml`")

    func run() throws {
        let session = try NewsSession()
        let feeds = try session.feeds()
        let list = try session.perform { try session.library.subscriptionFile.load() }
        var titles: [String: String] = [:]
        for feed in feeds where feed.title != feed.url { titles[feed.url] = feed.title }
        print(OPML.document(list.subscriptions, titles: titles), terminator: "")
    }
}
