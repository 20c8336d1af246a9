import Entities
import Foundation
@testable import News
import TestSupport
import Testing

/// `"query:Title:EXPRESSION" tag…` lines: read as query feeds, a bad one named by line and column
/// in the line, written as newsboat writes them, and read by newsboat itself.
@Suite struct QueryFeedLineTests {
    @Test func queryLinesAreReadWithTheirTags() throws {
        let list = SubscriptionList(parsing: """
            https://a.example/feed tech
            "query:Unread Articles:unread = \\"yes\\""
            "query:tag1 Articles:tags # \\"tag1\\"" news "two words"
            query:NoSpaces:age<3

            """)
        #expect(list.problems == [])
        #expect(list.queryFeeds == [
            QueryFeed(title: "Unread Articles", expression: "unread = \"yes\""),
            QueryFeed(title: "tag1 Articles", expression: "tags # \"tag1\"", tags: ["news", "two words"]),
            QueryFeed(title: "NoSpaces", expression: "age<3"),
        ])
        #expect(list.subscriptions == [Subscription(url: "https://a.example/feed", tags: ["tech"])])
    }

    @Test(arguments: [
        // The column is the line's: escapes and the opening quote counted as written.
        (#""query:Bad:title =~""#, "line 2, column 20: in the query feed “Bad”, the expression ends where a value (a \"quoted text\", "
            + "a number or a range like 0:10) was expected after “=~”"),
        (#""query:Bad:titel = \"x\"""#, "line 2, column 12: in the query feed “Bad”, “titel” is not an attribute Adder knows "
            + "(title, content, author, link, unread, flags, age, date, feedtitle, feedurl, feedlink, tags)"),
        (#"  "query:Q:title = \"x\" author = \"y\"""#, "line 2, column 26: in the query feed “Q”, “author” follows a whole condition: "
            + "join conditions with and or or"),
        // Unquoted, newsboat's tokens end at the space (and `#` starts a comment): the expression is `flags`.
        (#"query:Starred:flags # "s""#, "line 2, column 20: in the query feed “Starred”, the expression ends where an operator "
            + "(=, !=, =~, !~, <, >, <=, >=, #, !#, between) was expected after “flags”"),
        (#""query:NoColon""#, "line 2: a query feed is written \"query:Title:expression\", and “query:NoColon” has no colon after its title"),
        (#""query::unread = \"yes\"""#, "line 2: the query feed has no title between “query:” and the next colon"),
    ])
    func aBadQueryLineIsOneSentenceWithLineAndColumn(line: String, sentence: String) {
        let list = SubscriptionList(parsing: "https://a.example/feed\n\(line)\nhttps://b.example/feed\n")
        #expect(list.problems.map(\.description) == [sentence])
        #expect(list.subscriptions.map(\.url) == ["https://a.example/feed", "https://b.example/feed"])
        #expect(list.queryFeeds == [])
        #expect(list.text == "https://a.example/feed\n\(line)\nhttps://b.example/feed\n")
    }

    @Test func aSavedQueryIsQuotedAndReadBackTheSame() throws {
        var list = SubscriptionList(parsing: "https://a.example/feed\n")
        let query = QueryFeed(title: "Say \"hi\" \\ 牛乳", expression: FilterCheck.expression(searchingFor: "c++ \"quoted\" a.b"),
                              tags: ["saved", "two words"])
        try list.add(query: query)
        #expect(list.text == #"""
            https://a.example/feed
            "query:Say \"hi\" \\ 牛乳:(title =~ \"c[+][+]\" or content =~ \"c[+][+]\") and (title =~ \"quoted\" or content =~ \"quoted\") and (title =~ \"a[.]b\" or content =~ \"a[.]b\")" saved "two words"

            """#)
        #expect(SubscriptionList(parsing: list.text).queryFeeds == [query])
    }

    @Test(arguments: [
        (QueryFeed(title: "a:b", expression: "unread = \"yes\""), "the title “a:b” cannot name a query feed: it is text on one line, without colons or control characters"),
        (QueryFeed(title: "", expression: "unread = \"yes\""), "the title “” cannot name a query feed: it is text on one line, without colons or control characters"),
        (QueryFeed(title: "Line\nbreak", expression: "unread = \"yes\""), "the title “Line\nbreak” cannot name a query feed: it is text on one line, without colons or control characters"),
        (QueryFeed(title: "Q", expression: "unread ="), "the expression “unread =” cannot be read, at column 9: the expression ends where a value (a \"quoted text\", a number or a range like 0:10) was expected after “=”"),
        (QueryFeed(title: "Q", expression: "title = \"a\nb\""), "the expression “title = \"a\nb\"” cannot be written to the feeds file: a title is text on one line, without control characters"),
    ])
    func whatCannotBeWrittenIsRefused(query: QueryFeed, sentence: String) {
        var list = SubscriptionList()
        #expect(throws: SubscriptionError(.unwritable, sentence)) { try list.add(query: query) }
        #expect(list.text == "")
    }

    @Test func aSecondQueryFeedWithTheSameTitleIsRefused() throws {
        var list = SubscriptionList(parsing: "\"query:Mine:unread = \\\"yes\\\"\"\n")
        #expect(throws: SubscriptionError(.duplicate, "a query feed is already called “Mine”")) {
            try list.add(query: QueryFeed(title: "Mine", expression: "age < 3"))
        }
    }

    /// newsboat (2.21, .ci/run installs it) reads every query line Adder writes, and the syntax
    /// errors Adder names stop newsboat too (it exits 1 on a query it cannot read).
    @Test func newsboatReadsWhatAdderAcceptsAndRefusesItsSyntaxErrors() throws {
        let accepted = [#"unread = "yes""#, #"title == "x""#, "age between 0:10", "age < -1", #"( title = "x" )"#, #"title !# "x""#,
                        #"title="x"and author="y""#, #"flags # "s""#, #"date >= "2026-01-01""#, "age<3",
                        FilterCheck.expression(searchingFor: "c++ \"quoted\" a.b [x]")]
        let refused = ["title", "title = x", #"title =~ "\"q\"""#, #"title = "x")"#, #"title = "x" AND author = "y""#, "age < 3days", #"title = "x" author = "y""#]
        for expression in accepted {
            #expect(FilterCheck.problem(in: expression) == nil, "\(expression)")
            var list = SubscriptionList()
            try list.add(query: QueryFeed(title: "Q", expression: expression))
            #expect(try Self.newsboatReads(list.text), "\(expression)")
        }
        for expression in refused {
            #expect(FilterCheck.problem(in: expression) != nil, "\(expression)")
            #expect(try !Self.newsboatReads(NewsboatTokens.quoted("query:Q:" + expression) + "\n"), "\(expression)")
        }
    }

    /// Whether `newsboat -e` reads a urls file holding `text` without an error.
    static func newsboatReads(_ text: String) throws -> Bool {
        let folder = TemporaryDirectory("adder-newsboat-query")
        try Data(("https://a.example/feed\n" + text).utf8).write(to: folder.file("urls"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/newsboat")
        process.arguments = ["-u", folder.file("urls").path, "-c", folder.file("cache.db").path, "-C", "/dev/null", "-e"]
        process.environment = ["HOME": folder.url.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
