import Entities
import FeedParsing
import Foundation
import Testing

/// How often a feed says it changes: RSS 2.0's `<ttl>` and the syndication module's `sy:` elements.
@Suite("ttl and sy:updatePeriod")
struct FeedUpdatesTests {
    static func rss(_ channel: String, namespace: String = #" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/""#) -> String {
        """
        <?xml version="1.0"?><rss version="2.0"\(namespace)><channel><title>T</title>\(channel)
        <item><title>One</title><ttl>5</ttl></item></channel></rss>
        """
    }

    @Test func ttlIsMinutes() throws {
        let feed = try FeedFixture.parse(text: Self.rss("<ttl> 90 </ttl>"))
        #expect(feed.updates == FeedUpdates(source: .ttl, interval: 90 * 60))
    }

    @Test(arguments: [("hourly", "2", 1800.0), ("daily", "", 86_400.0), ("Weekly", "7", 86_400.0), ("monthly", "30", 86_400.0),
                      ("yearly", "1", 365 * 86_400.0)])
    func updatePeriodOverFrequency(period: String, frequency: String, seconds: Double) throws {
        let frequencyElement = frequency.isEmpty ? "" : "<sy:updateFrequency>\(frequency)</sy:updateFrequency>"
        let feed = try FeedFixture.parse(text: Self.rss("<sy:updatePeriod>\(period)</sy:updatePeriod>\(frequencyElement)"))
        #expect(feed.updates == FeedUpdates(source: .syndication, interval: seconds))
    }

    @Test func updateBaseIsKept() throws {
        let feed = try FeedFixture.parse(text: Self.rss(
            "<sy:updatePeriod>daily</sy:updatePeriod><sy:updateBase>2026-01-01T06:00+00:00</sy:updateBase>"))
        #expect(feed.updates == FeedUpdates(source: .syndication, interval: 86_400, base: FeedFixture.date("2026-01-01T06:00:00Z")))
    }

    @Test func theLongerOfTtlAndSyWins() throws {
        let longerTTL = try FeedFixture.parse(text: Self.rss("<ttl>180</ttl><sy:updatePeriod>hourly</sy:updatePeriod>"))
        #expect(longerTTL.updates == FeedUpdates(source: .ttl, interval: 180 * 60))
        let longerSy = try FeedFixture.parse(text: Self.rss("<ttl>30</ttl><sy:updatePeriod>hourly</sy:updatePeriod>"))
        #expect(longerSy.updates == FeedUpdates(source: .syndication, interval: 3600))
    }

    @Test(arguments: ["<ttl>0</ttl>", "<ttl>-5</ttl>", "<ttl>soon</ttl>", "<ttl>1e9</ttl>", "<ttl>99999999999999</ttl>",
                      "<sy:updatePeriod>fortnightly</sy:updatePeriod>", "<sy:updateFrequency>2</sy:updateFrequency>", ""])
    func whatCannotBeReadIsNotSaid(channel: String) throws {
        let feed = try FeedFixture.parse(text: Self.rss(channel))
        #expect(feed.updates == nil)
        #expect(feed.items.map(\.title) == ["One"], "an item's own <ttl> is not the channel's")
    }

    @Test func aBadFrequencyCountsAsOnce() throws {
        let feed = try FeedFixture.parse(text: Self.rss("<sy:updatePeriod>daily</sy:updatePeriod><sy:updateFrequency>0</sy:updateFrequency>"))
        #expect(feed.updates == FeedUpdates(source: .syndication, interval: 86_400))
    }

    @Test func anUndeclaredSyPrefixIsReadByConvention() throws {
        let feed = try FeedFixture.parse(text: Self.rss("<sy:updatePeriod>hourly</sy:updatePeriod>", namespace: ""))
        #expect(feed.updates == FeedUpdates(source: .syndication, interval: 3600))
    }

    @Test func rss10ChannelSaysItToo() throws {
        let feed = try FeedFixture.parse(text: """
            <?xml version="1.0"?>
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
                     xmlns:sy="http://purl.org/rss/1.0/modules/syndication/">
              <channel rdf:about="https://example.com/"><title>RDF</title><link>https://example.com/</link>
                <sy:updatePeriod>hourly</sy:updatePeriod><sy:updateFrequency>4</sy:updateFrequency></channel>
              <item rdf:about="https://example.com/1"><title>One</title><link>https://example.com/1</link></item>
            </rdf:RDF>
            """)
        #expect(feed.updates == FeedUpdates(source: .syndication, interval: 900))
        #expect(feed.items.count == 1)
    }

    @Test func anAtomFeedSaysNothing() throws {
        let atom = try FeedFixture.parse(text: #"<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><ttl>60</ttl></feed>"#)
        #expect(atom.updates == nil)
    }
}
