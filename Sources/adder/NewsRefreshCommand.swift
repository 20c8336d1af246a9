import ArgumentParser
import CommandUseCases
import Foundation

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
            throw CommandFailure("--parallel \(parallel) is out of range: use 1 to 64.", status: 2)
        }
        if due && !urls.isEmpty {
            throw CommandFailure("--due chooses the feeds itself: give either --due or URLs.", status: 2)
        }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw CommandFailure("--timeout \(timeout) is out of range: use a number of seconds above 0, at most 3600.", status: 2)
        }
        let session = try NewsCommandSession.forRefresh(parallel: parallel, timeout: timeout)
        let showsProgress = isatty(STDOUT_FILENO) == 1
        let refresh: NewsCommandSession.Refresh
        do {
            refresh = try await session.refresh(due: due, urls: urls) { progress in
                if showsProgress { RefreshProgressLine.show { RefreshReport.line(progress, width: $0) } }
            }
        } catch {
            if showsProgress { RefreshProgressLine.clearLine() }
            throw error
        }
        if showsProgress { RefreshProgressLine.clearLine() }
        print(refresh.summary, terminator: "")
        if let problems = session.feedsFileProblemLines() {
            FileHandle.standardError.write(Data(problems.utf8))
            throw ExitCode(1)
        }
        if refresh.anyFailed { throw ExitCode(1) }
    }
}

/// The progress line of `adder news refresh` on a terminal, rewritten in place.
enum RefreshProgressLine {
    /// Rewrites the progress line in place.
    static func show(_ line: (_ width: Int) -> String) {
        FileHandle.standardOutput.write(Data("\r\u{1B}[K\(line(terminalWidth()))".utf8))
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
}
