import Entities
import FeedFetching
import Foundation
import TestSupport
import Testing

@Suite(.onOwnThreads) struct FetchBasicsTests {
    let server: LoopbackFeedServer
    let fetcher = FeedFetcher()

    init() throws {
        server = try LoopbackFeedServer()
    }

    @Test func aFeedComesBackWithItsBodyTypeAndValidators() async throws {
        let result = try await fetcher.fetch(server.url("/etag/plain"), conditions: .none)
        let feed = try #require(result.feed)
        #expect(String(decoding: feed.body, as: UTF8.self).contains("<title>Feed plain</title>"))
        #expect(feed.contentType == "application/rss+xml")
        #expect(feed.etag?.hasPrefix("\"") == true)
        #expect(feed.finalURL == server.url("/etag/plain"))
        #expect(feed.movedPermanently == nil)
        let request = try #require(try await server.requests(to: "/etag/plain").first)
        #expect(request.userAgent == "Adder/0.1 (+terminal feed reader)")
        #expect(request.accept?.hasPrefix("application/rss+xml, application/atom+xml") == true)
        #expect(request.ifNoneMatch == nil && request.ifModifiedSince == nil)
    }

    @Test func theETagSentBackGivesNotModified() async throws {
        let first = try #require(try await fetcher.fetch(server.url("/etag/e"), conditions: .none).feed)
        let second = try await fetcher.fetch(server.url("/etag/e"), conditions: HTTPValidators(etag: first.etag))
        #expect(second == .notModified())
        let requests = try await server.requests(to: "/etag/e")
        #expect(requests.map(\.ifNoneMatch) == [nil, first.etag])
    }

    @Test func theLastModifiedSentBackGivesNotModified() async throws {
        let first = try #require(try await fetcher.fetch(server.url("/lastmod/l"), conditions: .none).feed)
        #expect(first.lastModified == "Sat, 01 Jun 2024 12:00:00 GMT")
        let second = try await fetcher.fetch(server.url("/lastmod/l"),
                                             conditions: HTTPValidators(lastModified: first.lastModified))
        #expect(second == .notModified())
        let requests = try await server.requests(to: "/lastmod/l")
        #expect(requests.map(\.ifModifiedSince) == [nil, "Sat, 01 Jun 2024 12:00:00 GMT"])
    }

    @Test func aGzippedBodyArrivesDecompressed() async throws {
        let feed = try #require(try await fetcher.fetch(server.url("/gzip/z"), conditions: .none).feed)
        #expect(String(decoding: feed.body, as: UTF8.self).hasPrefix("<?xml"))
        let request = try #require(try await server.requests(to: "/gzip/z").first)
        #expect(request.acceptEncoding?.contains("gzip") == true)
    }

    @Test func filesUnderARootAreServedWithValidatorsAndGzip() async throws {
        let folder = TemporaryDirectory("adder-feedroot")
        let feed = Data("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Root</title></channel></rss>\n".utf8)
        try FileManager.default.createDirectory(at: folder.file("feeds"), withIntermediateDirectories: true)
        try feed.write(to: folder.file("feeds/one.xml"))
        let rootServer = try LoopbackFeedServer(root: folder.url)
        let first = try #require(try await fetcher.fetch(rootServer.url("/feeds/one.xml"), conditions: .none).feed)
        #expect(first.body == feed)
        #expect(first.etag != nil && first.lastModified != nil)
        #expect(try await fetcher.fetch(rootServer.url("/feeds/one.xml"), conditions: HTTPValidators(etag: first.etag)) == .notModified())
        #expect(try await fetcher.fetch(rootServer.url("/feeds/one.xml"),
                                        conditions: HTTPValidators(lastModified: first.lastModified)) == .notModified())
        let missing = await fetchError(rootServer.url("/feeds/two.xml"))
        #expect(missing?.kind == .httpStatus(404))
    }

    @Test func aGzipBombStopsAtTheCap() async throws {
        let fetcher = FeedFetcher(settings: FetchSettings(maxBytes: 1024 * 1024))
        do {
            _ = try await fetcher.fetch(server.url("/gzipbomb?mb=50"), conditions: .none)
            Issue.record("50 MB of zeros passed a 1 MB cap")
        } catch {
            #expect(error.kind == .tooLarge)
        }
    }

    @Test(arguments: [(404, "HTTP 404 Not Found"), (500, "HTTP 500 Internal Server Error"), (418, "HTTP 418")])
    func anErrorStatusFailsWithItsCode(code: Int, sentence: String) async throws {
        let error = await fetchError(server.url("/status/\(code)"))
        #expect(error?.kind == .httpStatus(code))
        #expect(error?.description == sentence)
    }

    @Test func anHTMLPageIsStillFetchedForTheParserToJudge() async throws {
        let feed = try #require(try await fetcher.fetch(server.url("/notfeed"), conditions: .none).feed)
        #expect(feed.contentType == "text/html; charset=utf-8")
    }

    @Test func anAnswerCutOffSaysSoAndNotThatItCouldNotConnect() async throws {
        let error = await fetchError(server.url("/cutoff"))
        #expect(error?.kind == .brokenAnswer)
        #expect(error?.description == "the server at 127.0.0.1 hung up before the whole feed arrived")
    }

    @Test func anAnswerThatIsNotHTTPSaysSo() async throws {
        let error = await fetchError(server.url("/nothttp"))
        #expect(error?.kind == .brokenAnswer)
        #expect(error?.description == "the server at 127.0.0.1 did not answer in HTTP")
    }

    @Test func aRefusedConnectionNamesTheHost() async throws {
        let stopped = try LoopbackFeedServer()
        let url = stopped.url("/etag/gone")
        stopped.stop()
        let error = await fetchError(url)
        #expect(error?.kind == .cannotConnect)
        #expect(error?.description == "could not connect to 127.0.0.1: connection refused")
    }

    @Test(arguments: ["ftp://example.com/feed.xml", "file:///etc/passwd", "feed.xml"])
    func onlyHTTPAndHTTPSAreFetched(text: String) async throws {
        let url = try #require(URL(string: text))
        let error = await fetchError(url)
        #expect(error?.kind == .unsupportedURL)
        #expect(error?.description == "only http and https URLs can be fetched, not \(text)")
    }

    func fetchError(_ url: URL) async -> FetchError? {
        do {
            _ = try await fetcher.fetch(url, conditions: .none)
            return nil
        } catch {
            return error
        }
    }
}

extension FetchResult {
    var feed: FetchedFeed? {
        if case .fetched(let feed) = self { feed } else { nil }
    }
}
