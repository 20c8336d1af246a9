@testable import App
@testable import Settings
import Testing

/// Issue 22, item 3: `[news] show-read-feeds` and `show-read-articles`, newsboat's names.
@MainActor
@Suite("config.toml: show-read-feeds and show-read-articles")
struct ConfigReadVisibilityTests {
    private let file = "/home/me/.config/adder/config.toml"

    @Test("both default to showing what is read; false hides it from the start")
    func read() {
        #expect(Config().news.readVisibility == NewsReadVisibility(showsReadFeeds: true, showsReadArticles: true))
        let result = ConfigParser.parse("[news]\nshow-read-feeds = false\nshow-read-articles = false\n", file: file)
        #expect(result.problems == [])
        #expect(result.config.news.readVisibility == NewsReadVisibility(showsReadFeeds: false, showsReadArticles: false))
    }

    @Test("a value that is not true or false is named by line and keeps the default; the other setting applies")
    func wrongValue() {
        let result = ConfigParser.parse("[news]\nshow-read-feeds = \"no\"\nshow-read-articles = false\n", file: file)
        #expect(result.problems.map(\.line) == [2])
        #expect(result.problems.first?.reason == "show-read-feeds must be true or false, not “no”")
        #expect(result.config.news.readVisibility == NewsReadVisibility(showsReadFeeds: true, showsReadArticles: false))
    }

    @Test("the default file writes both, and reads back as the defaults")
    func template() {
        let text = ConfigTemplate.text()
        #expect(text.contains("show-read-feeds = true\n") && text.contains("show-read-articles = true\n"))
        #expect(ConfigParser.parse(text, file: file).config.news == NewsConfig())
    }
}
