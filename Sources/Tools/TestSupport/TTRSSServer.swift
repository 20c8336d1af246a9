import Foundation

/// Tiny Tiny RSS on a private PostgreSQL in a temporary folder (Tests/Support/ttrss-server), for
/// one test: start it, seed feeds and articles, run SQL, stop it (also when released). A server
/// that cannot start is an error with the script's reason, so the test fails saying why.
public final class TTRSSServer: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The script, found from this source file: Sources/Tools/TestSupport/ → Tests/Support/.
    public static let script: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Support/ttrss-server")

    /// The API's address, `http://127.0.0.1:PORT/api/`.
    public let url: URL
    public let login = "admin"
    public let password = "password"
    private let folder: TemporaryDirectory
    /// The folder `php -S` serves (tt-rss's www, copied): a test may put a script of its own in
    /// `api/index.php` to answer as a broken server would.
    public var webFolder: URL { folder.file("www") }
    private var stopped = false

    public init() throws {
        folder = TemporaryDirectory("adder-ttrss")
        let output = try Self.run(["start", folder.url.path])
        guard let url = URL(string: output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure(description: "ttrss-server printed no URL: \(output)")
        }
        self.url = url
    }

    deinit { stop() }

    /// Subscribes the user to `feedURL` (in `category`, "" for none) with `count` unread articles
    /// numbered from `first`, guid and link "\(feedURL)#item-N" (see the script).
    public func seed(feed feedURL: String, category: String = "", count: Int, first: Int = 1) throws {
        _ = try Self.run(["seed", folder.url.path, feedURL, category, String(count), String(first)])
    }

    /// Lets this tt-rss fetch feeds from 127.0.0.1 on any port, as it would a feed on the web: its
    /// copy of urlhelper.php refuses loopback and ports other than 80 and 443, and drops the port.
    public func allowLoopbackFeeds() throws {
        let helper = webFolder.appendingPathComponent("classes/urlhelper.php")
        var code = try String(contentsOf: helper, encoding: .utf8)
        for (old, new) in [
            (#"$tmp = $parts['scheme'] . "://" . $parts['host'];"#,
             #"$tmp = $parts['scheme'] . "://" . $parts['host'] . (isset($parts['port']) ? ":" . $parts['port'] : "");"#),
            ("if ($extended_filtering) {", "if (false) {"),
            (#"strpos($ip_addr, "127.") === 0"#, "false"),
            (#"strpos($fetch_effective_ip_addr, "127.") === 0"#, "false"),
        ] {
            guard code.contains(old) else { throw Failure(description: "urlhelper.php has no `\(old)` to patch") }
            code = code.replacingOccurrences(of: old, with: new)
        }
        try code.write(to: helper, atomically: true, encoding: .utf8)
    }

    /// Runs SQL on tt-rss's database; returns what psql printed (`-A -t`: values only, `|` between).
    @discardableResult
    public func sql(_ statements: String) throws -> String {
        try Self.run(["sql", folder.url.path], input: statements)
    }

    /// The tt-rss ids (ttrss_entries.id) of the articles matching a WHERE clause on
    /// ttrss_user_entries `u` and ttrss_entries `e`, ascending.
    public func ids(where condition: String) throws -> [Int64] {
        try sql("\\pset tuples_only on\n\\pset format unaligned\nSELECT e.id FROM ttrss_entries e JOIN ttrss_user_entries u ON u.ref_id = e.id WHERE \(condition) ORDER BY e.id;")
            .split(separator: "\n").compactMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Stops the web server and PostgreSQL; calling it again does nothing.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? Self.run(["stop", folder.url.path])
    }

    private static func run(_ arguments: [String], input: String = "") throws -> String {
        do {
            return try ScriptRun.run(script, arguments, input: input)
        } catch let failure as ScriptRun.Failure {
            throw Failure(description: failure.description)
        }
    }
}
