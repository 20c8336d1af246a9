import Basics
import Entities
import Foundation
import News
import TestSupport
import Testing

@Suite struct SubscriptionsFileTests {
    let folder = TemporaryDirectory("adder-feeds")

    @Test func aMissingFileIsAnEmptyList() throws {
        let file = SubscriptionFile(url: folder.file("feeds"))
        #expect(try file.load().subscriptions.isEmpty)
    }

    @Test func theFeedsFileSitsBesideConfig() {
        let paths = AdderPaths(environment: ["ADDER_HOME": folder.url.path])
        #expect(paths.feedsFile.deletingLastPathComponent() == paths.configFile.deletingLastPathComponent())
        #expect(paths.feedsFile.lastPathComponent == "feeds")
    }

    @Test func aSaveWritesTheListAndKeepsEverythingElse() throws {
        let url = folder.file("feeds")
        try Data("# mine\n\nhttps://a.example/x t\n\"query:All:age < 3\"\n".utf8).write(to: url)
        let file = SubscriptionFile(url: url)
        var list = try file.load()
        try list.add(Subscription(url: "https://b.example/y"))
        try file.save(list)
        #expect(try String(contentsOf: url, encoding: .utf8)
            == "# mine\n\nhttps://a.example/x t\n\"query:All:age < 3\"\nhttps://b.example/y\n")
        #expect(try file.load() == list)
    }

    @Test func aFileWithABadLineIsReadButNeverOverwritten() throws {
        let url = folder.file("feeds")
        let broken = Data("https://a.example/x\nnot a url at all\n".utf8)
        try broken.write(to: url)
        let file = SubscriptionFile(url: url)
        let loaded = try file.load()
        #expect(loaded.subscriptions == [Subscription(url: "https://a.example/x")])
        #expect(loaded.problems == [SubscriptionError(.badLine(line: 2), "\(url.path), line 2: “not” is not an http or https URL")])
        var list = SubscriptionList()
        try list.add(Subscription(url: "https://b.example/y"))
        #expect(throws: SubscriptionError.self) { try file.save(list) }
        #expect(try Data(contentsOf: url) == broken)
    }
}
