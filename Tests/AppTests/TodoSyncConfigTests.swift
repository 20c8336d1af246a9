@testable import App
@testable import Settings
import Foundation
import Testing

@Suite("[todos.sync] in config.toml")
struct TodoSyncConfigTests {
    private func parse(_ text: String) -> ConfigParser.Result {
        ConfigParser.parse(text, file: "/home/me/.config/adder/config.toml")
    }

    @Test("the settings are read; a wrong value is one sentence naming its line")
    func settings() {
        let good = parse("""
            [todos.sync]
            url = "http://127.0.0.1:5232/"
            username = "alice"
            password-command = "pass show dav"
            calendar = "Adder"
            interval = "15m"
            """)
        #expect(good.problems == [])
        let sync = good.config.todos.sync
        #expect(sync.url?.absoluteString == "http://127.0.0.1:5232/" && sync.username == "alice")
        #expect(sync.passwordCommand == "pass show dav" && sync.calendar == "Adder" && sync.intervalSeconds == 900)
        let bad = parse("[todos.sync]\nurl = \"ftp://x\"\ninterval = \"soon\"\npassword = \"secret\"\n")
        #expect(bad.problems.map(\.description) == [
            "/home/me/.config/adder/config.toml, line 2: url must be an http:// or https:// address such as \"https://dav.example.com/\", not “ftp://x”.",
            "/home/me/.config/adder/config.toml, line 3: interval must be a time such as \"15m\", \"1h\" or \"90s\" (\"0\": only when asked), not “soon”.",
            "/home/me/.config/adder/config.toml, line 4: unknown setting “password” in [todos.sync] (the settings are url, username, password-command, calendar, interval and ca-file).",
        ])
    }

    @Test("ca-file is read as written, with its line; a path that is not full is one sentence")
    func caFile() {
        let good = parse("[todos.sync]\nurl = \"https://dav.example.com/\"\nca-file = \"~/certs/my-ca.pem\"\n")
        #expect(good.problems == [])
        #expect(good.config.todos.sync.caFile == "~/certs/my-ca.pem" && good.config.todos.sync.caFileLine == 3)
        let relative = parse("[todos.sync]\nca-file = \"my-ca.pem\"\n")
        #expect(relative.config.todos.sync.caFile == nil)
        #expect(relative.problems.map(\.description) == [
            "/home/me/.config/adder/config.toml, line 2: ca-file must be the full path of a PEM file such as \"~/certs/my-ca.pem\", not “my-ca.pem”.",
        ])
    }
}
