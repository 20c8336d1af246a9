import App
import ArgumentParser
import Basics
import Entities
import Foundation
import News
import Settings
import Terminal

/// `adder news refresh`: fetches the feeds, merges what changed into the cache and says how it went.
struct NewsRefreshCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Fetch the subscribed feeds (or the ones named) into the news cache.",
        discussion: """
            Feeds are fetched several at a time with conditional requests (ETag, Last-Modified), so an \
            unchanged feed costs a 304. On a terminal a progress line shows while it runs; piped, only the \
            summary is printed, then one line per failed feed. A line of the feeds file that cannot be read is \
            named on stderr and the feeds on the other lines are refreshed. Exit status 1 when any feed failed or \
            a line could not be read.

            Without URLs every feed is fetched that its server allows: a feed whose last answer asked to wait \
            (Retry-After on a 429 or 503, Cache-Control max-age, Expires, or the feed's own <ttl> or \
            sy:updatePeriod) is left until then and counted as not due. --due also waits for each feed's reload \
            interval (its reload: in the feeds file, else config.toml's auto-refresh) since its last fetch, as \
            the TUI's automatic refresh does; a feed never fetched is always due. Feeds named by URL are fetched \
            whatever their schedule. `adder feeds list` says when each feed is next due.
            """)

    @Argument(help: "The URLs of subscribed feeds to refresh (default: all of them the servers allow now).")
    var urls: [String] = []

    @Flag(help: "Fetch only the feeds that are due (their reload interval has passed and their server allows).")
    var due = false

    @Option(help: "How many feeds to fetch at the same time (default: config.toml's [news] parallelism, else 8).")
    var parallel: Int?

    @Option(help: "The longest one feed's fetch may take, in seconds (default: config.toml's [news] timeout, else 20).")
    var timeout: Double?

    func run() async throws {
        if let parallel, !(1...64).contains(parallel) {
            throw CleanExit.message("--parallel \(parallel) is out of range: use 1 to 64.", code: 2)
        }
        if due && !urls.isEmpty {
            throw CleanExit.message("--due chooses the feeds itself: give either --due or URLs.", code: 2)
        }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw CleanExit.message("--timeout \(timeout) is out of range: use a number of seconds above 0, at most 3600.", code: 2)
        }
        // config.toml's [news]; a wrong setting keeps its default (`adder config --check` says which).
        var news = ConfigParser.load(from: AdderPaths(environment: ProcessInfo.processInfo.environment).configFile).config.news
        if let parallel { news.parallelism = parallel }
        if let timeout { news.timeoutSeconds = timeout }
        let settings = news.settings
        let session = try NewsSession(settings: settings, opening: .forWriting)
        let showsProgress = isatty(STDOUT_FILENO) == 1
        let outcomes: [FeedRefreshOutcome]
        do {
            let choice: RefreshChoice = due ? .due : urls.isEmpty ? .all : .byHand(urls)
            outcomes = try await session.library.refresh(choice) { progress in
                if showsProgress { RefreshReport.show(progress) }
            }
        } catch {
            if showsProgress { RefreshReport.clearLine() }
            throw CleanExit.message(NewsSession.sentence(error), code: 1)
        }
        if showsProgress { RefreshReport.clearLine() }
        print(RefreshReport.summary(outcomes), terminator: "")
        if (try? session.library.serviceHistoryWaits()) == true {
            print("Older articles are still on tt-rss: each refresh brings more (history-pages in config.toml's [news.ttrss]).")
        }
        try session.reportFeedsFileProblems()
        if outcomes.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }
}

/// How `adder news refresh` words its progress and its outcome.
enum RefreshReport {
    /// Rewrites the progress line in place.
    static func show(_ progress: RefreshProgress) {
        FileHandle.standardOutput.write(Data("\r\u{1B}[K\(line(progress, width: terminalWidth()))".utf8))
    }

    /// "Refreshing 198/200 feeds · 1,204 new articles · waiting for Slow Feed, Other", cut to the
    /// terminal's width so that rewriting it in place never leaves a wrapped line behind.
    static func line(_ progress: RefreshProgress, width: Int) -> String {
        var line = "Refreshing \(Count.grouped(progress.done))/\(Count.grouped(progress.total)) feeds · "
            + Count.of(progress.newArticles, "new article")
        if let names = progress.waitingOnNames() { line += " · waiting for " + InertText.make(names) }
        // One cell short of the width: a line that fills the last column leaves the cursor pending there.
        return Screen.fit(Glyph.glyphs(of: line), into: max(1, width - 1)).map(\.text).joined()
    }

    /// The terminal's columns (stdout's), or 80 when it does not say.
    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    static func clearLine() {
        FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
    }

    /// "200 feeds: 180 updated (12,345 new articles), 15 unchanged, 5 failed." then one line per
    /// failed feed, each ending with a newline.
    static func summary(_ outcomes: [FeedRefreshOutcome]) -> String {
        guard !outcomes.isEmpty else {
            return "No feeds to refresh: subscribe with `adder feeds add URL`.\n"
        }
        var updated = 0, unchanged = 0, failed = 0, notDue = 0, newArticles = 0
        for outcome in outcomes {
            switch outcome.result {
            case .updated(let new, _):
                updated += 1
                newArticles += new
            case .notModified: unchanged += 1
            case .failed: failed += 1
            case .notDue: notDue += 1
            }
        }
        let waiting = notDue > 0 ? ", \(Count.grouped(notDue)) not due yet" : ""
        var lines = ["\(Count.of(outcomes.count, "feed")): \(Count.grouped(updated)) updated "
            + "(\(Count.of(newArticles, "new article"))), \(Count.grouped(unchanged)) unchanged, \(Count.grouped(failed)) failed\(waiting)."]
        for outcome in outcomes {
            guard let failure = outcome.failure else { continue }
            lines.append("  \(InertText.make(outcome.feed.url)): \(InertText.make(failure))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Counts as people read them, whatever the locale: "12,345 new articles", "1 feed".
enum Count {
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    static func of(_ number: Int, _ noun: String) -> String {
        "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }
}
