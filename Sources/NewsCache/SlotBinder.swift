import Foundation
import GRDB
import GRDBSQLite

/// Binds values to a prepared statement's slots one after another, straight through SQLite's
/// API. A merge's rows are bound this way: GRDB's `StatementArguments` wrap every value in an
/// existential and copy every text into a C string SQLite then measures: without them the writer's
/// thread of a cold refresh at 500,000 articles runs 1 to 2 s less of 13 (BENCHMARKS.md, 2026-11-28).
struct SlotBinder {
    private let statement: Statement
    private var slot: Int32 = 1
    private var failure: (slot: Int32, code: Int32)?

    /// Clears `statement`'s arguments; `execute` runs it with what was bound since.
    init(_ statement: Statement) {
        statement.setUncheckedArguments([])
        self.statement = statement
    }

    mutating func bind(_ value: Int64) {
        check(sqlite3_bind_int64(statement.sqliteStatement, slot, value))
    }

    mutating func bind(_ value: Double?) {
        guard let value else { return bindNull() }
        check(sqlite3_bind_double(statement.sqliteStatement, slot, value))
    }

    mutating func bind(_ value: String?) {
        guard var value else { return bindNull() }
        // Copied by SQLite (SQLITE_TRANSIENT): the bytes need not outlive the call. Up to a NUL
        // (a JSON feed's "\u0000"), as GRDB binds a text and as every reading of it ends there.
        let code = value.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return sqlite3_bind_text(statement.sqliteStatement, slot, "", 0, nil) }
            let length = memchr(start, 0, bytes.count).map { UnsafeRawPointer($0) - UnsafeRawPointer(start) } ?? bytes.count
            return UnsafeRawPointer(start).withMemoryRebound(to: CChar.self, capacity: length) { text in
                sqlite3_bind_text(statement.sqliteStatement, slot, text, Int32(length), Self.transient)
            }
        }
        check(code)
    }

    /// Runs the statement with the values bound; a value that could not be bound (a text over
    /// SQLite's limit) fails it.
    func execute() throws {
        if let failure {
            throw DatabaseError(resultCode: ResultCode(rawValue: failure.code),
                                message: "slot \(failure.slot) could not be bound", sql: statement.sql)
        }
        try statement.execute()
    }

    private mutating func bindNull() {
        check(sqlite3_bind_null(statement.sqliteStatement, slot))
    }

    private mutating func check(_ code: Int32) {
        if code != SQLITE_OK, failure == nil { failure = (slot, code) }
        slot += 1
    }

    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
