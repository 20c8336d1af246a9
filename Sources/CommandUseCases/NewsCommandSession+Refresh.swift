import Basics
import Foundation
import News
import Settings

extension NewsCommandSession {
    /// What a refresh did, worded: the summary (and the note that a feed service holds older
    /// articles still), and whether any feed failed.
    public struct Refresh {
        public let summary: String
        public let anyFailed: Bool
    }

    /// The session a refresh runs in: config.toml's [news] (a wrong setting keeps its default;
    /// `adder config --check` says which) with `parallel` and `timeout` over it, the writer opened at once.
    public static func forRefresh(parallel: Int?, timeout: Double?) throws -> NewsCommandSession {
        var news = ConfigParser.load(from: AdderPaths(environment: ProcessInfo.processInfo.environment).configFile).config.news
        if let parallel { news.parallelism = parallel }
        if let timeout { news.timeoutSeconds = timeout }
        return try NewsCommandSession(settings: news.settings, forWriting: true)
    }

    /// Fetches the feeds (those due, those `urls` names, else all the servers allow now) into
    /// the cache; `progress` hears each step. A refresh that could not start is a failure (exit 1).
    public func refresh(due: Bool, urls: [String], progress: @Sendable (RefreshProgress) -> Void) async throws -> Refresh {
        let outcomes: [FeedRefreshOutcome]
        do {
            let choice: RefreshChoice = due ? .due : urls.isEmpty ? .all : .byHand(urls)
            outcomes = try await library.refresh(choice, progress: progress)
        } catch {
            throw CommandFailure(Self.sentence(error), status: 1)
        }
        var summary = RefreshReport.summary(outcomes)
        if (try? library.serviceHistoryWaits()) == true {
            summary += "Older articles are still on tt-rss: each refresh brings more (history-pages in config.toml's [news.ttrss]).\n"
        }
        return Refresh(summary: summary, anyFailed: outcomes.contains { $0.failure != nil })
    }
}
