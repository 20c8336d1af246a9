import ArgumentParser
import CommandUseCases
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
            help: "Keep the newest N items, as a refresh does with items-per-fetch (default \(FeedFileReading.itemsPerFetch); 0: all).")
    var maxItems = FeedFileReading.itemsPerFetch

    func run() throws {
        guard files.count == 1 || count else {
            throw CommandFailure("Give one feed file, or several with --count.", status: 2)
        }
        guard maxItems >= 0 else { throw CommandFailure("--max-items must be 0 (all) or more.", status: 2) }
        let reading = FeedFileReading(baseURL: baseURL, maxItems: maxItems)
        if count {
            for file in files { print("\(InertText.make(file)): \(try reading.itemCount(of: file))") }
        } else {
            print(try reading.report(of: files[0], json: json), terminator: json ? "\n" : "")
        }
    }
}
