import Foundation
import Glibc
import Synchronization

/// The cache file as Adder last left it: device, inode, size, and modification and change times
/// to the nanosecond, kept beside it in `news.sqlite.stamp`. An opening that finds the file as
/// stamped skips SQLite's check of every page (1.3 s at 500,000 articles): nothing but Adder wrote
/// it since. Any other program's write moves the change time, which no program can set back, so a
/// file damaged while Adder was closed is checked, as is one whose stamp is missing, stale or not
/// a stamp. (SQLite's change counter is no help here: in WAL mode it does not move.)
struct CacheStamp: Equatable, Sendable {
    private let fields: [Int]

    /// The file's size in bytes.
    var size: Int { fields[2] }

    /// The file's stamp now; nil when it cannot be looked at (absent, unreadable folder).
    static func current(of url: URL) -> CacheStamp? {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return CacheStamp(fields: [Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino), Int(info.st_size),
                                   info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec])
    }

    /// Where the stamp of the cache at `url` is kept.
    static func file(beside url: URL) -> URL {
        URL(fileURLWithPath: url.path + ".stamp")
    }

    /// The stamp kept beside the cache; nil when there is none or it is not one (seven whole
    /// numbers on one line, at most 200 bytes: anything else is read as no stamp).
    static func kept(beside url: URL) -> CacheStamp? {
        guard let handle = FileHandle(forReadingAtPath: file(beside: url).path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 201), data.count <= 200,
              let line = String(data: data, encoding: .utf8)?.split(separator: "\n", omittingEmptySubsequences: false),
              line.count == 2, line[1].isEmpty else { return nil }
        let numbers = line[0].split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 7, numbers.allSatisfy({ $0 != nil }) else { return nil }
        return CacheStamp(fields: numbers.map { $0! })
    }

    /// Keeps this stamp beside the cache: a new file renamed over the old, so a reader sees one
    /// whole stamp or the last one. Not synced: a stamp lost to a power cut costs one check.
    func keep(beside url: URL) {
        let target = Self.file(beside: url)
        let temporary = target.path + ".\(getpid()).tmp"
        let text = fields.map(String.init).joined(separator: " ") + "\n"
        guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: temporary))) != nil else { return }
        if rename(temporary, target.path) != 0 { unlink(temporary) }
    }
}

/// What one opened cache knows of its file: the stamp it last saw or made. A write made while the
/// file is as that stamp says changes it only by Adder's hand, so the stamp follows it.
final class CacheStampKeeper: Sendable {
    private struct State {
        /// The file as this cache last saw or made it.
        var last: CacheStamp?
        /// While set, `vouch` follows the file in memory only (`withhold`).
        var withheld = false
    }

    private let url: URL
    private let state = Mutex(State())

    /// Vouches for the file as it is: it was checked, or found as stamped, just now.
    init(url: URL) {
        self.url = url
        vouch()
    }

    /// Whether the file is still as this cache last saw it.
    var fileIsAsLeft: Bool {
        let now = CacheStamp.current(of: url)
        return state.withLock { $0.last != nil && $0.last == now }
    }

    /// Takes the file as it is now for Adder's, and keeps its stamp beside it. A stamp this
    /// keeper kept already is not written again: in WAL mode a commit leaves the file alone until
    /// a checkpoint, and an all-304 refresh of 500 feeds made a file 500 times (a quarter of its CPU).
    func vouch() {
        let stamp = CacheStamp.current(of: url)
        let known = state.withLock { state in
            defer { state.last = stamp }
            return state.withheld || (state.last != nil && state.last == stamp)
        }
        if !known { stamp?.keep(beside: url) }
    }

    /// From now until `release`, `vouch` follows the file in memory only and leaves the stamp
    /// beside it as it was: writes whose bytes may not reach the disk before a power cut
    /// (`CacheWriter.beginUnsyncedFill`) must not vouch for the file, so that the opening after
    /// such a cut checks every page.
    func withhold() {
        state.withLock { $0.withheld = true }
    }

    /// Ends `withhold`. `durable`: everything written meanwhile is on the disk now; only then is
    /// the file, if still as this cache left it, stamped.
    func release(durable: Bool) {
        let asLeft = fileIsAsLeft
        state.withLock { $0.withheld = false }
        if durable, asLeft { CacheStamp.current(of: url)?.keep(beside: url) }
    }
}
