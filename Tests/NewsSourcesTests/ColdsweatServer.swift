import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport

/// Coldsweat (a Fever API server from PyPI) in a temporary folder (Tests/Support/coldsweat-server),
/// subscribed to the feeds of an OPML file, for one test; stopped when released.
final class ColdsweatServer: @unchecked Sendable {
    static let script: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Support/coldsweat-server")

    let url: URL
    let email = "me@example.org"
    let password = "a-long-enough-password"
    private let folder = TemporaryDirectory("adder-coldsweat")

    /// Subscribes to `feeds` (URL, group) and fetches them once.
    init(feeds: [(url: String, group: String)]) throws {
        let outlines = Dictionary(grouping: feeds, by: \.group).map { group, feeds in
            "<outline text=\"\(group)\" title=\"\(group)\">"
                + feeds.map { "<outline type=\"rss\" text=\"f\" xmlUrl=\"\($0.url)\"/>" }.joined() + "</outline>"
        }.joined()
        let opml = folder.file("feeds.opml")
        try "<?xml version=\"1.0\"?><opml version=\"1.0\"><head><title>t</title></head><body>\(outlines)</body></opml>"
            .write(to: opml, atomically: true, encoding: .utf8)
        let output = try ScriptRun.run(Self.script, ["start", folder.file("server").path, email, password, opml.path], timeout: .seconds(300))
        url = URL(string: output.trimmingCharacters(in: .whitespacesAndNewlines))!
    }

    deinit { _ = try? ScriptRun.run(Self.script, ["stop", folder.file("server").path]) }

    /// A Fever call made here, not through Adder: `command` in the query, `form` in the body.
    func call(_ command: String, form: [String: String] = [:], password: String? = nil) async throws -> [String: Any] {
        let key = md5Hex("\(email):\(password ?? self.password)")
        var request = URLRequest(url: URL(string: url.absoluteString + "?api" + (command.isEmpty ? "" : "&" + command))!)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data((["api_key": key].merging(form) { $1 }).map { "\($0.key)=\($0.value)" }.joined(separator: "&").utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The ids in a Fever id list (`unread_item_ids`, `saved_item_ids`).
    func ids(_ list: String) async throws -> Set<Int64> {
        let text = try await call(list)[list] as? String ?? ""
        return Set(text.split(separator: ",").compactMap { Int64($0) })
    }

    private func md5Hex(_ text: String) -> String {
        let output = try? ScriptRun.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                        ["-c", "import hashlib,sys; print(hashlib.md5(sys.argv[1].encode()).hexdigest())", text])
        return output?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
}
