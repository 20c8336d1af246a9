import ArgumentParser
import Entities
import Foundation
import News
import Settings
import Terminal

/// `adder news ignored`: what the killfile kept out of the cache, by rule.
struct NewsIgnoredCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ignored",
        abstract: "List the articles the killfile ([[news.ignore]] in config.toml) kept out of the cache, by rule.",
        discussion: """
            Each rule as config.toml gives it (feed, then filter), then its dropped articles, the latest drop first: \
            the article's date (local time), its feed's URL and its title. The cache keeps the last \
            \(NewsLibrary.ignoredKeptPerRule) per rule. In ignore-mode = "display" nothing is dropped, so nothing is listed.
            """)

    func run() throws {
        let session = try NewsSession()
        let ignored = try session.perform { try session.library.cache.ignoredArticles() }
        print(IgnoredListing.lines(ignored, timeZone: .current), terminator: "")
    }
}

/// How `adder news ignored` prints its records.
enum IgnoredListing {
    static func lines(_ ignored: [IgnoredArticle], timeZone: TimeZone) -> String {
        guard !ignored.isEmpty else { return "No article has been ignored.\n" }
        var rules: [String] = []
        var byRule: [String: [IgnoredArticle]] = [:]
        for article in ignored {
            if byRule[article.rule] == nil { rules.append(article.rule) }
            byRule[article.rule, default: []].append(article)
        }
        return rules.map { rule in
            let articles = byRule[rule] ?? []
            let count = articles.count == 1 ? "1 article" : "\(articles.count) articles"
            return "\(InertText.make(rule))  (\(count))\n" + articles.map { article in
                "  \(ArticleDate.local(article.published, timeZone: timeZone))  \(InertText.make(article.feedURL))  \(InertText.make(article.title))\n"
            }.joined()
        }.joined()
    }
}
