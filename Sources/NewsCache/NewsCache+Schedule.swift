import Entities
import Foundation
import GRDB

extension NewsCache {
    /// Every feed's schedule by its ID; a feed never fetched has none.
    public func schedules() throws -> [Feed.ID: FeedSchedule] {
        try read { db in
            var schedules: [Feed.ID: FeedSchedule] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM feedSchedule") {
                schedules[row["feedID"]] = FeedScheduleRows.schedule(from: row)
            }
            return schedules
        }
    }

    /// The feed's schedule; nil when it was never fetched.
    public func schedule(for feed: Feed.ID) throws -> FeedSchedule? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM feedSchedule WHERE feedID = ?", arguments: [feed]).map(FeedScheduleRows.schedule(from:))
        }
    }

    /// Records what the feed's last fetch said about the next one.
    public func recordSchedule(_ schedule: FeedSchedule, for feed: Feed.ID) throws {
        try write { db in
            try db.execute(sql: """
                INSERT INTO feedSchedule (feedID, lastFetch, notBefore, notBeforeReason, updateInterval, updateSource, updateBase)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (feedID) DO UPDATE SET lastFetch = excluded.lastFetch, notBefore = excluded.notBefore,
                    notBeforeReason = excluded.notBeforeReason, updateInterval = excluded.updateInterval,
                    updateSource = excluded.updateSource, updateBase = excluded.updateBase
                """, arguments: [feed, schedule.lastFetch.timeIntervalSince1970, schedule.notBefore?.timeIntervalSince1970,
                                 schedule.notBeforeReason?.rawValue, schedule.updates?.interval,
                                 schedule.updates?.source.rawValue, schedule.updates?.base?.timeIntervalSince1970])
        }
    }
}

/// The `feedSchedule` table: one row per feed fetched at least once.
enum FeedScheduleRows {
    static func migrate(_ db: Database) throws {
        // A table of its own rather than columns of `feed`: its rows are written after every
        // fetch, and a feed never fetched simply has none (due at once). A cache from before
        // counts each feed's last success or failure as its last fetch.
        try db.execute(sql: """
            CREATE TABLE feedSchedule (
                feedID INTEGER PRIMARY KEY REFERENCES feed(id) ON DELETE CASCADE,
                lastFetch REAL NOT NULL,            -- seconds since 1970, as every date here
                notBefore REAL,                     -- the earliest next fetch the server or feed allows
                notBeforeReason TEXT,               -- FeedWaitReason
                updateInterval REAL,                -- the feed's own ttl or sy: interval, in seconds
                updateSource TEXT,                  -- FeedUpdates.Source
                updateBase REAL                     -- sy:updateBase
            );
            INSERT INTO feedSchedule (feedID, lastFetch)
            SELECT id, MAX(COALESCE(lastSuccess, 0), COALESCE(lastErrorAt, 0)) FROM feed
            WHERE lastSuccess IS NOT NULL OR lastErrorAt IS NOT NULL;
            """)
    }

    static func schedule(from row: Row) -> FeedSchedule {
        var updates: FeedUpdates?
        if let interval = row["updateInterval"] as Double?,
           let source = (row["updateSource"] as String?).flatMap(FeedUpdates.Source.init(rawValue:)) {
            updates = FeedUpdates(source: source, interval: interval, base: FeedRows.date(row["updateBase"]))
        }
        return FeedSchedule(lastFetch: Date(timeIntervalSince1970: row["lastFetch"]), notBefore: FeedRows.date(row["notBefore"]),
                            notBeforeReason: (row["notBeforeReason"] as String?).flatMap(FeedWaitReason.init(rawValue:)),
                            updates: updates)
    }

}
