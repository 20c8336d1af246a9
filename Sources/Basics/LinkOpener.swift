import Foundation

/// Opens an article's link outside Adder.
public protocol LinkOpening {
    func open(_ link: String) throws(LinkOpeningError)
}

/// Why a link was not opened: one sentence.
public struct LinkOpeningError: Error, Hashable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// config.toml's `browser`, else `$BROWSER` (its words split on spaces, no shell), else `xdg-open`, with the link as one more
/// argument, run while the TUI is suspended (a terminal browser needs the terminal). Only
/// http, https and mailto links are opened: a feed cannot make Adder run `file:` or `javascript:`.
public struct BrowserLinkOpener: LinkOpening {
    public let command: [String]
    private let suspend: (() -> Void) -> Void

    /// `browser`: the configured command; empty: `$BROWSER` from `environment`, else xdg-open.
    public init(browser: String = "", environment: [String: String], suspend: @escaping (() -> Void) -> Void) {
        let configured = browser.split(separator: " ").map(String.init)
        let words = configured.isEmpty ? (environment["BROWSER"] ?? "").split(separator: " ").map(String.init) : configured
        command = words.isEmpty ? ["xdg-open"] : words
        self.suspend = suspend
    }

    /// Whether Adder will open a link of this kind.
    public static func isOpenable(_ link: String) -> Bool {
        guard let scheme = URL(string: link)?.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto"].contains(scheme)
    }

    public func open(_ link: String) throws(LinkOpeningError) {
        guard Self.isOpenable(link) else {
            throw LinkOpeningError("Only http, https and mailto links are opened; this one is not.")
        }
        var ending = ForegroundProcess.Ending.exited(-1)
        suspend { ending = ForegroundProcess.run(command + [link]) }
        switch ending {
        case .exited(0): return
        case .couldNotStart(let reason):
            throw LinkOpeningError("“\(command[0])” could not be started (\(reason)); set $BROWSER to your browser.")
        case .exited(let status):
            throw LinkOpeningError("“\(command[0])” exited with status \(status).")
        case .killed(let signal):
            throw LinkOpeningError("“\(command[0])” was killed by signal \(signal).")
        }
    }
}

/// Puts text on the user's clipboard.
public protocol Clipboard {
    func copy(_ text: String)
}
