import Entities
import FeedParsing
import Foundation
import News
import Terminal

/// `adder feeds parse`: what Adder understands of one local feed file.
public struct FeedFileReading {
    /// The base URL for relative links (default: the file's URL), as typed.
    let baseURL: String?
    /// The newest items kept, as a refresh keeps them (0: all).
    let maxItems: Int

    public init(baseURL: String?, maxItems: Int) {
        (self.baseURL, self.maxItems) = (baseURL, maxItems)
    }

    /// A refresh's items-per-fetch, the default of `--max-items`.
    public static var itemsPerFetch: Int { NewsSettings().itemsPerFetch }

    /// "3 items", or "1000 items (the newest of 200000)", of `file`.
    public func itemCount(of file: String) throws -> String {
        Self.itemCount(try parse(file))
    }

    /// The feed and its items in plain lines, or as JSON (without its final newline).
    public func report(of file: String, json: Bool) throws -> String {
        let parsed = try parse(file)
        return json ? FeedReport.json(parsed.document) : Self.plainReport(parsed)
    }

    /// "3 items", or "1000 items (the newest of 200000)" when some were left out.
    static func itemCount(_ parsed: ParsedFeed) -> String {
        let kept = parsed.document.items.count
        let count = "\(kept) item\(kept == 1 ? "" : "s")"
        return parsed.itemsInFile > kept ? count + " (the newest of \(parsed.itemsInFile))" : count
    }

    func parse(_ file: String) throws -> ParsedFeed {
        let fileURL = URL(fileURLWithPath: file)
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw CommandFailure("Could not read \(InertText.make(file)): \(Self.reason(error))", status: 1)
        }
        var base = fileURL
        if let baseURL {
            guard let url = URL(string: baseURL), url.scheme != nil else {
                throw CommandFailure("--url \"\(InertText.make(baseURL))\" is not an absolute URL (such as https://example.com/).", status: 2)
            }
            base = url
        }
        do {
            return try FeedParser.read(data, url: base, maxItems: maxItems == 0 ? .max : maxItems)
        } catch {
            throw CommandFailure(InertText.make("\(file): \(error.description)"), status: 1)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let cocoa = error as NSError
        if cocoa.domain == NSCocoaErrorDomain, cocoa.code == NSFileReadNoSuchFileError { return "there is no such file." }
        return "the file cannot be read."
    }

    /// The feed's title and link, then one block per item; every feed string made inert.
    static func plainReport(_ parsed: ParsedFeed) -> String {
        let document = parsed.document
        var lines = [InertText.make(document.title.isEmpty ? "(no title)" : document.title)]
        if let link = document.link { lines.append(InertText.make(link)) }
        lines.append(itemCount(parsed))
        for item in document.items {
            lines.append("")
            let date = item.published.map { $0.formatted(.iso8601) } ?? "(no date)"
            lines.append("\(date)  \(InertText.make(item.title))")
            if let link = item.link { lines.append("  " + InertText.make(link)) }
            if let author = item.author { lines.append("  by " + InertText.make(author)) }
            if let summary = FeedReport.summaryText(item) { lines.append("  " + InertText.make(truncated(summary))) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func truncated(_ text: String, limit: Int = 200) -> String {
        guard text.count > limit else { return text }
        let start = text.prefix(limit)
        return (start.lastIndex(of: " ").map { start[..<$0] } ?? start) + "…"
    }
}
