import ArgumentParser
import Entities
import FeedParsing
import Foundation
import News
import Settings
import Terminal

/// `adder feeds parse FILE`: what Adder understands of one local feed file.
struct FeedsParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse one local feed file and print what Adder understood.",
        discussion: "RSS 0.9x/1.0/2.0, Atom 0.3/1.0 and JSON Feed 1.x. Errors go to stderr with a non-zero exit status.")

    @Argument(help: "The feed file (several with --count).")
    var files: [String]

    @Flag(help: "Print JSON: {title, link, items: [{id, title, link, published, author, summary}]}.")
    var json = false

    @Option(name: .customLong("url"), help: "The base URL for relative links (default: the file's URL).")
    var baseURL: String?

    @Flag(help: "Print only each file's item count, \"FILE: N items\" (a parse-only pass, as benchmarks time it).")
    var count = false

    @Option(name: .customLong("max-items"),
            help: "Keep the newest N items, as a refresh does with items-per-fetch (default \(NewsSettings().itemsPerFetch); 0: all).")
    var maxItems = NewsSettings().itemsPerFetch

    func run() throws {
        guard files.count == 1 || count else {
            throw CleanExit.message("Give one feed file, or several with --count.", code: 2)
        }
        guard maxItems >= 0 else { throw CleanExit.message("--max-items must be 0 (all) or more.", code: 2) }
        if count {
            for file in files {
                let parsed = try parse(file)
                print("\(InertText.make(file)): \(Self.itemCount(parsed))")
            }
        } else {
            let parsed = try parse(files[0])
            print(json ? FeedReport.json(parsed.document) : Self.plainReport(parsed), terminator: json ? "\n" : "")
        }
    }

    /// "3 items", or "1000 items (the newest of 200000)" when some were left out.
    static func itemCount(_ parsed: ParsedFeed) -> String {
        let kept = parsed.document.items.count
        let count = "\(kept) item\(kept == 1 ? "" : "s")"
        return parsed.itemsInFile > kept ? count + " (the newest of \(parsed.itemsInFile))" : count
    }

    private func parse(_ file: String) throws -> ParsedFeed {
        let fileURL = URL(fileURLWithPath: file)
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw CleanExit.message("Could not read \(InertText.make(file)): \(Self.reason(error))", code: 1)
        }
        var base = fileURL
        if let baseURL {
            guard let url = URL(string: baseURL), url.scheme != nil else {
                throw CleanExit.message("--url \"\(InertText.make(baseURL))\" is not an absolute URL (such as https://example.com/).", code: 2)
            }
            base = url
        }
        do {
            return try FeedParser.read(data, url: base, maxItems: maxItems == 0 ? .max : maxItems)
        } catch {
            throw CleanExit.message(InertText.make("\(file): \(error.description)"), code: 1)
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
