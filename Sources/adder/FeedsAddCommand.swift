import ArgumentParser
import Entities
import News
import Settings
import Terminal

/// `adder feeds add URL`: subscribes to a feed (its articles come with the next refresh).
struct FeedsAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Subscribe to a feed.",
        discussion: """
            The feed is added at the end of the feeds file; `adder news refresh URL` fetches its articles. With a \
            feed service as [news] source, it is subscribed there instead (tt-rss: --tag names an existing category; \
            Fever has no way to subscribe), and the next `adder news refresh` brings it.
            """)

    @Argument(help: "The feed's http or https URL.")
    var url: String

    @Option(name: .customLong("tag"), help: "A tag (repeatable), as newsboat's tags.")
    var tags: [String] = []

    @Option(help: "Your own title for the feed, shown instead of the feed's.")
    var title: String?

    func run() async throws {
        let subscription = Subscription(url: url, tags: tags, title: title)
        do {
            try SubscriptionList.checkWritable(subscription)  // before the cache is opened
        } catch {
            throw CleanExit.message(NewsSession.sentence(error), code: 2)
        }
        let settings = NewsSession.configuredSettings()
        let session = try NewsSession(settings: settings)
        if settings.service != nil {
            try await subscribeOnService(subscription, session)
            return
        }
        do throws(SubscriptionError) {
            try session.library.subscriptionFile.update { list throws(SubscriptionError) in try list.add(subscription) }
        } catch {
            throw CleanExit.message(NewsSession.sentence(error), code: error.kind == .notHTTP ? 2 : 1)
        }
        _ = try session.perform { try session.library.syncedFeeds() }
        print(NewsChangeWords.subscribed(InertText.make(url)) + " `adder news refresh` fetches its articles.")
    }

    /// The service's subscriptions are the feeds: the feeds file, not read then, is left alone.
    private func subscribeOnService(_ subscription: Subscription, _ session: NewsSession) async throws {
        if title != nil {
            throw CleanExit.message("--title is not sent to a feed service: rename the feed in the service; nothing was subscribed.", code: 2)
        }
        do {
            let added = try await session.library.subscribeOnService(subscription) ?? false
            print(added ? NewsChangeWords.subscribedOnService(InertText.make(url), refresh: "`adder news refresh`")
                        : NewsChangeWords.alreadyOnService(InertText.make(url)))
        } catch {
            throw CleanExit.message(NewsSession.sentence(error), code: 1)
        }
    }
}
