@testable import Settings
import App
import Testing

/// `[news]`'s items-per-fetch and unread-kept-per-feed: read, bounded, and passed to the refresh.
@Suite("config.toml: a feed's bounds")
struct ConfigFeedBoundsTests {
    private func parse(_ text: String) -> ConfigParser.Result {
        ConfigParser.parse(text, file: "config.toml")
    }

    @Test("both are read and reach the refresh's settings; a fetch keeps no more than the unread bound")
    func readAndPassed() {
        let result = parse("[news]\nitems-per-fetch = 300\nunread-kept-per-feed = 200\n")
        #expect(result.problems.isEmpty)
        let settings = result.config.news.settings
        #expect(settings.itemsPerFetch == 300 && settings.unreadKeptPerFeed == 200)
        #expect(settings.itemsKeptPerFetch == 200)
        #expect(parse("[news]\nitems-per-fetch = 50\n").config.news.settings.itemsKeptPerFetch == 50)
    }

    @Test("the defaults: 1000 items per fetch, 2000 unread per feed")
    func defaults() {
        let settings = parse("").config.news.settings
        #expect(settings.itemsPerFetch == 1000 && settings.unreadKeptPerFeed == 2000 && settings.itemsKeptPerFetch == 1000)
    }

    @Test("0, a negative number or text is a problem with its line, and the default stays")
    func badValues() {
        let result = parse("[news]\nitems-per-fetch = 0\nunread-kept-per-feed = \"many\"\n")
        #expect(result.problems.map(\.description) == [
            "config.toml, line 2: items-per-fetch must be a whole number of items from 1 to 1000000, not 0.",
            "config.toml, line 3: unread-kept-per-feed must be a whole number of articles from 1 to 1000000, not “many”.",
        ])
        #expect(result.config.news.itemsPerFetch == 1000 && result.config.news.unreadKeptPerFeed == 2000)
    }
}
