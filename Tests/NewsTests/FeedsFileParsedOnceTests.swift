import Basics
import Entities
import Foundation
@testable import News
import TestSupport
import Testing

/// Issue 28, item 3: `adder feeds list` read the feeds file four times and parsed it four times
/// (~8 ms each at 500 feeds); now it parses it once, and a file that changed is parsed again.
@Suite struct FeedsFileParsedOnceTests {
    let folder = TemporaryDirectory("adder-feeds-parsed-once")

    @Test func whatFeedsListAsksParsesTheFileOnce() throws {
        let paths = NewsFixtures.paths(in: folder)
        try Data("https://a.example/feed one\n\"query:Unread:unread = \\\"yes\\\"\"\nhttps://b.example/feed\n".utf8)
            .write(to: paths.feedsFile)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        let before = SubscriptionFile.parseCount(of: paths.feedsFile.path)
        // What FeedsListCommand asks, in its order.
        #expect(try library.syncedFeeds().map(\.url) == ["https://a.example/feed", "https://b.example/feed"])
        #expect(try library.dueTimes().count == 2)
        #expect(try library.queryFeeds().map(\.title) == ["Unread"])
        #expect(library.feedsFileProblems().isEmpty)
        #expect(SubscriptionFile.parseCount(of: paths.feedsFile.path) - before == 1)
    }

    @Test func aFileChangedInPlaceIsParsedAgainEvenAtTheSameSizeAndTime() throws {
        let url = folder.file("feeds")
        try Data("https://a.example/feed\n".utf8).write(to: url)
        let file = SubscriptionFile(url: url)
        let written = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        #expect(try file.load().subscriptions.map(\.url) == ["https://a.example/feed"])
        // Same length, same modification time: only the bytes tell.
        try Data("https://b.example/feed\n".utf8).write(to: url)
        if let written { try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: url.path) }
        #expect(try file.load().subscriptions.map(\.url) == ["https://b.example/feed"])
        try Data("https://b.example/feed\nnot-a-url\n".utf8).write(to: url)
        #expect(try file.load().problems.map(\.description) == ["\(url.path), line 2: “not-a-url” is not an http or https URL"])
    }
}
