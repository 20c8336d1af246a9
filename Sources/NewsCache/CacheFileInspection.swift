import Foundation
import Glibc
import GRDB

/// Looks at an existing cache file before it is opened for writing, reading only, so a file that
/// is not SQLite, cut short, damaged, foreign or from a newer Adder is refused without a byte
/// changed: nothing opens it for writing (no migration, no log, no checkpoint) before it passed.
///
/// `checkingEveryPage`: false skips SQLite's check of every page (the file is as Adder left it:
/// `CacheStamp`), keeping the cheap looks at the header and the tables.
enum CacheFileInspection {
    static func inspect(_ url: URL, migrator: DatabaseMigrator, checkingEveryPage: Bool = true) throws(NewsCacheError) {
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let fileSize = (attributes[.size] as? NSNumber)?.intValue, fileSize > 0 else {
            return  // absent or empty: SQLite makes a new database
        }
        try checkHeader(of: url, fileSize: fileSize)
        do {
            // Without a log beside it the file holds everything: it is read as immutable, which
            // creates no -wal or -shm file. If it changed meanwhile (another process wrote), it
            // is read again the usual way, with SQLite's locks.
            let before = FileStatus(path: path)
            if before.hasNoLog, let immutable = ImmutableURI.of(path) {
                do {
                    try check(immutable, path: path, migrator: migrator, checkingEveryPage: checkingEveryPage)
                    return
                } catch where FileStatus(path: path) != before {}
            }
            try check(path, path: path, migrator: migrator, checkingEveryPage: checkingEveryPage)
        } catch {
            throw NewsCacheError(opening: url, error)
        }
    }

    /// Refuses a file that is another program's, from a newer Adder, or damaged anywhere.
    private static func check(_ location: String, path: String, migrator: DatabaseMigrator, checkingEveryPage: Bool) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        do {
            // GRDB reads the schema as it opens, so the opening is inside too.
            let queue = try DatabaseQueue(path: location, configuration: configuration)
            defer { try? queue.close() }
            try checkContents(of: queue, path: path, migrator: migrator, checkingEveryPage: checkingEveryPage)
        } catch let error as DatabaseError where error.isDamage {
            // The schema spans several pages once there are enough tables, so damage past page 1
            // may show as soon as the schema is read, before the check of every page.
            throw NewsCacheError.unreadable(file: path, reason: "SQLite's check finds it damaged")
        }
    }

    private static func checkContents(of queue: DatabaseQueue, path: String, migrator: DatabaseMigrator,
                                      checkingEveryPage: Bool) throws {
        try queue.read { db in
            let tables = try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            if !tables.contains("grdb_migrations") {
                if !tables.isEmpty { throw NewsCacheError.notACache(file: path) }
                return
            }
            if try migrator.hasBeenSuperseded(db) { throw NewsCacheError.newerSchema(file: path) }
            // Damage past the schema's pages shows only to a look at every page; found later,
            // by the writer, it would be after a migration or a checkpoint wrote to the file.
            guard checkingEveryPage else { return }
            let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(1)")
            if problems != ["ok"] {
                throw NewsCacheError.unreadable(file: path, reason: "SQLite's check finds it damaged")
            }
        }
    }

    /// The 100-byte header (https://sqlite.org/fileformat.html#the_database_header): the magic
    /// string, a sane page size, and a file at least as long as the page count it announces.
    private static func checkHeader(of url: URL, fileSize: Int) throws(NewsCacheError) {
        let path = url.path
        let header: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            header = try handle.read(upToCount: 100) ?? Data()
        } catch {
            throw .cannotOpen(file: path, reason: error.localizedDescription)
        }
        let bytes = [UInt8](header)
        guard bytes.count == 100, bytes.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw .unreadable(file: path, reason: "it is not an SQLite database")
        }
        func bigEndian(_ offset: Int, _ length: Int) -> Int {
            bytes[offset..<(offset + length)].reduce(0) { $0 << 8 | Int($1) }
        }
        let rawPageSize = bigEndian(16, 2)
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
            throw .unreadable(file: path, reason: "its header is damaged")
        }
        // While a write-ahead log holds pages, a checkpoint may have been cut off after page 1;
        // SQLite repairs that from the log, so the length is only checked when there is none.
        let walSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
        let pageCount = bigEndian(28, 4)
        let countIsValid = bigEndian(24, 4) == bigEndian(92, 4)
        if walSize == 0, countIsValid, pageCount > 0, fileSize < pageCount * pageSize {
            throw .unreadable(file: path, reason: "it is cut short: \(fileSize) of \(pageCount * pageSize) bytes")
        }
    }
}

/// What tells that a file changed while it was read without locks, and whether a log is beside it.
private struct FileStatus: Equatable {
    let identity: [Int]
    let hasNoLog: Bool

    init(path: String) {
        var info = stat()
        identity = stat(path, &info) == 0
            ? [Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)] : []
        hasNoLog = !FileManager.default.fileExists(atPath: path + "-wal")
    }
}

/// `file:PATH?immutable=1`, when this SQLite reads URIs as file names (else nil).
private enum ImmutableURI {
    static let isUnderstood: Bool = {
        guard let queue = try? DatabaseQueue() else { return false }
        return (try? queue.read { db in try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')") }) == true
    }()

    static func of(_ path: String) -> String? {
        guard isUnderstood, let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
        return "file:\(escaped)?immutable=1"
    }
}

extension NewsCacheError {
    /// An error met while opening or migrating, worded for the user.
    init(opening url: URL, _ error: any Error) {
        if let error = error as? NewsCacheError {
            self = error
        } else if let error = error as? DatabaseError, error.isDamage {
            self = .unreadable(file: url.path, reason: error.message ?? "SQLite reports it damaged")
        } else if let error = error as? DatabaseError {
            self = .cannotOpen(file: url.path, reason: error.message ?? "\(error.resultCode)")
        } else {
            self = .cannotOpen(file: url.path, reason: error.localizedDescription)
        }
    }
}

extension DatabaseError {
    /// SQLite's words for a file that is not a database or is damaged.
    var isDamage: Bool {
        resultCode == .SQLITE_CORRUPT || resultCode == .SQLITE_NOTADB
    }

    /// A write to a cache opened for reading only (its disk was full) or on a read-only disk.
    var isReadOnly: Bool { resultCode == .SQLITE_READONLY }
}
