import Entities
import FeedParsing
import Foundation

/// Fixture files beside these tests (the Fixtures folder is excluded from the target).
enum FeedFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func parse(_ name: String, url: String = "https://feeds.example/feed", contentType: String? = nil) throws -> FeedDocument {
        try FeedParser.parse(data(name), url: URL(string: url), contentType: contentType)
    }

    static func parse(text: String, url: String = "https://feeds.example/feed") throws(FeedParseError) -> FeedDocument {
        try FeedParser.parse(Data(text.utf8), url: URL(string: url))
    }

    static func date(_ iso: String) -> Date {
        FeedDate.parse(iso)!
    }
}
