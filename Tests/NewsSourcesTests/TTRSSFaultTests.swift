import Entities
import Foundation
import NewsCache
import NewsSources
import Testing
import TestSupport

/// What goes wrong with a real tt-rss: one sentence each, and the cache as it was.
@Suite(.serialized) struct TTRSSFaultTests {
    static let feed = "http://feeds.example/a.xml"

    /// A synced cache of 5 articles with one read mark waiting.
    private func synced(_ server: TTRSSServer) async throws -> SyncFixture {
        try server.seed(feed: Self.feed, count: 5)
        let fixture = try SyncFixture()
        try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        try fixture.cache.setRead([try #require(try fixture.article(titled: "Item 1")).id], true)
        return fixture
    }

    private func expectIntact(_ fixture: SyncFixture) throws {
        #expect(try fixture.articles().count == 5)
        #expect(try fixture.cache.pendingMarks().count == 1)
        #expect(try fixture.article(titled: "Item 1")?.isRead == true)
    }

    @Test func theServiceStoppedIsUnreachableAndTheMarkWaits() async throws {
        let server = try TTRSSServer()
        let fixture = try await synced(server)
        server.stop()
        let started = ContinuousClock.now
        let error = await #expect(throws: ServiceError.self) {
            try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        }
        #expect(error?.description.contains("could not be reached (connection refused)") == true, "\(String(describing: error))")
        // Said at once, not after the HTTP client's 10 s of connecting again (a refresh offline).
        // Alone the whole test (servers started) passed in 3.2 s; the suite's parallel servers on 2 cores
        // once made it 6.7 s, so the bound sits between that and the fault's 10 s.
        #expect(ContinuousClock.now - started < .seconds(8), "took \(ContinuousClock.now - started)")
        try expectIntact(fixture)
    }

    @Test func apiAccessTurnedOffIsSaid() async throws {
        let server = try TTRSSServer()
        let fixture = try await synced(server)
        try server.sql("UPDATE ttrss_user_prefs SET value = 'false' WHERE pref_name = 'ENABLE_API_ACCESS';")
        let service = fixture.ttrss(server)
        await #expect(throws: ServiceError.apiDisabled(service: service.name, login: "admin")) {
            try await ServiceSync(cache: fixture.cache, service: service).run()
        }
        #expect(ServiceError.apiDisabled(service: service.name, login: "admin").description
                == "\(service.name) has API access turned off for admin: turn on \"Enable API\" in its preferences.")
        try expectIntact(fixture)
    }

    @Test func aWrongPasswordIsSaid() async throws {
        let server = try TTRSSServer()
        let fixture = try await synced(server)
        let service = fixture.ttrss(server, password: "wrong")
        await #expect(throws: ServiceError.loginRefused(service: service.name, login: "admin")) {
            try await ServiceSync(cache: fixture.cache, service: service).run()
        }
        try expectIntact(fixture)
    }

    @Test func malformedJSONIsSaid() async throws {
        let server = try TTRSSServer()
        let fixture = try await synced(server)
        try "<?php header('Content-Type: text/json'); echo '{\"seq\":0,\"status\":0,\"content\":[{\"id\":';"
            .write(to: server.webFolder.appendingPathComponent("api/index.php"), atomically: true, encoding: .utf8)
        let error = await #expect(throws: ServiceError.self) {
            try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        }
        #expect(error?.description.contains("answered login with something Adder cannot read") == true, "\(String(describing: error))")
        try expectIntact(fixture)
    }

    /// 200 MB of JSON: refused once 32 MiB are read, without holding the rest.
    @Test func aHugeAnswerIsRefusedEarly() async throws {
        let server = try TTRSSServer()
        let fixture = try await synced(server)
        try """
            <?php header('Content-Type: text/json'); echo '{"seq":0,"status":0,"content":[';
            $row = str_repeat('{"id":1,"title":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},', 1000);
            for ($i = 0; $i < 4000; $i++) { echo $row; flush(); }
            echo '{}]}';
            """.write(to: server.webFolder.appendingPathComponent("api/index.php"), atomically: true, encoding: .utf8)
        // One more try when the first sync fails for another reason than the bound: on a CI machine
        // running every suite at once, one failed after 17.5 s with a sentence the console did
        // not show. The second try must give the bound's sentence, or the test fails with both.
        var sentences: [String] = []
        for _ in 0..<2 {
            let start = ContinuousClock.now
            let sentence: String
            do {
                _ = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
                sentence = "no error"
            } catch {
                sentence = String(describing: error)
            }
            // The sentence is the proof of the bound (the reader stops at 32 MiB); how long php
            // takes to print that much depends on the machine's load, so no clock is asserted here.
            print("huge answer refused after \(ContinuousClock.now - start): \(sentence)")
            sentences.append(sentence)
            if sentence.contains("more than 32 MiB") { break }
        }
        #expect(sentences.last?.contains("more than 32 MiB") == true, "\(sentences)")
        try expectIntact(fixture)
    }

    @Test func aMarkOnAnArticleGoneFromTheServiceIsDroppedNotRetriedForever() async throws {
        let server = try TTRSSServer()
        let fixture = try await synced(server)
        try server.sql("DELETE FROM ttrss_entries WHERE title = 'Item 1';")
        let report = try await ServiceSync(cache: fixture.cache, service: fixture.ttrss(server)).run()
        #expect(report.pushed == 1)
        #expect(try fixture.cache.pendingMarks().isEmpty)
        #expect(try fixture.articles().count == 5, "the cache keeps what it had")
    }
}
