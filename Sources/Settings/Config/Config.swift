import Entities
import Foundation
import News
import Terminal

/// Everything config.toml can set, each with its default. A plain value: `ConfigParser` reads
/// it from TOML, `ConfigTemplate` writes the commented default file, the executable wires each
/// setting to where it is used.
public struct Config: Equatable, Sendable {
    /// The colour theme's name, as the theme loader reads it.
    public var theme = Theme.builtIn.name
    /// The terminal width from which two panes show side by side.
    public var splitWidth = ScreenLimits.defaultSplitWidth
    /// Clicks and the wheel: on unless `mouse = false`.
    public var mouse = true
    public var news = NewsConfig()
    /// `[todos]`: the list's start view and what it hides.
    public var todos = TodoViewConfig()
    /// `[keys]` and `[keys.PANE]`, already checked: every action, key and pane exists, and no
    /// two bindings of a pane share a key.
    public var keyOverrides: [KeyOverride] = []
    /// `keymap`: the key tables brought from other programs, applied before `[keys]`.
    public var keymapPresets: [KeymapPreset] = []

    public init() {}

    /// The key table in force: the standard one with the presets, then the overrides, applied.
    public var keymap: Keymap { Keymap.standard.applying(KeymapPreset.overrides(of: keymapPresets) + keyOverrides) }

    /// The narrowest split width accepted: below it two panes would not fit.
    public static let smallestSplitWidth = ScreenLimits.minimumSize.columns
}

/// `[news]`: fetching, keeping and refreshing feeds.
public struct NewsConfig: Equatable, Sendable {
    /// Feeds fetched at the same time.
    public var parallelism = NewsSettings().parallelism
    /// The longest one feed's fetch may take, in seconds.
    public var timeoutSeconds = 20.0
    /// The command that opens links (its words split on spaces); empty: $BROWSER, else xdg-open.
    public var browser = ""
    /// Articles kept per feed (never dropping unread or starred ones).
    public var articlesKeptPerFeed = NewsSettings().articlesKeptPerFeed
    /// The newest items read from one fetch of a feed.
    public var itemsPerFetch = NewsSettings().itemsPerFetch
    /// Unread articles kept per feed (the oldest beyond go, never starred ones).
    public var unreadKeptPerFeed = NewsSettings().unreadKeptPerFeed
    /// Minutes from a feed's last fetch to its next automatic one (while the TUI runs, and for
    /// `adder news refresh --due`), unless its `reload:` says otherwise; 0: the TUI refreshes only when asked (R),
    /// but fetches the feeds never fetched once the news side is open.
    public var autoRefreshMinutes = 0
    /// newsboat's `show-read-feeds` and `show-read-articles`: what the News tab starts showing.
    public var readVisibility = NewsReadVisibility()
    /// `[[news.ignore]]`: the killfile's rules, each filter already read (newsboat's `ignore-article`).
    public var ignoreRules: [NewsIgnoreRule] = []
    /// `ignore-mode`: true for "display" (hide ignored articles), false for "download" (never store them).
    public var ignoreOnlyInDisplay = false
    /// Saving, piping, hyperlinks and attachments (`ArticleOutputSettings`).
    public var output = ArticleOutputSettings()
    /// `source`: "local" (nil: Adder fetches the feeds file's feeds) or a feed service to sync with,
    /// from `[news.ttrss]` or `[news.fever]`.
    public var service: FeedServiceAccount?

    public init() {}

    /// The settings the news library refreshes with.
    public var settings: NewsSettings {
        var settings = NewsSettings(parallelism: parallelism, timeout: .milliseconds(Int64(timeoutSeconds * 1000)),
                                    articlesKeptPerFeed: articlesKeptPerFeed)
        settings.itemsPerFetch = itemsPerFetch
        settings.unreadKeptPerFeed = unreadKeptPerFeed
        settings.ignore(ignoreRules.map { ($0.feed, $0.filter) }, onlyInDisplay: ignoreOnlyInDisplay)
        settings.reloadInterval = autoRefreshMinutes > 0 ? TimeInterval(autoRefreshMinutes) * 60 : nil
        settings.service = service
        return settings
    }

    /// The largest values accepted (beyond them a typo is likelier than a wish).
    static let parallelismRange = 1...64
    static let timeoutRange = 0.001...3600.0
    static let keptRange = 1...1_000_000
}

/// New keys for an action: in every pane where it is bound (`[keys]`), or in one pane
/// (`[keys.PANE]`). No keys unbinds it (`"none"`).
public struct KeyOverride: Hashable, Sendable {
    public var action: Action
    /// nil: every pane where the action is bound.
    public var context: KeyContext?
    public var keys: [Key]
    /// The line of config.toml that set it (0 when made in code).
    public var line: Int

    public init(action: Action, context: KeyContext? = nil, keys: [Key], line: Int = 0) {
        self.action = action
        self.context = context
        self.keys = keys
        self.line = line
    }
}
