import Foundation
import Terminal

/// The complete config.toml with every setting at its default and every action with its default
/// keys, commented: what `adder config --default` prints. Parsing it back gives `Config()`.
public enum ConfigTemplate {
    public static func text(defaults config: Config = Config(), keymap: Keymap = .standard) -> String {
        var lines = header + settings(config) + keyIntroduction
        var perPane: [KeyContext: [String]] = [:]
        for action in Action.allCases {
            let rows = keymap.bindings.filter { $0.action == action }
            guard let first = rows.first else { continue }
            let panes = rows.flatMap(\.contexts).map(\.configName).joined(separator: ", ")
            if rows.allSatisfy({ $0.keys == first.keys }) {
                lines += ["# \(first.help) (\(panes))", "\(action.configName) = \(list(first.keys))"]
            } else {
                for row in rows {
                    for context in row.contexts {
                        perPane[context, default: []] += ["# \(row.help)", "\(action.configName) = \(list(row.keys))"]
                    }
                }
            }
        }
        for context in KeyContext.allCases {
            guard let entries = perPane[context] else { continue }
            lines += ["", "# Keys that differ from pane to pane: here, \(context.title.lowercased()).",
                      "[keys.\(context.configName)]"] + entries
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let header = [
        "# Adder's settings: config.toml in $XDG_CONFIG_HOME/adder (~/.config/adder), or in $ADDER_HOME.",
        "# Every setting shows its default; keep only the lines you change. `adder config --check` says",
        "# what is wrong with the file, by line; Adder starts with the defaults for what is wrong.",
        "",
    ]

    private static func settings(_ config: Config) -> [String] {
        [
            "# The colour theme: a file NAME.toml in the themes folder (see `adder themes`).",
            "theme = \(quoted(config.theme))",
            "",
            "# From this terminal width on, two panes show side by side (at least \(Config.smallestSplitWidth)).",
            "split-width = \(config.splitWidth)",
            "",
            "# Clicks select and focus, a double click opens, the wheel scrolls; false leaves the mouse",
            "# to the terminal (its own selection, without Shift).",
            "mouse = \(config.mouse)",
            "",
            "# Keys brought from another program, applied before [keys]: \"newsboat\" (the News tab),",
            "# \"taskwarrior-tui\" (the To-dos tab), both as a list, or \"adder\" (Adder's own).",
            "keymap = \(config.keymapPresets.isEmpty ? "\"adder\"" : "[" + config.keymapPresets.map { quoted($0.configName) }.joined(separator: ", ") + "]")",
            "",
            "[news]",
            "# Feeds fetched at the same time (\(NewsConfig.parallelismRange.lowerBound) to \(NewsConfig.parallelismRange.upperBound)).",
            "parallelism = \(config.news.parallelism)",
            "# The longest one feed's fetch may take, in seconds.",
            "timeout = \(number(config.news.timeoutSeconds))",
            "# The command that opens links (o); empty: $BROWSER, else xdg-open.",
            "browser = \(quoted(config.news.browser))",
            "# Articles kept per feed; older ones go, but never unread or starred ones.",
            "articles-kept-per-feed = \(config.news.articlesKeptPerFeed)",
            "# The newest items read from one fetch of a feed (at most unread-kept-per-feed).",
            "items-per-fetch = \(config.news.itemsPerFetch)",
            "# Unread articles kept per feed; the oldest beyond go, never starred ones.",
            "unread-kept-per-feed = \(config.news.unreadKeptPerFeed)",
            "# Minutes from a feed's last fetch to its next automatic one while Adder runs (and for",
            "# `adder news refresh --due`); a feed's reload:30m in the feeds file overrides it, and a",
            "# server's Retry-After, max-age or the feed's ttl can only make it later. 0: only when asked (R),",
            "# but a feed never fetched (added while Adder was not running) is fetched at start.",
            "auto-refresh = \(config.news.autoRefreshMinutes)",
            "# false: the feeds pane starts without the feeds that have nothing unread (a key toggles it).",
            "show-read-feeds = \(config.news.readVisibility.showsReadFeeds)",
            "# false: a feed's article list starts with its unread articles only (a key toggles it).",
            "show-read-articles = \(config.news.readVisibility.showsReadArticles)",
            "# The killfile (newsboat's ignore-article): articles a rule's filter selects are never stored",
            "# (\"download\") or stored but not shown (\"display\"); `adder news ignored` lists what was dropped.",
            "ignore-mode = \(quoted(config.news.ignoreOnlyInDisplay ? "display" : "download"))",
            "# One table per rule; feed is \"*\" (every feed) or a feed's URL:",
            "# [[news.ignore]]",
            "# feed = \"*\"",
            "# filter = 'title =~ \"sponsored\"'",
        ] + outputSettings(config.news.output) + [
            "# Where articles come from: \"local\" (the feeds file's feeds, fetched by Adder), or a feed",
            "# service that keeps read and starred state across machines: \"ttrss\" (Tiny Tiny RSS) or \"fever\"",
            "# (FreshRSS, Miniflux, yarr…). password-command's first line of output is the password; it is",
            "# never stored. With a service, `adder news refresh` and the automatic refresh sync with it.",
            "source = \"local\"",
            "# [news.ttrss]",
            "# url = \"https://rss.example.org/tt-rss/\"",
            "# login = \"admin\"",
            "# password-command = \"pass show ttrss\"",
            "# history-pages = 25   # pages of 200 older articles each sync brings after the newest (0: none)",
            "# [news.fever]",
            "# url = \"https://rss.example.org/api/fever.php\"",
            "# login = \"me@example.org\"",
            "# password-command = \"pass show fever\"",
            "",
        ] + TodoViewConfig.template
    }

    private static func outputSettings(_ output: ArticleOutputSettings) -> [String] {
        func words(_ command: [String]) -> String { "[" + command.map(quoted).joined(separator: ", ") + "]" }
        return [
            "# The folder S offers to save articles in (~ is your home folder; newsboat's save-path works",
            "# too). Unset: the ADDER_HOME folder when ADDER_HOME is set, else ~.",
            output.saveFolder.map { "save-folder = \(quoted($0))" } ?? "# save-folder = \"~\"",
            "# A shell for | to run its command with, e.g. [\"/bin/sh\", \"-c\"]; empty: no shell, the",
            "# command is split into words (quotes and \\ work as in a shell) and run as it is.",
            "pipe-shell = \(words(output.pipeShell))",
            "# Clickable links in the reader (OSC 8): true, false, or \"auto\" (when the terminal is known to show them).",
            "hyperlinks = \(output.hyperlinks.toml)",
            "# What e runs for each attachment (podcast, video) of an article; {url} is its http(s) address. No shell.",
            "enclosure-command = \(words(output.enclosureCommand))",
        ]
    }

    private static let keyIntroduction = [
        "# Keys: [keys] gives an action its keys in every pane where it works; a [keys.PANE] table, in",
        "# one pane only. A key or a list of keys; \"none\" unbinds. Keys are written as `adder snapshot",
        "# --keys` reads them: a character, or <Enter> <Esc> <Tab> <S-Tab> <BS> <Del> <Ins> <Up> <Down>",
        "# <Left> <Right> <Home> <End> <PgUp> <PgDn> <Space> <lt> <C-x> <F1>..<F12>. Two actions of",
        "# one pane cannot share a key. The panes:",
        "#   \(KeyContext.allCases.map(\.configName).joined(separator: ", ")).",
        "[keys]",
    ]

    private static func list(_ keys: [Key]) -> String {
        keys.isEmpty ? "\"none\"" : "[" + keys.map { quoted($0.notation) }.joined(separator: ", ") + "]"
    }

    /// A TOML basic string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
