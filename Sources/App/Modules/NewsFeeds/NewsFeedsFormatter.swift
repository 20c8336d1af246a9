import Entities
import Settings
import Terminal

/// Turns feeds and refresh progress into rows and sentences: the feeds Presenter's formatting.
struct NewsFeedsFormatter {
    let dates: DateText
    let keys: KeyNames

    /// A row of the feeds pane: a virtual list with its count, or a feed.
    func row(_ entry: FeedsEntry, content: NewsFeedsContent) -> ListRow {
        switch entry {
        case .allUnread: virtualRow("All unread", count: content.unreadCount)
        case .starred: virtualRow("Starred", count: content.starredCount)
        case .feed(let feed): row(feed)
        case .query(let query): QueryFeedRow.row(query)
        }
    }

    func virtualRow(_ title: String, count: Int) -> ListRow {
        ListRow([StyledSpan(title, role: count > 0 ? .unread : .normal)], trailing: StyledSpan(count > 0 ? count.grouped : "", role: .muted))
    }

    /// "! Title #tag  12": the marker when the last fetch failed, unread ones in the unread role.
    func row(_ feed: Feed) -> ListRow {
        var spans: [StyledSpan] = []
        if feed.lastError != nil { spans.append(StyledSpan("! ", role: .feedError)) }
        spans.append(StyledSpan(feed.title, role: feed.unreadCount > 0 ? .unread : .normal))
        if !feed.tags.isEmpty { spans.append(StyledSpan(" " + feed.tags.map { "#\($0)" }.joined(separator: " "), role: .tag)) }
        let count = feed.unreadCount > 0 ? feed.unreadCount.grouped : ""
        return ListRow(spans, trailing: StyledSpan(count, role: .muted))
    }

    func emptyMessage(problem: String?, isOpening: Bool) -> [String] {
        if let problem { return [problem, "", "Your to-dos are not affected (press \(keys(.showFirstTab, .tabs)))."] }
        if isOpening { return ["Opening the news cache…"] }
        return ["No feeds yet.", "",
                "Subscribe from the shell:", "  adder feeds add https://example.com/feed.xml",
                "  adder feeds import subscriptions.opml", "then press \(keys(.refreshAll, .newsFeeds)) to fetch them.", "",
                "Or try `adder --demo` to see a sample feed."]
    }

    /// The selected feed's line in the status bar: why its last fetch failed, else, when it is not
    /// due yet, until when and why ("Not due until 2026-01-02 10:00 (Cache-Control max-age); r fetches it now.").
    func status(of feed: Feed, due: FeedDue?) -> StatusMessage? {
        if let failure = failure(of: feed) { return StatusMessage(failure, isError: true) }
        guard let due, let at = due.at else { return nil }
        return StatusMessage("Not due until \(dates.dateAndTime(at)) (\(due.reason.words)); "
            + "\(keys(.refreshFeed, .newsFeeds)) fetches it now.")
    }

    /// "Last fetch failed (2026-01-02 09:00): HTTP 404 Not Found".
    func failure(of feed: Feed) -> String? {
        guard let error = feed.lastError else { return nil }
        let when = feed.lastErrorAt.map { " (\(dates.dateAndTime($0)))" } ?? ""
        return "Last fetch failed\(when): \(error)"
    }

    /// "Refreshing 37/200… 120 new", then ", 2 failed" and "· waiting for Slow Feed" when so; a feed
    /// service's history pages: "Fetching older articles 3/25… 720 new".
    static func progress(_ status: RefreshStatus) -> String {
        if let older = status.olderPages {
            return "Fetching older articles \(older.stored)/\(older.atMost)… \(status.newArticles.grouped) new"
        }
        return "Refreshing \(status.done)/\(status.total)… \(status.newArticles.grouped) new" + (status.failed > 0 ? ", \(status.failed) failed" : "")
            + (status.waitingOn.map { " · waiting for \($0)" } ?? "")
    }

    /// "Refreshed 200 feeds: 1,204 new articles; 3 failed (marked !); 5 not due yet (their servers or feeds asked to wait)."
    static func refreshSummary(_ status: RefreshStatus) -> String {
        if let failure = status.failure { return "The refresh failed: \(failure)" }
        let feeds = status.total == 1 ? "1 feed" : "\(status.total) feeds"
        let articles = status.newArticles == 1 ? "1 new article" : "\(status.newArticles.grouped) new articles"
        return "Refreshed \(feeds): \(articles)" + (status.failed > 0 ? "; \(status.failed) failed (marked !)" : "")
            + (status.notDue > 0 ? "; \(status.notDue) not due yet (their servers or feeds asked to wait)." : ".")
            + (status.feedsFileProblem.map { " " + $0 } ?? "")
    }
}
