import Basics
import Entities
import Foundation
import News
import Terminal

/// How `adder news refresh` words its progress and its outcome.
public enum RefreshReport {
    /// "Refreshing 198/200 feeds · 1,204 new articles · waiting for Slow Feed, Other", cut to the
    /// terminal's width so that rewriting it in place never leaves a wrapped line behind.
    public static func line(_ progress: RefreshProgress, width: Int) -> String {
        var line = "Refreshing \(Count.grouped(progress.done))/\(Count.grouped(progress.total)) feeds · "
            + Count.of(progress.newArticles, "new article")
        if let names = progress.waitingOnNames() { line += " · waiting for " + InertText.make(names) }
        // One cell short of the width: a line that fills the last column leaves the cursor pending there.
        return Screen.fit(Glyph.glyphs(of: line), into: max(1, width - 1)).map(\.text).joined()
    }

    /// "200 feeds: 180 updated (12,345 new articles), 15 unchanged, 5 failed." then one line per
    /// failed feed, each ending with a newline.
    public static func summary(_ outcomes: [FeedRefreshOutcome]) -> String {
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
public enum Count {
    /// "12,345".
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// "1 feed", "12,345 new articles".
    public static func of(_ number: Int, _ noun: String) -> String {
        "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }
}
