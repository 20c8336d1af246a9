@testable import Settings
import App
import Entities
import Foundation
import Testing

/// `[news] source` with `[news.ttrss]` / `[news.fever]`: read, checked by line, passed to the refresh.
@Suite("config.toml: the news source")
struct ConfigNewsSourceTests {
    private func parse(_ text: String) -> ConfigParser.Result {
        ConfigParser.parse(text, file: "config.toml")
    }

    @Test("a complete [news.ttrss] with source = \"ttrss\" reaches the refresh's settings")
    func ttrss() {
        let result = parse("""
            [news]
            source = "ttrss"
            [news.ttrss]
            url = "http://127.0.0.1:8080/"
            login = "admin"
            password-command = "pass show ttrss"
            """)
        #expect(result.problems.isEmpty)
        #expect(result.config.news.settings.service == FeedServiceAccount(
            kind: .ttrss, url: URL(string: "http://127.0.0.1:8080/")!, login: "admin", passwordCommand: "pass show ttrss"))
    }

    @Test("\"local\" (the default) fetches the feeds itself, even with a service's table written")
    func local() {
        #expect(parse("").config.news.settings.service == nil)
        let result = parse("[news]\nsource = \"local\"\n[news.fever]\nurl = \"https://x.example/fever/\"\nlogin = \"me\"\npassword-command = \"echo pw\"\n")
        #expect(result.problems.isEmpty)
        #expect(result.config.news.settings.service == nil)
    }

    @Test("an unknown source, a missing table, a missing key and a bad URL are problems with their lines; nothing syncs")
    func problems() {
        #expect(parse("[news]\nsource = \"newsblur\"\n").problems.map(\.description)
                == ["config.toml, line 2: source must be \"local\", \"ttrss\" or \"fever\", not “newsblur”."])
        let missingTable = parse("[news]\nsource = \"fever\"\n")
        #expect(missingTable.problems.map(\.line) == [2])
        #expect(missingTable.config.news.service == nil)
        let incomplete = parse("[news]\nsource = \"ttrss\"\n[news.ttrss]\nurl = \"ftp://x.example/\"\nlogin = \"admin\"\n")
        #expect(incomplete.problems.map(\.description) == [
            "config.toml, line 3: [news.ttrss] needs password-command; Adder syncs with it once it has url, login and password-command.",
            "config.toml, line 4: url in [news.ttrss] must be an http:// or https:// address, not “ftp://x.example/”.",
        ])
        #expect(incomplete.config.news.service == nil)
    }

    @Test("history-pages bounds how many pages of older tt-rss articles a sync asks for; a bad one is said with its line")
    func historyPages() {
        let text = "[news]\nsource = \"ttrss\"\n[news.ttrss]\nurl = \"http://x.example/\"\nlogin = \"a\"\npassword-command = \"echo pw\"\n"
        let zero = parse(text + "history-pages = 0\n")
        #expect(zero.problems.isEmpty)
        #expect(zero.config.news.settings.service?.historyPages == 0)
        #expect(parse(text).config.news.settings.service?.historyPages == nil, "unset: the sync's default")
        let negative = parse(text + "history-pages = -3\n")
        #expect(negative.problems.map(\.description) == [
            "config.toml, line 7: history-pages in [news.ttrss] must be a whole number of pages (200 older articles each) from 0 to 1000000, not -3.",
        ])
        #expect(negative.config.news.settings.service?.historyPages == nil)
        #expect(parse("[news]\nsource = \"fever\"\n[news.fever]\nurl = \"http://x.example/\"\nlogin = \"a\"\npassword-command = \"echo pw\"\nhistory-pages = 3\n")
            .problems.map(\.line) == [7], "Fever has no history pages")
    }
}
