import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A feed's parse holds the newest items kept, not every item of the file: the peak memory of
/// `adder feeds parse` on a feed of 150,000 items barely exceeds the file's own bytes.
@Suite struct FeedMemoryBoundTests {
    /// The child's exit status and peak resident memory in MB (its own, from wait4).
    static func peakMegabytes(_ arguments: [String]) throws -> (status: Int32, megabytes: Double) {
        let executable = try TUIProcess.adderExecutable().path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        try #require(spawned == 0, "could not start adder: error \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return ((status >> 8) & 0xFF, Double(usage.ru_maxrss) / 1024)
    }

    static func feed(items: Int) -> String {
        "<rss version=\"2.0\"><channel><title>Huge</title>"
            + (0..<items).map { "<item><guid>g-\($0)</guid><title>x</title></item>" }.joined() + "</channel></rss>"
    }

    @Test("feeds parse of 150,000 items keeps the newest 100 within the file's size of the baseline")
    func parseIsBoundedByTheLimit() throws {
        let home = TemporaryDirectory("adder-memory")
        let huge = home.file("huge.xml"), tiny = home.file("tiny.xml")
        try Data(Self.feed(items: 150_000).utf8).write(to: huge)
        try Data(Self.feed(items: 1).utf8).write(to: tiny)
        let fileMegabytes = Double(try Data(contentsOf: huge).count) / 1_048_576
        let baseline = try Self.peakMegabytes(["feeds", "parse", "--count", tiny.path])
        let bounded = try Self.peakMegabytes(["feeds", "parse", "--count", "--max-items", "100", huge.path])
        #expect(baseline.status == 0 && bounded.status == 0)
        // The file's bytes are held three times (read, as UTF-8, sanitised) and nothing grows
        // with the item count; every item of the file in memory took about 25 times the file.
        #expect(bounded.megabytes - baseline.megabytes < 4 * fileMegabytes,
                "peak \(bounded.megabytes) MB against \(baseline.megabytes) MB for a tiny feed; the file is \(fileMegabytes) MB")
    }
}
