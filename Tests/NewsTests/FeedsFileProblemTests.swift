import Basics
import Entities
import Foundation
import News
import TestSupport
import Testing

/// The news library with a feeds file that has a line Adder cannot read: the other lines are
/// subscriptions, the line is named, and the file is never rewritten.
@Suite(.onOwnThreads) struct FeedsFileProblemTests {
    let folder = TemporaryDirectory("adder-feeds-file-problem")

    @Test func theOtherLinesRefreshAndAPermanentMoveWaitsForTheLineToBeMended() async throws {
        let server = try LoopbackFeedServer()
        defer { server.stop() }
        let paths = NewsFixtures.paths(in: folder)
        let text = "\(server.url("/moved").absoluteString)\nnot a url\n\(server.url("/etag/two").absoluteString)\n"
        try text.write(to: paths.feedsFile, atomically: true, encoding: .utf8)
        let library = try NewsLibrary(paths: paths, clock: Fixtures.clock)
        #expect(library.feedsFileProblems() == ["\(paths.feedsFile.path), line 2: “not” is not an http or https URL"])
        let outcomes = try await library.refresh()
        #expect(outcomes.map(\.failure) == [nil, nil])
        #expect(outcomes.first?.movedTo == server.url("/etag/moved").absoluteString)
        #expect(try String(contentsOf: paths.feedsFile, encoding: .utf8) == text, "not rewritten while line 2 is wrong")
        #expect(try library.syncedFeeds().map(\.url) == [server.url("/moved").absoluteString, server.url("/etag/two").absoluteString])
    }
}
