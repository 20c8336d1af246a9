import ArgumentParser
import CommandUseCases
import Foundation

/// `adder feeds list`: the subscriptions with their counts and last error.
struct FeedsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the subscribed feeds with their unread and total counts.",
        discussion: """
            Each feed: unread/total, title, URL and [tags]; a feed whose last refresh failed has a second line \
            saying when and why, and a feed not due yet one saying when its next automatic refresh (`adder news \
            refresh --due`, the TUI's auto-refresh) may fetch it and what holds it back: its reload interval, the \
            feed's ttl or sy:updatePeriod, the server's Cache-Control max-age, Expires or Retry-After. --json prints \
            an array of objects with the keys url, title, tags, unread, total, lastSuccess, lastError, lastErrorAt, \
            lastFetch, nextDue (ISO 8601, UTC; null: due now) and dueReason (what holds it back: interval, ttl, \
            sy:updatePeriod, max-age, Expires, Retry-After; "never fetched"; null when due now), nulls included. Query feeds (`"query:Title:expression"` lines) follow the feeds in the text, each as \
            unread/total, title, "query:" and the expression, and [tags]. A line of the feeds file that \
            cannot be read is named on stderr (exit status 1); the feeds on the other lines are listed.
            """)

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
        let session = try NewsCommandSession(settings: NewsCommandSession.configuredSettings())
        print(try session.feedListing(json: json), terminator: "")
        if let setAside = try session.setAsideLines() { FileHandle.standardError.write(Data(setAside.utf8)) }
        if let problems = session.feedsFileProblemLines() {
            FileHandle.standardError.write(Data(problems.utf8))
            throw ExitCode(1)
        }
    }
}
