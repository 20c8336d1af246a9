import ArgumentParser
import CommandUseCases

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
        print(try await NewsCommandSession.subscribe(url: url, tags: tags, title: title))
    }
}
