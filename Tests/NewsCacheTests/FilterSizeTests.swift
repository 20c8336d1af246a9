import Basics
import Entities
import Foundation
import NewsCache
import TestSupport
import Testing

/// Every expression the parser takes runs in SQLite (issue 33, item 6): 85 conditions joined by
/// `or` overflowed SQLite's parser stack, in every list, count and the feed list, though the
/// parser takes 250. The randomised test walks sizes and nestings up to the parser's limits
/// through the real SQL, as a query and as a killfile rule, and checks the SQL picks what the
/// in-memory matcher picks.
@Suite struct FilterSizeTests {
    private static let mostConditions = 250, deepestParentheses = 16
    private static let titles = ["Linux 6.12", "An ad", "Café au lait", "Weekly notes", "Über uns"]

    private func fixture() throws -> CacheFixture {
        let fixture = try CacheFixture()
        try fixture.merge(Self.titles.enumerated().map { item("\($0.offset)", $0.element, hoursAgo: Double($0.offset) * 30) })
        try fixture.cache.setRead([try fixture.article(titled: "An ad").id], true)
        return fixture
    }

    @Test func oneParenthesisMoreThanTheLimitIsRefused() {
        let text = String(repeating: "(", count: Self.deepestParentheses + 1) + #"unread = "yes""#
            + String(repeating: ")", count: Self.deepestParentheses + 1)
        #expect(throws: FilterError.self) { try FilterExpression.parse(text) }
    }

    @Test func eightyFiveOrConditionsRunAsAQueryAndAsAKillfileRule() throws {
        let fixture = try fixture()
        let expression = (1...85).map { #"title =~ "word\#($0)""# }.joined(separator: " or ") + #" or title =~ "ad""#
        #expect(try fixture.titles(ArticleQuery(filter: expression)) == ["An ad"])
        fixture.cache.killfile = Killfile(rules: [try IgnoreRule(feed: "*", filter: expression)], mode: .display)
        #expect(try fixture.cache.feeds().map(\.articleCount) == [4, 0])
        #expect(!(try fixture.titles()).contains("An ad"))
    }

    @Test func theMostConditionsTheParserTakesRunInSQLite() throws {
        let fixture = try fixture()
        for joiner in [" or ", " and "] {
            let expression = (1...Self.mostConditions).map { _ in #"title =~ "a""# }.joined(separator: joiner)
            #expect(try fixture.cache.counts(ArticleQuery(filter: expression)).total == 2, "\(joiner)")
            #expect(throws: FilterError.self) { try FilterExpression.parse(expression + joiner + #"title =~ "a""#) }
        }
    }

    /// Seeded: flat runs, nestings as deep as the parser takes and random trees, each as a query
    /// (list and count) and as a display-mode rule (the feed list's counts too).
    @Test func randomSizesAndNestingsRunAndAgreeWithTheMatcher() throws {
        let fixture = try fixture()
        let articles = try fixture.cache.articles(ArticleQuery(), offset: 0, limit: 100)
        let now = Date()
        var random = SplitMix64(seed: 33)
        var expressions: [String] = []
        for _ in 0..<40 {
            expressions.append(flat(Int.random(in: 1...Self.mostConditions, using: &random), using: &random))
            expressions.append(nested(Int.random(in: 1...Self.deepestParentheses, using: &random), using: &random))
            expressions.append(tree(Int.random(in: 1...Self.mostConditions, using: &random), depth: 0, using: &random))
        }
        expressions.append(nested(Self.deepestParentheses, using: &random))
        // The worst case: every level another operator, `content` at the bottom, `or` above `and`.
        var worst = #"content =~ "[0-9]+x""#
        for level in 0..<Self.deepestParentheses {
            worst = #"unread = "yes" "# + (level.isMultiple(of: 2) ? "or" : "and") + " (" + worst + ")"
        }
        expressions.append(#"age > 1 or unread = "no" and "# + worst)
        for text in expressions {
            let expression = try FilterExpression.parse(text)
            let expected = Set(articles.filter { article in
                expression.matches(FilterSubject(title: article.title, content: "body", isRead: article.isRead,
                                                 published: article.published, feedURL: "https://a.example/feed"), now: now)
            }.map(\.title))
            fixture.cache.killfile = Killfile()
            #expect(Set(try fixture.titles(ArticleQuery(filter: text))) == expected, "\(text)")
            #expect(try fixture.cache.counts(ArticleQuery(filter: text)).total == expected.count)
            fixture.cache.killfile = Killfile(rules: [try IgnoreRule(feed: "https://a.example/feed", filter: text)], mode: .display)
            #expect(try fixture.cache.feeds().first?.articleCount == articles.count - expected.count, "\(text)")
            #expect(Set(try fixture.titles()) == Set(articles.map(\.title)).subtracting(expected))
        }
    }

    private static let conditions = [#"title =~ "a""#, #"title =~ "^[[:alpha:]]+ [a-z]+$""#, #"unread = "yes""#,
                                     #"age > 1"#, #"title # "notes""#, #"content = "body""#, #"title != "Über uns""#,
                                     #"age between 0:2"#, #"author = """#]

    private func condition(using random: inout SplitMix64) -> String {
        Self.conditions.randomElement(using: &random)!
    }

    private func joiner(using random: inout SplitMix64) -> String {
        Bool.random(using: &random) ? " or " : " and "
    }

    private func flat(_ count: Int, using random: inout SplitMix64) -> String {
        (0..<count).map { _ in condition(using: &random) }.joined(separator: joiner(using: &random))
    }

    /// `depth` parentheses, each inside the last: `a and (b or (c and (…)))`.
    private func nested(_ depth: Int, using random: inout SplitMix64) -> String {
        var text = condition(using: &random)
        for _ in 0..<depth {
            text = condition(using: &random) + joiner(using: &random) + "(" + text + ")"
        }
        return text
    }

    /// `count` conditions in a random tree, at most `deepestParentheses` deep.
    private func tree(_ count: Int, depth: Int, using random: inout SplitMix64) -> String {
        guard count > 1 else { return condition(using: &random) }
        let parts = Int.random(in: 2...min(count, 4), using: &random)
        var sizes = Array(repeating: count / parts, count: parts)
        sizes[0] += count % parts
        let texts = sizes.map { size in
            let inner = tree(size, depth: depth + 1, using: &random)
            return size > 1 && depth < Self.deepestParentheses - 1 ? "(" + inner + ")" : inner
        }
        return texts.joined(separator: joiner(using: &random))
    }
}
