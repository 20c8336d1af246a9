import App
import FeedParsing
import Foundation
import NewsCache
import Settings
import Terminal
import TodoInterop
import Todos

/// A reader of outside text that the fuzzers feed with random and mutated input: each must
/// return (a value or an error) for any bytes, never crash or hang.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case feed, html, date, keys, config, theme, todos
    /// The readers of other tools' to-do files (`adder todo import`): InteropFuzzing.swift.
    case todotxt, taskwarrior, ics
    /// Query feeds' and killfile rules' expressions (the filter language).
    case filter
    /// A server's and a feed's scheduling numbers, through the refresh schedule into words.
    case schedule
    /// A CalDAV server's multistatus answer, its to-dos, and an edit written back over them.
    case caldav

    /// Hands `bytes` to the reader, as the program would.
    public func run(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .feed:
            // Both the streaming bound and no bound: the two paths differ in what they keep.
            _ = try? FeedParser.parse(data, url: URL(string: "https://fuzz.example/feed"), maxItems: 3)
            _ = try? FeedParser.parse(data, url: nil)
        case .html:
            _ = HTMLText.render(text, baseURL: URL(string: "https://fuzz.example/a/"))
            _ = HTMLText.plainText(text)
            _ = HTMLText.searchText(text)
        case .date:
            _ = FeedDate.parse(text)
        case .keys:
            _ = try? KeyNotation.parse(text)
        case .config:
            _ = ConfigParser.parse(text, file: "config.toml")
        case .theme:
            ThemeFile.load(data)
        case .todos:
            _ = try? TodoDocumentCoding.decode(data, path: "todos.json")
        case .todotxt: InteropFuzzing.importAndExport(data, format: .todotxt)
        case .taskwarrior: InteropFuzzing.importAndExport(data, format: .taskwarrior)
        case .ics: InteropFuzzing.importAndExport(data, format: .ics)
        case .filter:
            // A query feed's or a killfile rule's expression, then run, so `=~` reads its pattern's runs.
            guard let expression = try? FilterExpression.parse(text) else { return }
            _ = expression.matches(FilterSubjects.article, now: FilterSubjects.now)
        case .schedule: ScheduleFuzzing.run(text)
        case .caldav: CalDAVFuzzing.run(data)
        }
    }

    /// Inputs the mutations start from: valid documents of the kind, and near misses.
    public var seeds: [[UInt8]] { FuzzSeeds.seeds(for: self).map { Array($0.utf8) } }

    /// Words of the format the mutations splice in, so random bytes reach past the first check.
    public var tokens: [[UInt8]] { FuzzSeeds.tokens(for: self).map { Array($0.utf8) } }
}

/// Theme files are read from disk: each trial writes one into a scratch folder.
private enum ThemeFile {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adder-fuzz-theme-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    static func load(_ data: Data) {
        let file = folder.appendingPathComponent("fuzz.toml")
        guard (try? data.write(to: file)) != nil else { return }
        _ = try? ThemeLoader(userThemes: folder).load(file: file)
    }
}

/// The article a fuzzed filter expression is run on: a body with the characters `=~` treats apart.
private enum FilterSubjects {
    static let now = Date(timeIntervalSince1970: 1_767_344_400)
    static let article = FilterSubject(
        title: "Linux 6.12 released", content: "<p>The KERNEL, ıſ and ſi; 2026-01-02 \\ [x] (y) {z}|*+?.^$</p>",
        author: "Frank", link: "https://a.example/linux", published: now.addingTimeInterval(-86_400 * 3),
        feedTitle: "Alpha", feedURL: "https://a.example/feed", tags: ["tech", "two words"])
}
