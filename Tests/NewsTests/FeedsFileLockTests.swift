import Basics
import Entities
import Foundation
import News
import TestSupport
import Synchronization
import Testing

/// The feeds file's lock (issue 33, item 12): changes made at once all land, a change while `E`'s
/// editor holds the file is refused with a sentence, and a refresh meanwhile leaves a permanent
/// move for the next one instead of failing.
@Suite(.onOwnThreads) struct FeedsFileLockTests {
    let folder = TemporaryDirectory("adder-feeds-file-lock")

    @Test func changesAtOnceAllLand() async throws {
        let file = SubscriptionFile(url: NewsFixtures.paths(in: folder).feedsFile)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try? SubscriptionFile(url: file.url).update { list throws(SubscriptionError) in
                        try list.add(Subscription(url: "https://example.com/\(index)"))
                    }
                }
            }
        }
        #expect(try file.load().subscriptions.count == 8)
    }

    @Test func aChangeWhileTheEditorHoldsTheFileIsRefused() throws {
        let file = SubscriptionFile(url: NewsFixtures.paths(in: folder).feedsFile)
        try Data("https://example.com/one\n".utf8).write(to: file.url)
        let started = ContinuousClock.now
        let sentences = try file.whileLocked { () -> [String] in
            var sentences: [String] = []
            do {
                try SubscriptionFile(url: file.url).update { list throws(SubscriptionError) in
                    try list.add(Subscription(url: "https://example.com/two"))
                }
            } catch { sentences.append(String(describing: error)) }
            do {
                try SubscriptionFile(url: file.url).save(SubscriptionList())
            } catch { sentences.append(String(describing: error)) }
            return sentences
        }
        #expect(sentences == Array(repeating: "\(file.url.path) is open in an editor (the feeds pane's E) or being changed by another "
                                    + "Adder; nothing was changed: try again once it is saved", count: 2))
        #expect(ContinuousClock.now - started >= .seconds(4), "each waited a moment first")
        #expect(try file.load().subscriptions.map(\.url) == ["https://example.com/one"])
    }

    /// Where no lock file can be made (a folder Adder may not write in), `E` still opens the
    /// editor; changes fail on their own write, with its sentence.
    @Test func withoutALockFileTheEditorStillOpens() throws {
        try Data("not a folder".utf8).write(to: folder.file("config"))
        let file = SubscriptionFile(url: folder.file("config").appendingPathComponent("feeds"))
        #expect(try file.whileLocked { 42 } == 42)
        #expect(throws: SubscriptionError.self) { try file.save(SubscriptionList()) }
    }

    @Test func aPermanentMoveFoundWhileTheFileIsInTheEditorWaitsForTheNextRefresh() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let paths = NewsFixtures.paths(in: folder)
        let text = "\(server.url("/moved").absoluteString)\n"
        try Data(text.utf8).write(to: paths.feedsFile)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        let file = library.subscriptionFile
        // The editor's hold, on a thread of its own, until the refresh has ended.
        let state = Mutex((held: false, release: false))
        Thread.detachNewThread {
            try? file.whileLocked {
                state.withLock { $0.held = true }
                while !state.withLock({ $0.release }) { usleep(10_000) }
            }
        }
        while !state.withLock({ $0.held }) { try await Task.sleep(for: .milliseconds(10)) }
        let outcomes = try await library.refresh()  // it waits two seconds for the file, then leaves the move
        state.withLock { $0.release = true }
        #expect(outcomes.first?.movedTo == server.url("/etag/moved").absoluteString)
        #expect(try String(contentsOf: paths.feedsFile, encoding: .utf8) == text, "not written while held")
        #expect(try library.syncedFeeds().map(\.url) == [server.url("/moved").absoluteString])
        let again = try await library.refresh()
        #expect(again.map(\.movedTo) == [server.url("/etag/moved").absoluteString], "\(again)")
        #expect(try String(contentsOf: paths.feedsFile, encoding: .utf8) == "\(server.url("/etag/moved").absoluteString)\n")
    }
}
