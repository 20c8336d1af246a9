import Entities
import Foundation
@testable import News
import Testing

/// A feed's own reload interval in the feeds file: `reload:30m` among its tags.
@Suite struct ReloadTokenTests {
    static let readable: [(String, Double)] = [("reload:45", 45 * 60), ("reload:30m", 1800), ("reload:2h", 7200), ("Reload:1D", 86_400),
                                               ("reload:1m", 60), ("reload:365d", 365 * 86_400)]
    static let written: [(Double, String)] = [(90 * 60, "reload:90m"), (7200, "reload:2h"), (3 * 86_400, "reload:3d"), (60, "reload:1m")]

    @Test(arguments: Self.readable)
    func intervalsAreRead(token: String, seconds: Double) throws {
        let list = SubscriptionList(parsing: "https://a.example/feed tech \(token) \"~Mine\"\n")
        #expect(list.problems == [])
        #expect(list.subscriptions == [Subscription(url: "https://a.example/feed", tags: ["tech"], title: "Mine", reloadInterval: seconds)])
    }

    @Test(arguments: ["reload:", "reload:0", "reload:30s", "reload:-5m", "reload:soon", "reload:366d", "reload:1.5h", "reload:٣m"])
    func aBadIntervalIsOneSentenceAndTheOtherLinesStay(token: String) throws {
        let text = "https://a.example/feed \(token)\nhttps://b.example/feed\n"
        let list = SubscriptionList(parsing: text)
        #expect(list.subscriptions.map(\.url) == ["https://b.example/feed"])
        #expect(list.problems.map(\.description) == [
            "line 1: “\(token)” is not a reload interval: write reload: and minutes, or a number with m, h or d, "
                + "from 1 minute to 365 days (reload:30m, reload:2h, reload:1d)",
        ])
        #expect(list.text == text, "the line is kept as it was")
    }

    @Test(arguments: Self.written)
    func anIntervalIsWrittenInItsLargestWholeUnitAndReadBack(seconds: Double, token: String) throws {
        var list = SubscriptionList()
        let subscription = Subscription(url: "https://a.example/feed", tags: ["t"], title: "T", reloadInterval: seconds)
        try list.add(subscription)
        #expect(list.text == "https://a.example/feed t \(token) \"~T\"\n")
        #expect(SubscriptionList(parsing: list.text).subscriptions == [subscription])
    }

    @Test func aTagThatWouldReadAsAnIntervalIsRefused() throws {
        var list = SubscriptionList()
        #expect(throws: SubscriptionError.self) {
            try list.add(Subscription(url: "https://a.example/feed", tags: ["reload:5m"]))
        }
    }
}
