import Foundation
import GRDB

/// The killfile in display mode as an SQL condition on `article`: true for the articles no rule
/// ignores, so lists, counts and the feed list's counts leave the ignored ones out.
struct KillfileSQL {
    let sql: String
    let arguments: StatementArguments

    init(_ killfile: Killfile, now: Date = Date()) {
        guard killfile.mode == .display, !killfile.rules.isEmpty else {
            sql = "1"
            arguments = []
            return
        }
        var parts: [String] = []
        var arguments = StatementArguments()
        for rule in killfile.rules {
            let filter = FilterSQL(rule.expression, now: now)
            if rule.feed == "*" {
                parts.append(filter.sql)
            } else {
                parts.append("(article.feedID IN (SELECT id FROM feed WHERE url = ?) AND \(filter.sql))")
                arguments += [rule.feed]
            }
            arguments += filter.arguments
        }
        sql = "NOT (" + parts.joined(separator: " OR ") + ")"
        self.arguments = arguments
    }
}
