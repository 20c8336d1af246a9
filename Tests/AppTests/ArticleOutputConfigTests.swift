@testable import App
@testable import Settings
import Terminal
import Testing

@Suite("config.toml: save-folder, pipe-shell, hyperlinks, enclosure-command")
struct ArticleOutputConfigTests {
    private func parse(_ text: String) -> ConfigParser.Result {
        ConfigParser.parse(text, file: "/home/me/.config/adder/config.toml")
    }

    @Test("each setting is read")
    func read() {
        let result = parse("""
            [news]
            save-folder = "~/Documents/news"
            pipe-shell = ["/bin/sh", "-c"]
            hyperlinks = false
            enclosure-command = ["mpv", "--no-video", "{url}"]
            """)
        #expect(result.problems == [])
        let output = result.config.news.output
        #expect(output.saveFolder == "~/Documents/news")
        #expect(output.pipeShell == ["/bin/sh", "-c"])
        #expect(output.hyperlinks == .off)
        #expect(output.enclosureCommand == ["mpv", "--no-video", "{url}"])
        #expect(parse("[news]\nsave-path = \"~/saved\"").config.news.output.saveFolder == "~/saved", "newsboat's name")
        #expect(parse("[news]\nhyperlinks = true").config.news.output.hyperlinks == .on)
        #expect(parse("[news]\nhyperlinks = \"auto\"").config.news.output.hyperlinks == .auto)
    }

    @Test("a wrong value is one sentence with its line and keeps the default")
    func wrongValues() {
        let result = parse("""
            [news]
            save-folder = ""
            pipe-shell = "/bin/sh -c"
            hyperlinks = "yes"
            enclosure-command = []
            """)
        #expect(result.problems.map(\.line) == [2, 3, 4, 5])
        #expect(result.problems.map(\.reason) == [
            "save-folder must name a folder (\"~\" is the home folder), not an empty string",
            "pipe-shell must be a list of words like [\"/bin/sh\", \"-c\"], not “/bin/sh -c”",
            "hyperlinks must be true, false or \"auto\", not “yes”",
            "enclosure-command must start with a program's name, like [\"mpv\", \"{url}\"]",
        ])
        #expect(result.config == Config())
    }

    @Test("the default file shows the settings and reads back as the defaults")
    func template() {
        let text = ConfigTemplate.text()
        #expect(text.contains("save-folder = \"~\"\n"))
        #expect(text.contains("pipe-shell = []\n"))
        #expect(text.contains("hyperlinks = \"auto\"\n"))
        #expect(text.contains("enclosure-command = [\"xdg-open\", \"{url}\"]\n"))
        #expect(parse(text).problems == [])
        #expect(parse(text).config.news == Config().news)
    }

    @Test("auto turns links on only where the terminal is known to show them")
    func auto() {
        let auto = HyperlinkSetting.auto
        #expect(!auto.isOn(environment: ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a", "TMUX": "/tmp/x"]))
        #expect(auto.isOn(environment: ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4", "TMUX": "/tmp/x"]))
        #expect(auto.isOn(environment: ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "next-3.5"]) == false)
        #expect(!auto.isOn(environment: ["TERM": "screen-256color", "STY": "1.pts"]))
        #expect(auto.isOn(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"]))
        #expect(!auto.isOn(environment: ["TERM": "xterm-256color", "VTE_VERSION": "4800"]))
        #expect(auto.isOn(environment: ["TERM": "xterm-kitty"]))
        #expect(auto.isOn(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]))
        #expect(!auto.isOn(environment: ["TERM": "xterm-256color"]))
        #expect(!auto.isOn(environment: ["TERM": "linux"]))
        #expect(HyperlinkSetting.on.isOn(environment: [:]))
        #expect(!HyperlinkSetting.off.isOn(environment: ["TERM": "xterm-kitty"]))
    }
}
