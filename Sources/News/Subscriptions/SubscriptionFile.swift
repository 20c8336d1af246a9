import Basics
import Entities
import Foundation
import Synchronization

extension AdderPaths {
    /// The user's subscriptions, beside config.toml.
    public var feedsFile: URL { configDirectory.appendingPathComponent("feeds") }
}

/// The feeds file on disk. It is replaced atomically, and never when it holds something Adder
/// cannot read: the user's file is kept as they wrote it, and the error says which line.
public struct SubscriptionFile: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The file's subscriptions; an empty list when there is no file yet. Lines it cannot read
    /// are the list's `problems`, each naming this file and the line.
    public func load() throws(SubscriptionError) -> SubscriptionList {
        guard let data = try readData() else { return SubscriptionList() }
        if let last = Self.parsed.withLock({ $0.last[url.path] }), last.data == data { return last.list }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SubscriptionError(.file, "\(url.path) is not UTF-8 text")
        }
        var list = SubscriptionList(parsing: text)
        list.problems = list.problems.map { SubscriptionError($0.kind, "\(url.path), \($0.description)") }
        Self.parsed.withLock { parsed in
            if parsed.last.count >= 8 { parsed.last.removeAll() }
            parsed.last[url.path] = (data, list)
            parsed.counts[url.path, default: 0] += 1
        }
        return list
    }

    /// The files parsed last, their bytes and lists: a command reads the file up to four times
    /// (the feeds, the query feeds, the schedule, the problems) and 500 lines cost ~8 ms to parse.
    /// The bytes are read every time and compared whole, so a changed file is always parsed again.
    private static let parsed = Mutex<Parsed>(Parsed())

    private struct Parsed {
        /// By path; a few at most (the tests' files; a user has one).
        var last: [String: (data: Data, list: SubscriptionList)] = [:]
        /// How many times each file was parsed (for the tests).
        var counts: [String: Int] = [:]
    }

    /// How many times this process parsed the file at `path` (for the tests).
    static func parseCount(of path: String) -> Int {
        parsed.withLock { $0.counts[path] ?? 0 }
    }

    /// Writes `list`, unless the file now on disk has a line Adder cannot read or cannot be read
    /// at all (then it is left alone: the user mends it first), or is open in `E`'s editor
    /// (`SubscriptionFileLock`). `update` reads and writes under one lock.
    public func save(_ list: SubscriptionList) throws(SubscriptionError) {
        let lock = try SubscriptionFileLock(for: url)
        defer { lock.release() }
        try write(list)
    }

    func write(_ list: SubscriptionList) throws(SubscriptionError) {
        do throws(SubscriptionError) {
            if let problem = try load().problems.first { throw problem }
        } catch {
            throw SubscriptionError(error.kind, "\(error.description); the file was not changed")
        }
        do {
            try AtomicFile.replace(url, with: Data(list.text.utf8))
        } catch {
            throw SubscriptionError(.file, "could not write \(url.path): \(error)")
        }
    }

    private func readData() throws(SubscriptionError) -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            throw SubscriptionError(.file, "could not read \(url.path): \(error.localizedDescription)")
        }
    }
}
