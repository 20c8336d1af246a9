import Foundation
import TOMLKit

/// `[todos.sync]`: the CalDAV server and calendar `adder todo sync` syncs the list with.
public struct TodoSyncConfig: Equatable, Sendable {
    /// A server root (found by discovery) or one calendar's URL; nil: sync is not set up.
    public var url: URL?
    public var username: String?
    /// Run by the shell; the first line of what it prints is the password (never stored).
    public var passwordCommand: String?
    /// The calendar's display name or path; nil: the only to-do calendar there is.
    public var calendar: String?
    /// Seconds between background syncs while the TUI runs; 0: only when asked.
    public var intervalSeconds = 0
    /// A private CA's PEM certificates, as written (`~/certs/my-ca.pem`); trusted besides the system's.
    public var caFile: String?
    /// The line that sets `caFile`, for `adder config --check`'s problem when the file is unusable.
    public var caFileLine = 0

    public init() {}
}

extension ConfigParser {
    mutating func readTodoSync(_ table: TOMLTable) -> TodoSyncConfig {
        var sync = TodoSyncConfig()
        for key in table.keys {
            let value = table[key]!
            let path = ["todos", "sync", key]
            switch key {
            case "url":
                guard let text = string(value, at: path) else { continue }
                guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
                    report(at: path, "url must be an http:// or https:// address such as \"https://dav.example.com/\", not “\(text)”")
                    continue
                }
                sync.url = url
            case "username": sync.username = string(value, at: path)
            case "password-command": sync.passwordCommand = string(value, at: path)
            case "calendar": sync.calendar = string(value, at: path)
            case "ca-file":
                guard let text = string(value, at: path) else { continue }
                guard text.hasPrefix("/") || text.hasPrefix("~/") else {
                    report(at: path, "ca-file must be the full path of a PEM file such as \"~/certs/my-ca.pem\", not “\(text)”")
                    continue
                }
                sync.caFile = text
                sync.caFileLine = lines.line(of: path)
            case "interval":
                guard let text = string(value, at: path) else { continue }
                guard let seconds = Self.interval(text) else {
                    report(at: path, "interval must be a time such as \"15m\", \"1h\" or \"90s\" (\"0\": only when asked), not “\(text)”")
                    continue
                }
                sync.intervalSeconds = seconds
            default:
                report(at: path, "unknown setting “\(key)” in [todos.sync] (the settings are url, username, password-command, calendar, interval and ca-file)")
            }
        }
        return sync
    }

    /// "15m", "1h", "90s", "0" in seconds; nil for anything else.
    static func interval(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "0" { return 0 }
        guard let unit = trimmed.last, let number = Int(trimmed.dropLast()), (0...100_000).contains(number) else { return nil }
        switch unit {
        case "s": return number
        case "m": return number * 60
        case "h": return number * 3600
        default: return nil
        }
    }
}
