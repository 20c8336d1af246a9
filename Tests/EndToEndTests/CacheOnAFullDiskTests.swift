import Foundation
import Testing
import TestSupport

/// Issue 17, item 10: a cache on a disk with 40 KB free is still read, and a cache in a folder
/// that cannot be written gets advice that works (not `news rebuild`, which fails alike). Both
/// need a small file system of their own: a tmpfs, which only root may mount.
@Suite(.enabled(if: getuid() == 0, "mounting a tmpfs needs root"), .serialized)
struct CacheOnAFullDiskTests {
    /// An 8 MB tmpfs that is a home with a refreshed cache of five articles (its pages of 64 KiB
    /// make it about 2 MB); unmounted after `body`.
    private func withCacheOnATmpfs(_ body: (TemporaryDirectory) async throws -> Void) async throws {
        let (source, server) = try NewsCommandTests.subscribedHome()
        _ = try await TodoCommandTests.adder(["news", "refresh"], home: source)
        server.stop()
        let mountPoint = TemporaryDirectory("adder-tmpfs")
        try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", mountPoint.url.path])
        defer { try? Self.run("/bin/umount", [mountPoint.url.path]) }
        for name in ["feeds", "news.sqlite", "news.sqlite-wal"] where FileManager.default.fileExists(atPath: source.file(name).path) {
            try FileManager.default.copyItem(at: source.file(name), to: mountPoint.file(name))
        }
        try await body(mountPoint)
    }

    @Test func withFortyKilobytesFreeTheCacheIsStillRead() async throws {
        try await withCacheOnATmpfs { home in
            try Self.fill(home.url, leaving: 40 * 1024)
            let outcome = try await TodoCommandTests.adder(["news", "list"], home: home)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.output.contains("Fifth") && outcome.output.contains("First"), "\(outcome)")
            let marked = try await TodoCommandTests.adder(["news", "read", "1"], home: home)
            #expect(marked.status == 1 && marked.errors.split(separator: "\n").count == 1, "\(marked)")
            #expect(marked.errors.contains("check that you may write there and that its disk has free space"), "\(marked)")
        }
    }

    @Test func aReadOnlyFolderGetsAdviceThatWorks() async throws {
        try await withCacheOnATmpfs { home in
            try Self.run("/bin/mount", ["-o", "remount,ro", home.url.path])
            let outcome = try await TodoCommandTests.adder(["news", "list"], home: home)
            #expect(outcome.status == 1 && outcome.errors.split(separator: "\n").count == 1, "\(outcome)")
            #expect(outcome.errors.contains("check that you may write there"), "\(outcome)")
            #expect(!outcome.errors.contains("rebuild"), "`news rebuild` cannot move the file either: \(outcome)")
        }
    }

    /// Fills the file system at `folder` until `bytes` are free.
    private static func fill(_ folder: URL, leaving bytes: Int) throws {
        let free = try #require(try FileManager.default.attributesOfFileSystem(forPath: folder.path)[.systemFreeSize] as? Int)
        try Data(count: max(0, free - bytes)).write(to: folder.appendingPathComponent("filler"))
        let left = try #require(try FileManager.default.attributesOfFileSystem(forPath: folder.path)[.systemFreeSize] as? Int)
        #expect(left <= bytes, "\(left) bytes free")
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TodoCommandTests.Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
    }
}
