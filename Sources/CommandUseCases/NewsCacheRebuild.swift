import Basics
import Foundation
import News

/// `adder news rebuild`: sets an unreadable news cache aside and starts a fresh one from the feeds file.
public enum NewsCacheRebuild {
    /// Sets the cache aside unless it reads and `force` is off; `say` gets each line saying what
    /// was done as it is done (so a failure after the move still says where the old cache went).
    public static func run(force: Bool, say: (String) -> Void) throws {
        let (paths, clock) = try NewsCommandSession.environment()
        let cacheFile = paths.newsCacheFile
        if !force, (try? NewsLibrary(paths: paths, clock: clock)) != nil {
            return say("The news cache \(cacheFile.path) can be read; nothing was changed (--force sets it aside anyway).")
        }
        let before = setAside(beside: cacheFile)
        let library: NewsLibrary
        do {
            library = try NewsLibrary.rebuild(paths: paths, clock: clock)
        } catch {
            throw CommandFailure(NewsCommandSession.sentence(error), status: 1)
        }
        if let aside = setAside(beside: cacheFile).subtracting(before).sorted().last {
            say("The old news cache was moved to \(aside).")
        }
        let feeds: Int
        do {
            feeds = try library.syncedFeeds().count
        } catch {
            throw CommandFailure("The new news cache is empty: \(NewsCommandSession.sentence(error))", status: 1)
        }
        say("A fresh news cache \(cacheFile.path) holds the \(Count.of(feeds, "feed")) of \(paths.feedsFile.path); "
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
