import Basics
import Entities
import Foundation
import News
import Terminal

/// How `adder news ignored` prints its records.
public enum IgnoredListing {
    /// Each rule with its count, then its dropped articles (date, feed URL, title), a line each.
    public static func lines(_ ignored: [IgnoredArticle], timeZone: TimeZone) -> String {
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
