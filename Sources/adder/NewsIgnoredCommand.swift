import ArgumentParser
import CommandUseCases

/// `adder news ignored`: what the killfile kept out of the cache, by rule.
struct NewsIgnoredCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ignored",
        abstract: "List the articles the killfile ([[news.ignore]] in config.toml) kept out of the cache, by rule.",
        discussion: """
            Each rule as config.toml gives it (feed, then filter), then its dropped articles, the latest drop first: \
            the article's date (local time), its feed's URL and its title. The cache keeps the last \
            \(NewsCommandSession.ignoredKeptPerRule) per rule. In ignore-mode = "display" nothing is dropped, so nothing is listed.
            """)

    func run() throws {
        print(try NewsCommandSession().ignoredLines(), terminator: "")
    }
}
