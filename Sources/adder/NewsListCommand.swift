import ArgumentParser
import CommandUseCases

/// `adder news list`: the cached articles, newest first, as aligned lines or JSON.
struct NewsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List cached articles, newest first.",
        discussion: """
            Each line: id, N if unread and * if starred, the date (local time), the feed and the title. \
            Works offline: it reads only the cache. --json prints an array of objects with the keys id, feed \
            (the feed's URL), title, link, author, published (ISO 8601, UTC), read and starred, nulls included.
            """)

    @Option(help: ArgumentHelp("Only the articles of this subscribed feed.", valueName: "url"))
    var feed: String?

    @Flag(help: "Only unread articles.")
    var unread = false

    @Flag(help: "Only starred articles.")
    var starred = false

    @Option(help: ArgumentHelp("Only articles whose title or text has these words (the last may be the start of a word).", valueName: "text"))
    var search: String?

    @Option(help: ArgumentHelp("Only articles this expression of newsboat's filter language selects, as a query feed does "
                               + "(e.g. 'unread = \"yes\" and title =~ \"linux\"'; see README).", valueName: "expression"))
    var query: String?

    // Unconditional: `--limit -3` reaches the check below instead of reading "-3" as an option.
    @Option(parsing: .unconditional, help: "At most this many articles.")
    var limit = 50

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        guard limit >= 0 else { throw CommandFailure("--limit \(limit) is negative: give 0 or more.", status: 2) }
        let session = try NewsCommandSession(settings: NewsCommandSession.configuredSettings())
        let articles = try session.articles(unread: unread, starred: starred, search: search, query: query, feed: feed, limit: limit)
        if json {
            print(ArticleListing.json(articles, feedURLs: try session.feedURLs()))
        } else {
            print(ArticleListing.lines(articles, timeZone: .current), terminator: "")
        }
    }
}
