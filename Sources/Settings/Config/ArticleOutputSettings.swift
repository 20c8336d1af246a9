import Terminal

/// `[news]`'s settings for what leaves Adder from the News tab: articles saved to files or piped
/// to a command, links made clickable, attachments handed to a player or downloader.
public struct ArticleOutputSettings: Equatable, Sendable {
    /// Where `S` offers to save an article (`save-folder`, or newsboat's `save-path`): `~` is the
    /// home folder; a relative path is taken from it. nil: the default, `ADDER_HOME` when
    /// everything lives there (nothing lands outside it unasked), else `~`.
    public var saveFolder: String?
    /// A shell to run what `|` is given, as its last argument (`["/bin/sh", "-c"]`); empty: the
    /// command is split into words and run without a shell.
    public var pipeShell: [String] = []
    /// OSC 8 hyperlinks for the reader's links.
    public var hyperlinks = HyperlinkSetting.auto
    /// What `e` runs for each attachment: `{url}` stands for its address (added at the end when
    /// no word holds it). No shell.
    public var enclosureCommand = ["xdg-open", "{url}"]

    public init() {}
}

/// `hyperlinks = true | false | "auto"`.
public enum HyperlinkSetting: String, Equatable, Sendable {
    case on = "true", off = "false", auto

    /// Whether to send OSC 8 links to the terminal `environment` describes.
    public func isOn(environment: [String: String]) -> Bool {
        switch self {
        case .on: true
        case .off: false
        case .auto: Hyperlink.isSupported(environment: environment)
        }
    }

    /// As config.toml writes it.
    var toml: String { self == .auto ? "\"auto\"" : rawValue }
}
