import ArgumentParser
import Basics
import Foundation
import News
import Settings
import Terminal

/// `adder news rebuild`: sets an unreadable news cache aside and starts a fresh one from the feeds file.
struct NewsRebuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rebuild",
        abstract: "Set an unreadable news cache aside and start a fresh one from the feeds file.",
        discussion: """
            The old news.sqlite is renamed news.sqlite.broken-<time> in the same folder (nothing is deleted) \
            and a new cache is made holding the feeds of the feeds file; `adder news refresh` then fetches \
            their articles. Read and starred marks stay in the old file. todos.json is never touched. \
            A cache that opens fine is left alone unless --force is given.
            """)

    @Flag(help: "Set the cache aside even when it can be read.")
    var force = false

    func run() throws {
        let (paths, clock) = try NewsSession.environment()
        let cacheFile = paths.newsCacheFile
        if !force, (try? NewsLibrary(paths: paths, clock: clock)) != nil {
            print("The news cache \(cacheFile.path) can be read; nothing was changed (--force sets it aside anyway).")
            return
        }
        let before = Self.setAside(beside: cacheFile)
        let library: NewsLibrary
        do {
            library = try NewsLibrary.rebuild(paths: paths, clock: clock)
        } catch {
            throw CleanExit.message(NewsSession.sentence(error), code: 1)
        }
        if let aside = Self.setAside(beside: cacheFile).subtracting(before).sorted().last {
            print("The old news cache was moved to \(aside).")
        }
        let feeds: Int
        do {
            feeds = try library.syncedFeeds().count
        } catch {
            throw CleanExit.message("The new news cache is empty: \(NewsSession.sentence(error))", code: 1)
        }
        print("A fresh news cache \(cacheFile.path) holds the \(Count.of(feeds, "feed")) of \(paths.feedsFile.path); "
            + "run `adder news refresh` to fetch their articles.")
    }

    /// The paths of caches set aside in the cache's folder (their -wal and -shm files left out).
    private static func setAside(beside cacheFile: URL) -> Set<String> {
        let folder = cacheFile.deletingLastPathComponent()
        let prefix = cacheFile.lastPathComponent + ".broken-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Set(names.filter { $0.hasPrefix(prefix) && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            .map { folder.appendingPathComponent($0).path })
    }
}
