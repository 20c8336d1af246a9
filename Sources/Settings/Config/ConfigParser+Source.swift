import Entities
import Foundation
import TOMLKit

extension ConfigParser {
    /// `[news] source` with its `[news.ttrss]` / `[news.fever]` table: the feed service to sync with,
    /// nil for "local" (the default) or when the table is not complete (each gap reported).
    mutating func readSource(_ news: TOMLTable) -> FeedServiceAccount? {
        var kind: FeedServiceAccount.Kind?
        if let value = news["source"], let name = string(value, at: ["news", "source"]) {
            kind = FeedServiceAccount.Kind(rawValue: name)
            if kind == nil && name != "local" {
                report(at: ["news", "source"], "source must be \"local\", \"ttrss\" or \"fever\", not “\(name)”")
            }
        }
        var accounts: [FeedServiceAccount.Kind: FeedServiceAccount] = [:]
        for candidate in FeedServiceAccount.Kind.allCases {
            guard let value = news[candidate.rawValue], let table = table(value, at: ["news", candidate.rawValue]) else { continue }
            if let account = readAccount(candidate, table) { accounts[candidate] = account }
        }
        guard let kind else { return nil }
        if accounts[kind] == nil && news[kind.rawValue] == nil {
            report(at: ["news", "source"], "source = \"\(kind.rawValue)\" needs a [news.\(kind.rawValue)] table with url, login and "
                + "password-command; the feeds file's feeds are fetched meanwhile")
        }
        return accounts[kind]
    }

    private mutating func readAccount(_ kind: FeedServiceAccount.Kind, _ table: TOMLTable) -> FeedServiceAccount? {
        let section = ["news", kind.rawValue]
        var url: URL?, login: String?, command: String?, historyPages: Int?
        for key in table.keys {
            let path = section + [key]
            let value = table[key]!
            switch key {
            case "url":
                guard let text = string(value, at: path) else { continue }
                if let parsed = URL(string: text), ["http", "https"].contains(parsed.scheme?.lowercased()), parsed.host?.isEmpty == false {
                    url = parsed
                } else {
                    report(at: path, "url in [news.\(kind.rawValue)] must be an http:// or https:// address, not “\(text)”")
                }
            case "login": login = string(value, at: path)
            case "password-command": command = string(value, at: path)
            case "history-pages" where kind == .ttrss:
                if let pages = value.int, (0...1_000_000).contains(pages) {
                    historyPages = pages
                } else {
                    report(at: path, "history-pages in [news.ttrss] must be a whole number of pages (200 older articles each) "
                        + "from 0 to 1000000, not \(Self.describe(value))")
                }
            default:
                let settings = kind == .ttrss ? "url, login, password-command and history-pages" : "url, login and password-command"
                report(at: path, "unknown setting “\(key)” in [news.\(kind.rawValue)] (the settings are \(settings))")
            }
        }
        for key in ["url", "login", "password-command"] {
            if table[key] == nil {
                report(at: section, "[news.\(kind.rawValue)] needs \(key); Adder syncs with it once it has url, login and password-command")
            } else if table[key]?.string?.isEmpty == true {
                report(at: section + [key], "\(key) in [news.\(kind.rawValue)] must not be empty")
            }
        }
        guard let url, let login, !login.isEmpty, let command, !command.isEmpty else { return nil }
        return FeedServiceAccount(kind: kind, url: url, login: login, passwordCommand: command, historyPages: historyPages)
    }
}
