import ArgumentParser
import Entities
import News
import Settings
import Terminal

/// `adder feeds add URL`: subscribes to a feed (its articles come with the next refresh).
struct FeedsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Subscribe to a feed.",
        discussion: "The feed is added at the end of the feeds file; `adder news refresh URL` fetches its articles.")

    @Argument(help: "The feed's http or https URL.")
    var url: String

    @Option(name: .customLong("tag"), help: "A tag (repeatable), as newsboat's tags.")
    var tags: [String] = []

    @Option(help: "Your own title for the feed, shown instead of the feed's.")
    var title: String?

    func run() throws {
        let subscription = Subscription(url: url, tags: tags, title: title)
        do {
            try SubscriptionList.checkWritable(subscription)  // before the cache is opened
        } catch {
            throw CleanExit.message(NewsSession.sentence(error), code: 2)
        }
        let session = try NewsSession()
        do throws(SubscriptionError) {
            try session.library.subscriptionFile.update { list throws(SubscriptionError) in try list.add(subscription) }
        } catch {
            throw CleanExit.message(NewsSession.sentence(error), code: error.kind == .notHTTP ? 2 : 1)
        }
        _ = try session.perform { try session.library.syncedFeeds() }
        print(NewsChangeWords.subscribed(InertText.make(url)) + " `adder news refresh` fetches its articles.")
    }
}
