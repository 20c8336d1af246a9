import Entities
import Foundation
import News
import Testing

@Suite struct SubscriptionsOPMLTests {
    /// What `newsboat -e` writes: flat outlines, the feed's title in `text` and `title`.
    static let newsboatExport = """
        <?xml version="1.0"?>
        <opml version="1.0">
          <head><title>newsboat - Exported Feeds</title></head>
          <body>
            <outline type="rss" xmlUrl="https://example.com/feed.xml" htmlUrl="https://example.com/" title="Example &amp; Co"/>
            <outline type="rss" xmlUrl="http://blog.example.org/atom" htmlUrl="" title="http://blog.example.org/atom"/>
          </body>
        </opml>
        """

    /// A reader's export with folders inside folders.
    static let nestedExport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0">
          <head><title>Subscriptions</title></head>
          <body>
            <outline text="Tech">
              <outline text="Swift" title="Swift">
                <outline type="rss" text="Swift.org" xmlUrl="https://swift.org/atom.xml"/>
              </outline>
              <outline type="rss" text="LWN" title="LWN.net" xmlUrl="https://lwn.net/headlines/rss"/>
            </outline>
            <outline type="rss" text="Top level" xmlUrl="https://top.example/feed"/>
          </body>
        </opml>
        """

    @Test func aNewsboatExportImports() throws {
        #expect(try OPML.parse(Data(Self.newsboatExport.utf8)) == [
            Subscription(url: "https://example.com/feed.xml", title: "Example & Co"),
            Subscription(url: "http://blog.example.org/atom"),
        ])
    }

    @Test func nestedFoldersBecomeTags() throws {
        #expect(try OPML.parse(Data(Self.nestedExport.utf8)) == [
            Subscription(url: "https://swift.org/atom.xml", tags: ["Tech", "Swift"], title: "Swift.org"),
            Subscription(url: "https://lwn.net/headlines/rss", tags: ["Tech"], title: "LWN.net"),
            Subscription(url: "https://top.example/feed", title: "Top level"),
        ])
    }

    @Test func anExportReimportsEqual() throws {
        let subscriptions = [
            Subscription(url: "https://a.example/feed?x=1&y=2", tags: ["news", "daily"], title: "A <quoted> \"one\""),
            Subscription(url: "https://b.example/feed", tags: ["news", "daily"]),
            Subscription(url: "https://c.example/feed", tags: ["news"]),
            Subscription(url: "https://d.example/feed"),
            Subscription(url: "https://e.example/feed", tags: ["two words", "news"], title: "É ✓"),
        ]
        let document = OPML.document(subscriptions)
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">"))
        #expect(try OPML.parse(Data(document.utf8)) == subscriptions)
    }

    @Test func feedTitlesFillInForUnnamedFeeds() throws {
        let document = OPML.document([Subscription(url: "https://d.example/feed")],
                                     titles: ["https://d.example/feed": "D's feed"])
        #expect(document.contains(#"<outline type="rss" text="D's feed" title="D's feed" xmlUrl="https://d.example/feed"/>"#))
    }

    @Test func somethingElseIsRefused() {
        #expect(throws: SubscriptionError(.opml, "the document is not OPML")) {
            try OPML.parse(Data("<html><body/></html>".utf8))
        }
        #expect(throws: SubscriptionError.self) { try OPML.parse(Data("<opml><body><outline".utf8)) }
        #expect(throws: SubscriptionError.self) { try OPML.parse(Data("<opml><body></opml>".utf8)) }
    }

    @Test("a broken OPML file is refused with the line and what is wrong, in words")
    func brokenOPMLNamesTheLine() {
        func opml(_ outline: String, after: String = "") -> Data {
            Data("<?xml version=\"1.0\"?>\n<opml version=\"2.0\">\n<body>\n\(outline)\n</body>\n</opml>\n\(after)".utf8)
        }
        #expect(throws: SubscriptionError(.opml, "line 5: an element is closed by a different end tag than the one that opened it")) {
            try OPML.parse(opml(#"<outline text="a" xmlUrl="https://a.example/feed">"#))
        }
        #expect(throws: SubscriptionError(.opml, "line 4: a '&' does not start an entity (the character itself is written &amp;)")) {
            try OPML.parse(opml(#"<outline text="Tom & Jerry" xmlUrl="https://a.example/feed"/>"#))
        }
        #expect(throws: SubscriptionError(.opml, "line 4: an element repeats an attribute")) {
            try OPML.parse(opml(#"<outline text="a" text="b" xmlUrl="https://a.example/feed"/>"#))
        }
        #expect(throws: SubscriptionError(.opml, "line 7: the document ends too early, or has more after its root element")) {
            try OPML.parse(opml(#"<outline text="a" xmlUrl="https://a.example/feed"/>"#, after: "<extra/>"))
        }
        #expect(throws: SubscriptionError(.opml, "line 1: the document is empty")) { try OPML.parse(Data()) }
        #expect(throws: SubscriptionError(.opml, "the document is not OPML")) { try OPML.parse(Data("<rss/>".utf8)) }
        #expect(throws: SubscriptionError(.opml, "the document is not OPML")) { try OPML.parse(Data("hello".utf8)) }
        #expect(throws: Never.self) { try OPML.parse(opml(#"<outline x:y="1" text="a" xmlUrl="https://a.example/feed"/>"#)) }
    }
}
