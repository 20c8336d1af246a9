import Foundation
import Testing
import TestSupport

/// Issue 17: starting the TUI on a news cache damaged past its schema writes nothing to it.
@Suite(.onOwnThreads) struct TUIDamagedCacheTests {
    @Test func theNewsTabSaysSoAndTheFileStaysByteForByte() async throws {
        let home = TemporaryDirectory("adder-e2e-damaged")
        _ = try Fixtures.store(in: home, todos: [Fixtures.todo(1, "Buy milk")])
        do {
            let items = NewsFixtures.numberedItems(60)
            _ = try NewsFixtures.library(in: home, feeds: ["a", "b", "c"].map {
                NewsFixtures.FeedSpec(url: "https://\($0).example/feed", title: $0, items: items)
            })
        }
        let cache = home.file("news.sqlite")
        var bytes = try Data(contentsOf: cache)
        for index in stride(from: 8192, to: bytes.count, by: 7) { bytes[index] = ~bytes[index] }
        try bytes.write(to: cache)

        let report = try await withAdderInTmux(columns: 100, rows: 30, home: home, socketPrefix: "data-safety") { pane in
            let session = pane.session
            try session.type("2")
            try await session.waitForText("SQLite's check finds it damaged")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        #expect(try Data(contentsOf: cache) == bytes)
        #expect(!FileManager.default.fileExists(atPath: cache.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: cache.path + "-shm"))
    }
}
