import Foundation

/// A feed service the news side syncs with instead of fetching feeds itself (config.toml's
/// `[news] source` with `[news.ttrss]` or `[news.fever]`). The password is never stored: it is
/// the first line of what `passwordCommand` prints, read at each sync.
public struct FeedServiceAccount: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Tiny Tiny RSS's JSON API.
        case ttrss
        /// The Fever API (FreshRSS, Miniflux, yarr, tt-rss's plugin, Coldsweat).
        case fever
    }

    public var kind: Kind
    public var url: URL
    public var login: String
    /// Run by /bin/sh; its first line of output is the password.
    public var passwordCommand: String
    /// Pages of older articles each sync asks for (tt-rss's `history-pages`); nil: the default.
    public var historyPages: Int?

    public init(kind: Kind, url: URL, login: String, passwordCommand: String, historyPages: Int? = nil) {
        self.kind = kind
        self.url = url
        self.login = login
        self.passwordCommand = passwordCommand
        self.historyPages = historyPages
    }
}
