import Entities
import Foundation
import GRDB

/// The killfile (download mode) on a page from a feed service, as on a feed's merge: a new article
/// a rule selects is not stored and is recorded for `adder news ignored`. One the cache holds
/// already (by service id, or fetched from the feed itself) is kept, and so is one starred on the
/// service: a star given on another machine is never thrown away. Display mode needs nothing
/// here: lists hide what the rules select, whatever stored it.
struct ServiceKillfile {
    let killfile: Killfile
    let fetchedAt: Date
    private(set) var ignored: [IgnoredArticle] = []
    private var feeds: [Feed.ID: (url: String, title: String, link: String, tags: [String])] = [:]

    init(_ killfile: Killfile, fetchedAt: Date) {
        self.killfile = killfile
        self.fetchedAt = fetchedAt
    }

    var isActive: Bool { killfile.mode == .download && !killfile.rules.isEmpty }

    /// Whether `article` is left out; then it is recorded among `ignored`.
    mutating func ignores(_ article: ServiceArticle, in feed: Feed.ID, _ db: Database) throws -> Bool {
        guard isActive, !article.isStarred, try !isCached(article, in: feed, db) else { return false }
        let about = try details(of: feed, db)
        let item = article.item
        let subject = FilterSubject(
            title: item.title, content: (item.content ?? item.summary)?.text ?? "", author: item.author ?? "",
            link: item.link ?? "", published: item.published ?? fetchedAt, feedTitle: about.title, feedURL: about.url,
            feedLink: about.link, tags: about.tags)
        guard let rule = killfile.rule(ignoring: subject, now: fetchedAt) else { return false }
        ignored.append(IgnoredArticle(rule: rule.name, feedURL: about.url, title: item.title, link: item.link,
                                      published: subject.published, droppedAt: fetchedAt, identity: article.identity))
        return true
    }

    private func isCached(_ article: ServiceArticle, in feed: Feed.ID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM article WHERE serviceID = :service OR id = :matching
                           OR (feedID = :feed AND identity = :identity))
            """), arguments: ["service": article.serviceID, "matching": article.matching, "feed": feed,
                              "identity": article.identity]) ?? false
    }

    private mutating func details(of feed: Feed.ID, _ db: Database) throws -> (url: String, title: String, link: String, tags: [String]) {
        if let known = feeds[feed] { return known }
        let row = try Row.fetchOne(db, sql: "SELECT url, userTitle, feedTitle, siteLink, tags FROM feed WHERE id = ?", arguments: [feed])
        let url: String = row?["url"] ?? ""
        let titles: [String?] = [row?["userTitle"], row?["feedTitle"]]
        let link: String? = row?["siteLink"], tags: String? = row?["tags"]
        let about = (url: url, title: titles.compactMap { $0 }.first { !$0.isEmpty } ?? url, link: link ?? "",
                     tags: FeedTags.decode(tags))
        feeds[feed] = about
        return about
    }
}
