import Entities
import Foundation
import GRDB

extension NewsCache {
    /// The killfile merges apply (in download mode) and lists hide (in display mode).
    public var killfile: Killfile {
        get { killfileBox.withLock { $0 } }
        set { killfileBox.withLock { $0 = newValue } }
    }

    /// The articles the killfile kept out of the cache, the latest drop first (then by rule and
    /// newest article), at most
    /// `IgnoredRecord.keptPerRule` per rule (older records go).
    public func ignoredArticles() throws -> [IgnoredArticle] {
        try read { db in
            guard try db.tableExists("ignoredArticle") else { return [] }
            return try Row.fetchAll(db, sql: """
                SELECT rule, feedURL, title, link, published, droppedAt, identity FROM ignoredArticle
                ORDER BY droppedAt DESC, rule, published DESC, rowid DESC
                """).map { row in
                IgnoredArticle(rule: row[0], feedURL: row[1], title: row[2], link: row[3],
                               published: Date(timeIntervalSince1970: row[4]), droppedAt: Date(timeIntervalSince1970: row[5]),
                               identity: row[6])
            }
        }
    }

    /// Splits the items a merge plans into those kept and those the killfile drops (download
    /// mode; items the feed already has in the cache are always kept, and so updated). In display
    /// mode every item is kept, and new ones a rule selects are marked `hidden`, so a refresh does
    /// not count as new what no list will show.
    func applyKillfile(to items: [PlannedMerge.Item], feed: Feed.ID, document: FeedDocument, known: Set<String>,
                       fetchedAt: Date) throws -> (kept: [PlannedMerge.Item], ignored: [IgnoredArticle]) {
        let killfile = killfile
        guard !killfile.rules.isEmpty else { return (items, []) }
        guard let row = try read({ db in
            try Row.fetchOne(db, sql: "SELECT url, userTitle, siteLink, tags FROM feed WHERE id = ?", arguments: [feed])
        }) else { return (items, []) }
        let url: String = row["url"]
        let userTitle: String? = row["userTitle"]
        let feedTitle = [userTitle, document.title].compactMap { $0 }.first { !$0.isEmpty } ?? url
        var kept: [PlannedMerge.Item] = []
        var ignored: [IgnoredArticle] = []
        for planned in items {
            let item = planned.item
            let subject = FilterSubject(
                title: item.title, content: (item.content ?? item.summary)?.text ?? "", author: item.author ?? "",
                link: item.link ?? "", published: item.published ?? fetchedAt, feedTitle: feedTitle, feedURL: url,
                feedLink: document.link ?? row["siteLink"] ?? "", tags: FeedTags.decode(row["tags"]))
            guard !known.contains(planned.identity), let rule = killfile.rule(ignoring: subject, now: fetchedAt) else {
                kept.append(planned)
                continue
            }
            switch killfile.mode {
            case .download:
                ignored.append(IgnoredArticle(rule: rule.name, feedURL: url, title: item.title, link: item.link,
                                              published: subject.published, droppedAt: fetchedAt, identity: planned.identity))
            case .display:
                var hidden = planned
                hidden.hidden = true
                kept.append(hidden)
            }
        }
        return (kept, ignored)
    }
}

/// The record of dropped articles: one row per rule, feed and item, the newest few per rule.
enum IgnoredRecord {
    static let keptPerRule = 100

    static func migrate(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("killfile record (ignored articles per rule)") { db in
            try db.execute(sql: """
                CREATE TABLE ignoredArticle (
                    rule TEXT NOT NULL,                 -- IgnoreRule.name: feed and filter as written
                    feedURL TEXT NOT NULL,
                    identity TEXT NOT NULL,
                    title TEXT NOT NULL,
                    link TEXT,
                    published REAL NOT NULL,
                    droppedAt REAL NOT NULL,
                    UNIQUE (rule, feedURL, identity)
                );
                CREATE INDEX ignoredArticle_rule_newest ON ignoredArticle(rule, droppedAt);
                """)
        }
    }

    static func record(_ ignored: [IgnoredArticle], _ db: Database) throws {
        guard !ignored.isEmpty else { return }
        for article in ignored {
            try db.execute(sql: """
                INSERT INTO ignoredArticle (rule, feedURL, identity, title, link, published, droppedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (rule, feedURL, identity) DO UPDATE SET title = excluded.title, link = excluded.link,
                    published = excluded.published, droppedAt = excluded.droppedAt
                """, arguments: [article.rule, article.feedURL, article.identity, article.title, article.link,
                                 article.published.timeIntervalSince1970, article.droppedAt.timeIntervalSince1970])
        }
        for rule in Set(ignored.map(\.rule)) {
            try db.execute(sql: """
                DELETE FROM ignoredArticle WHERE rule = ? AND rowid NOT IN (
                    SELECT rowid FROM ignoredArticle WHERE rule = ? ORDER BY droppedAt DESC, rowid DESC LIMIT ?)
                """, arguments: [rule, rule, keptPerRule])
        }
    }
}

extension NewsCache {
    /// How many dropped articles are remembered per killfile rule.
    public static var ignoredKeptPerRule: Int { IgnoredRecord.keptPerRule }
}
