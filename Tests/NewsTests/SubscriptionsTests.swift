import Entities
import Foundation
@testable import News
import Testing

@Suite struct SubscriptionsTests {
    static let newsboatFile = """
        # My feeds
        https://example.com/feed.xml tech news

        http://blog.example.org/atom "~A Friend's Blog" personal
        https://example.net/rss "two words" "say \\"hi\\"" # a comment
        !https://hidden.example.com/feed hidden
        "query:Unread:unread = \\"yes\\""
        "query:Starred:flags # \\"s\\""
        exec:~/bin/make-feed.sh
        \thttps://indented.example.com/feed\r

        """

    @Test func anUnchangedListWritesTheSameBytes() throws {
        for text in [Self.newsboatFile, "", "\n", "https://a.example/x", "https://a.example/x\n\n\n", "# only\n  \n"] {
            #expect(SubscriptionList(parsing: text).text == text)
        }
    }

    @Test func urlsTagsAndQuotedTitlesAreRead() throws {
        let list = SubscriptionList(parsing: Self.newsboatFile)
        #expect(list.problems == [])
        #expect(list.subscriptions == [
            Subscription(url: "https://example.com/feed.xml", tags: ["tech", "news"]),
            Subscription(url: "http://blog.example.org/atom", tags: ["personal"], title: "A Friend's Blog"),
            Subscription(url: "https://example.net/rss", tags: ["two words", "say \"hi\""]),
            Subscription(url: "https://indented.example.com/feed"),
        ])
    }

    @Test func anEditKeepsCommentsBlankLinesIgnoredLinesAndOrder() throws {
        var list = SubscriptionList(parsing: Self.newsboatFile)
        try list.remove(url: "https://example.com/feed.xml")
        try list.add(Subscription(url: "https://new.example.com/feed", tags: ["a b", "c"], title: "New \"one\""))
        let expected = Self.newsboatFile
            .replacingOccurrences(of: "https://example.com/feed.xml tech news\n", with: "")
            + "https://new.example.com/feed \"a b\" c \"~New \\\"one\\\"\"\n"
        #expect(list.text == expected)
        #expect(SubscriptionList(parsing: list.text) == list)
        #expect(list.subscriptions.last == Subscription(url: "https://new.example.com/feed", tags: ["a b", "c"], title: "New \"one\""))
    }

    @Test func addingToAFileWithoutAFinalNewlineStartsANewLine() throws {
        var list = SubscriptionList(parsing: "# feeds\nhttps://a.example/x")
        try list.add(Subscription(url: "https://b.example/y"))
        #expect(list.text == "# feeds\nhttps://a.example/x\nhttps://b.example/y\n")
    }

    @Test func aDuplicateIsRefused() throws {
        var list = SubscriptionList(parsing: "https://a.example/x\n")
        #expect(throws: SubscriptionError(.duplicate, "https://a.example/x is already subscribed")) {
            try list.add(Subscription(url: "https://a.example/x", tags: ["other"]))
        }
        let twice = SubscriptionList(parsing: "https://a.example/x\n# again:\nhttps://a.example/x tag\n")
        #expect(twice.problems == [SubscriptionError(.badLine(line: 3), "line 3: https://a.example/x is already on line 1")])
        #expect(twice.subscriptions == [Subscription(url: "https://a.example/x")])
    }

    @Test(arguments: ["ftp://example.com/feed", "example.com/feed", "https://", "file:///etc/passwd"])
    func aURLThatIsNotHTTPIsRefused(url: String) throws {
        var list = SubscriptionList()
        #expect(throws: SubscriptionError(.notHTTP, "“\(url)” is not an http or https URL")) {
            try list.add(Subscription(url: url))
        }
        let parsed = SubscriptionList(parsing: "# ok\n\(url) tag\n")
        #expect(parsed.problems == [SubscriptionError(.badLine(line: 2), "line 2: “\(url)” is not an http or https URL")])
        #expect(parsed.subscriptions.isEmpty)
    }

    @Test func anUnclosedQuoteNamesItsLine() {
        #expect(SubscriptionList(parsing: "https://a.example/x \"~Open title\n").problems
                == [SubscriptionError(.badLine(line: 1), "line 1: a quote is not closed")])
    }

    @Test("a bad line is kept as it was and named; the lines around it still work")
    func aBadLineLeavesTheOthersWorking() {
        let text = "https://a.example/x\nnot a url\nhttps://b.example/y \"~B\n# note\nhttps://c.example/z tag\n"
        let list = SubscriptionList(parsing: text)
        #expect(list.subscriptions == [Subscription(url: "https://a.example/x"), Subscription(url: "https://c.example/z", tags: ["tag"])])
        #expect(list.problems.map(\.description) == ["line 2: “not” is not an http or https URL", "line 3: a quote is not closed"])
        #expect(list.text == text)
    }

    @Test func removingOrReplacingAnUnknownURLFails() throws {
        var list = SubscriptionList(parsing: "https://a.example/x\n")
        #expect(throws: SubscriptionError(.unknown, "https://b.example/y is not subscribed")) {
            try list.remove(url: "https://b.example/y")
        }
        #expect(throws: SubscriptionError(.unknown, "https://b.example/y is not subscribed")) {
            try list.replace(url: "https://b.example/y", with: Subscription(url: "https://c.example/z"))
        }
    }

    @Test func aMovedFeedKeepsItsPlaceTagsAndTitle() throws {
        var list = SubscriptionList(parsing: "# top\nhttps://old.example/feed a \"~Mine\"\n# end\n")
        var moved = try #require(list.subscriptions.first)
        moved.url = "https://new.example/feed"
        try list.replace(url: "https://old.example/feed", with: moved)
        #expect(list.text == "# top\nhttps://new.example/feed a \"~Mine\"\n# end\n")
    }
}
