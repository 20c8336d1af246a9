@testable import App
@testable import Settings
import News
import Testing

/// `[[news.ignore]]` and `ignore-mode`: newsboat's killfile in config.toml, each mistake one
/// sentence naming its line (a filter's with its column); the other rules still apply.
@Suite struct ConfigIgnoreTests {
    private func parse(_ text: String) -> ConfigParser.Result {
        ConfigParser.parse(text, file: "/home/me/.config/adder/config.toml")
    }

    @Test func rulesAndTheModeAreRead() {
        let result = parse("""
            [news]
            ignore-mode = "display"

            [[news.ignore]]
            feed = "*"
            filter = 'title =~ "sponsored"'

            [[news.ignore]]
            feed = "https://a.example/feed"
            filter = "author = \\"Spam\\""
            """)
        #expect(result.problems == [])
        #expect(result.config.news.ignoreRules == [NewsIgnoreRule(feed: "*", filter: #"title =~ "sponsored""#),
                                                   NewsIgnoreRule(feed: "https://a.example/feed", filter: #"author = "Spam""#)])
        #expect(result.config.news.ignoreOnlyInDisplay)
        #expect(result.config.news.settings.killfile.rules.map(\.name) == [#"* title =~ "sponsored""#,
                                                                            #"https://a.example/feed author = "Spam""#])
        #expect(result.config.news.settings.killfile.mode == .display)
    }

    @Test func eachMistakeNamesItsLineAndTheOtherRulesApply() {
        let result = parse("""
            [news]
            ignore-mode = "sometimes"

            [[news.ignore]]
            feed = "*"
            filter = 'titel =~ "x"'

            [[news.ignore]]
            filter = 'title =~ "x"'

            [[news.ignore]]
            feed = "*"
            filter = 'title =~ "kept"'

            [[news.ignore]]
            feed = "*"
            filters = 'title =~ "x"'
            """)
        #expect(result.problems.map(\.description) == [
            "/home/me/.config/adder/config.toml, line 2: ignore-mode must be “download” (ignored articles are never stored) or "
                + "“display” (they are stored but not shown), not “sometimes”.",
            "/home/me/.config/adder/config.toml, line 6: the ignore rule's filter cannot be read, at column 1: “titel” is not an "
                + "attribute Adder knows (title, content, author, link, unread, flags, age, date, feedtitle, feedurl, feedlink, tags).",
            "/home/me/.config/adder/config.toml, line 8: an ignore rule needs feed = \"*\" (every feed) or a feed's URL in quotes.",
            "/home/me/.config/adder/config.toml, line 17: unknown setting “filters” in [[news.ignore]] (the settings are feed and filter).",
        ])
        #expect(result.config.news.ignoreRules == [NewsIgnoreRule(feed: "*", filter: #"title =~ "kept""#)])
        #expect(result.config.news.ignoreOnlyInDisplay == false)
    }

    @Test func theTemplateSaysHowAndStillParsesToTheDefaults() {
        let result = parse(ConfigTemplate.text())
        #expect(result.problems == [])
        #expect(result.config.news.ignoreRules == [])
        #expect(ConfigTemplate.text().contains("# [[news.ignore]]"))
    }
}
