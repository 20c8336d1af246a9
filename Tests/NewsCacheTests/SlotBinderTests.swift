import Foundation
import GRDB
@testable import NewsCache
import Testing

/// The binding of a merge's rows straight through SQLite's API (`SlotBinder`).
@Suite struct SlotBinderTests {
    let queue: DatabaseQueue

    init() throws {
        queue = try DatabaseQueue()
        try queue.write { db in try db.execute(sql: "CREATE TABLE t (n INTEGER, d REAL, s TEXT)") }
    }

    @Test func valuesGoToTheirSlotsInOrderNilAsNullTextWhole() throws {
        let rows = try queue.write { db in
            var slots = SlotBinder(try db.cachedStatement(sql: "INSERT INTO t VALUES (?, ?, ?), (?, ?, ?)"))
            slots.bind(Int64(7)); slots.bind(1.5); slots.bind("東京 café \u{0} after a NUL")
            slots.bind(Int64(-1)); slots.bind(nil as Double?); slots.bind("")
            try slots.execute()
            // The statement again, with new values: nothing of the first binding is left.
            var again = SlotBinder(try db.cachedStatement(sql: "INSERT INTO t VALUES (?, ?, ?), (?, ?, ?)"))
            again.bind(Int64(8)); again.bind(nil as Double?); again.bind(nil as String?)
            again.bind(Int64(9)); again.bind(2.0); again.bind("x")
            try again.execute()
            return try Row.fetchAll(db, sql: "SELECT n, d, s, CAST(s AS BLOB) AS bytes FROM t ORDER BY rowid")
        }
        #expect(rows.map { $0["n"] as Int64 } == [7, -1, 8, 9])
        #expect(rows.map { $0["d"] as Double? } == [1.5, nil, nil, 2.0])
        #expect(rows.map { $0["s"] as String? } == ["東京 café ", "", nil, "x"], "up to a NUL, as GRDB's own binding")
        #expect(try queue.read { db in try String.fetchAll(db, sql: "SELECT typeof(s) FROM t") } == ["text", "text", "null", "text"])
        let grdb = try queue.write { db in
            try db.execute(sql: "INSERT INTO t (s) VALUES (?)", arguments: ["東京 café \u{0} after a NUL"])
            return try Data.fetchOne(db, sql: "SELECT CAST(s AS BLOB) FROM t ORDER BY rowid DESC LIMIT 1")
        }
        #expect(rows[0]["bytes"] as Data? == grdb)
    }

    /// `setUncheckedArguments` traps if the statement's reset fails; GRDB resets a statement whose run failed.
    @Test func aStatementWhoseLastRunFailedIsBoundAgain() throws {
        let count = try queue.write { db in
            try db.execute(sql: "CREATE TABLE u (n INTEGER UNIQUE)")
            for (value, fails) in [(1, false), (1, true), (2, false)] {
                var slots = SlotBinder(try db.cachedStatement(sql: "INSERT INTO u VALUES (?)"))
                slots.bind(Int64(value))
                if fails {
                    #expect(throws: DatabaseError.self) { try slots.execute() }
                } else {
                    try slots.execute()
                }
            }
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM u")
        }
        #expect(count == 2)
    }

    @Test func aValueThatCannotBeBoundFailsTheStatementAndWritesNothing() throws {
        try queue.write { db in
            var slots = SlotBinder(try db.cachedStatement(sql: "INSERT INTO t VALUES (?, ?, ?)"))
            slots.bind(Int64(1)); slots.bind(1.0); slots.bind("a"); slots.bind("one too many")
            #expect(throws: DatabaseError.self) { try slots.execute() }
        }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM t") } == 0)
    }
}
