import Entities
import Foundation
import GRDB

extension NewsCache {
    /// The stored schedules by feed ID; a feed whose fetches never asked anything has none.
    public func schedules() throws -> [Feed.ID: FeedSchedule] {
        try read { db in
            var schedules: [Feed.ID: FeedSchedule] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM feedSchedule") {
                schedules[row["feedID"]] = FeedScheduleRows.schedule(from: row)
            }
            return schedules
        }
    }

    /// The feed's stored schedule, if it has one.
    public func schedule(for feed: Feed.ID) throws -> FeedSchedule? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM feedSchedule WHERE feedID = ?", arguments: [feed]).map(FeedScheduleRows.schedule(from:))
        }
    }

    /// Records what the feed's last fetch said about the next one.
    public func recordSchedule(_ schedule: FeedSchedule, for feed: Feed.ID) throws {
        try write { db in try FeedScheduleRows.record(schedule, for: feed, db) }
    }
}

/// The `feedSchedule` table: a row per feed whose fetches asked something.
enum FeedScheduleRows {
    static func migrate(_ db: Database) throws {
        // A table of its own rather than columns of `feed`: a row is written only once a fetch
        // asks something (a wait, an interval), then after every fetch; a feed without one was
        // last fetched at its last success or failure, or never (due at once). So a cache from
        // before needs no rows, and an all-304 refresh of feeds that ask nothing writes no more.
        try db.execute(sql: """
            CREATE TABLE feedSchedule (
                feedID INTEGER PRIMARY KEY REFERENCES feed(id) ON DELETE CASCADE,
                lastFetch REAL NOT NULL,            -- seconds since 1970, as every date here
                notBefore REAL,                     -- the earliest next fetch the server or feed allows
                notBeforeReason TEXT,               -- FeedWaitReason
                updateInterval REAL,                -- the feed's own ttl or sy: interval, in seconds
                updateSource TEXT,                  -- FeedUpdates.Source
                updateBase REAL                     -- sy:updateBase
            )
            """)
    }

    static func record(_ schedule: FeedSchedule, for feed: Feed.ID, _ db: Database) throws {
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
