import GRDB

/// The cache's tables, one migration per released change. Never edit a shipped migration: add one.
enum CacheSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 feeds, articles, bodies, search") { db in
            try db.execute(sql: """
                CREATE TABLE feed (
                    id INTEGER PRIMARY KEY,
                    url TEXT NOT NULL UNIQUE,
                    position INTEGER NOT NULL,          -- line order in the feeds file
                    userTitle TEXT,
                    tags TEXT NOT NULL DEFAULT '[]',    -- JSON array
                    feedTitle TEXT,
                    siteLink TEXT,
                    etag TEXT,
                    lastModified TEXT,
                    lastSuccess REAL,                   -- seconds since 1970
                    lastError TEXT,
                    lastErrorAt REAL
                );
                -- Small columns only, so list queries and counts never touch body pages.
                CREATE TABLE article (
                    id INTEGER PRIMARY KEY,
                    feedID INTEGER NOT NULL REFERENCES feed(id) ON DELETE CASCADE,
                    identity TEXT NOT NULL,             -- ArticleIdentity: guid, else link, else title+date
                    fingerprint INTEGER NOT NULL,       -- ItemFingerprint of the item as last merged
                    title TEXT NOT NULL,
                    link TEXT,
                    author TEXT,
                    published REAL NOT NULL,            -- the feed's date, else first seen
                    isRead INTEGER NOT NULL DEFAULT 0,
                    isStarred INTEGER NOT NULL DEFAULT 0
                );
                CREATE TABLE articleBody (
                    articleID INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE,
                    updated REAL,
                    summary TEXT,
                    summaryFormat TEXT,
                    content TEXT,
                    contentFormat TEXT,
                    enclosures TEXT                     -- JSON array, NULL when none
                );
                -- Merge: find an item's row. Its feedID prefix also serves cascades.
                CREATE UNIQUE INDEX article_identity ON article(feedID, identity);
                -- Feed list unread counts (covering) and one feed's unread, newest first.
                CREATE INDEX article_feed_unread ON article(feedID, isRead, published);
                -- One feed, newest first; retention.
                CREATE INDEX article_feed_newest ON article(feedID, published);
                -- All feeds: everything, unread, starred; newest first.
                CREATE INDEX article_newest ON article(published);
                CREATE INDEX article_unread_newest ON article(published) WHERE isRead = 0;
                CREATE INDEX article_starred_newest ON article(published) WHERE isStarred = 1;

                -- Full-text search over the title and the body's plain text, rowid = article.id.
                -- detail=none: searches are words ANDed (SearchExpression), never phrases or NEAR,
                -- so positions would be dead weight (they cost a third more indexing CPU).
                -- A regular FTS5 table: SQLite 3.40 cannot delete from a contentless one without the
                -- old text (contentless_delete came in 3.43), and the plain text is stored nowhere else.
                CREATE VIRTUAL TABLE articleSearch USING fts5(
                    title, body, tokenize = '\(SearchExpression.tokenizer)', detail = none, columnsize = 0
                );
                CREATE TRIGGER article_search_delete AFTER DELETE ON article BEGIN
                    DELETE FROM articleSearch WHERE rowid = old.id;
                END;
                """)
        }
        migrator.registerMigration("v2 contentless search index") { db in
            // The v1 index kept a second copy of every body's text (half the file). This one keeps
            // only words; an article's words come out when given its text again (SearchText).
            try db.execute(sql: """
                DROP TRIGGER article_search_delete;
                DROP TABLE articleSearch;
                CREATE VIRTUAL TABLE articleSearch USING fts5(
                    title, body, content = '', tokenize = '\(SearchExpression.tokenizer)', detail = none, columnsize = 0
                );
                -- The SearchText version the index was built with; 0: not built (SearchIndex builds it).
                CREATE TABLE searchIndex (version INTEGER NOT NULL);
                INSERT INTO searchIndex (version) VALUES (0);
                -- Before, not after: the body (deleted by cascade) is still there to be rendered again.
                CREATE TRIGGER article_search_delete BEFORE DELETE ON article BEGIN
                    INSERT INTO articleSearch (articleSearch, rowid, title, body)
                    SELECT 'delete', old.id, old.title, \(SearchIndex.bodyFunction)(summary, summaryFormat, content, contentFormat)
                    FROM articleBody WHERE articleID = old.id;
                END;
                """)
        }
        migrator.registerMigration("v3 words for spaceless scripts") { db in
            // Titles reach the index through SearchWords too, so the trigger gives them back the same
            // way; the index is built again on opening (SearchIndex), as its words changed.
            try db.execute(sql: """
                ALTER TABLE searchIndex ADD COLUMN wordsVersion INTEGER NOT NULL DEFAULT 0;
                DROP TRIGGER article_search_delete;
                CREATE TRIGGER article_search_delete BEFORE DELETE ON article BEGIN
                    INSERT INTO articleSearch (articleSearch, rowid, title, body)
                    SELECT 'delete', old.id, \(SearchIndex.titleFunction)(old.title),
                           \(SearchIndex.bodyFunction)(summary, summaryFormat, content, contentFormat)
                    FROM articleBody WHERE articleID = old.id;
                END;
                """)
        }
        migrator.registerMigration("v4 feeds kept for their starred articles") { db in
            // An unsubscribed feed with starred articles stays, unlisted, so they keep its name
            // under Starred; subscribing to its URL again lists it again (NewsCache.sync).
            try db.execute(sql: "ALTER TABLE feed ADD COLUMN subscribed INTEGER NOT NULL DEFAULT 1")
        }
        IgnoredRecord.migrate(&migrator)
        migrator.registerMigration("v5 feed schedule", migrate: FeedScheduleRows.migrate)
        migrator.registerMigration("v6 feeds that left the feeds file") { db in
            // A feed whose line left the file without `adder feeds rm` (an editor, a truncated file)
            // keeps every article, unlisted, until its line is back (issue 33, item 2: NewsCache.sync).
            try db.execute(sql: "ALTER TABLE feed ADD COLUMN leftFile INTEGER NOT NULL DEFAULT 0")
        }
        migrator.registerMigration("v7 feed service ids and pending marks", migrate: ServiceRows.migrate)
        migrator.registerMigration("v8 feed counts kept by triggers", migrate: FeedCountRows.migrate)
        migrator.registerMigration("v9 feed service history", migrate: ServiceHistoryRows.migrate)
        return migrator
    }
}
