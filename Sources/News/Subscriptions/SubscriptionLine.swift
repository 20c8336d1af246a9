import Entities
import Foundation

/// One line of the feeds file as written, and what it means.
struct SubscriptionLine: Sendable, Hashable {
    /// The line's exact text (without its newline), so an untouched line is written back as it was.
    var text: String
    /// nil for comments, blank lines, query feeds and lines Adder keeps but ignores (`!` hidden
    /// feeds, `exec:`, `filter:`).
    var subscription: Subscription?
    /// A `"query:Title:EXPRESSION" tag…` line's query feed (see `QueryLine`).
    var query: QueryFeed?

    /// Reads one line; `number` is 1-based, for the error.
    init(parsing text: String, number: Int) throws(SubscriptionError) {
        self.text = text
        // Only the start matters below; Foundation's trimming was a tenth of `feeds list` at 500 feeds.
        let trimmed = text.drop(while: \.isWhitespace)
        if trimmed.isEmpty || trimmed.hasPrefix("#") || (Self.isKeptVerbatim(trimmed) && !trimmed.hasPrefix(QueryLine.prefix)) {
            subscription = nil
            return
        }
        guard let located = NewsboatTokens.locatedSplit(text) else {
            throw SubscriptionError(.badLine(line: number), "line \(number): a quote is not closed")
        }
        let tokens = located.map(\.text)
        let url = tokens[0]
        if url.hasPrefix(QueryLine.prefix) {
            query = try QueryLine.read(located, number: number)
            return
        }
        if Self.isKeptVerbatim(url) {  // newsboat writes `"query:Name:expression"` quoted
            subscription = nil
            return
        }
        guard Subscription.isFetchable(url) else {
            throw SubscriptionError(.badLine(line: number), "line \(number): \(SubscriptionText.quoted(url)) is not an http or https URL")
        }
        // SQLite would keep such a URL only up to a NUL, as another feed's (issue 33, item 5).
        if let problem = SubscriptionText.controlProblem(url: url) {
            throw SubscriptionError(.badLine(line: number), "line \(number): \(problem)")
        }
        var tags: [String] = []
        var title: String?
        var reload: TimeInterval?
        for token in tokens.dropFirst() {
            if token.hasPrefix("~") {
                title = String(token.dropFirst())
            } else if ReloadToken.isReloadToken(token) {
                guard let interval = ReloadToken.interval(token) else {
                    throw SubscriptionError(.badLine(line: number), ReloadToken.problem(token, line: number))
                }
                reload = interval
            } else {
                tags.append(token)
            }
        }
        subscription = Subscription(url: url, tags: tags, title: title, reloadInterval: reload)
    }

    /// A new line for a query feed, quoted as newsboat writes it.
    init(_ query: QueryFeed) {
        text = QueryLine.text(of: query)
        self.query = query
    }

    /// A line that could not be read, kept as it was: it means no feed.
    init(unreadable text: String) {
        self.text = text
        subscription = nil
    }

    /// A new line for `subscription`, in the form newsboat writes.
    init(_ subscription: Subscription) {
        var tokens = [subscription.url] + subscription.tags.map(NewsboatTokens.quotedIfNeeded)
        if let reload = subscription.reloadInterval { tokens.append(ReloadToken.token(reload)) }
        if let title = subscription.title { tokens.append(NewsboatTokens.quoted("~" + title)) }
        text = tokens.joined(separator: " ")
        self.subscription = subscription
    }

    private static func isKeptVerbatim(_ line: some StringProtocol) -> Bool {
        let start = line.prefix(7).lowercased()
        return line.hasPrefix("!") || ["query:", "exec:", "filter:"].contains { start.hasPrefix($0) }
    }
}

/// newsboat's tokens: separated by whitespace; a double-quoted token may hold spaces, and `\"`
/// and `\\` inside quotes stand for `"` and `\`; an unquoted `#` starts a comment.
enum NewsboatTokens {
    /// A token and the 1-based column in the line of each of its characters.
    struct Located {
        var text = ""
        var columns: [Int] = []
    }

    /// nil when a quote is not closed.
    static func split(_ line: String) -> [String]? {
        locatedSplit(line)?.map(\.text)
    }

    /// The tokens with where each character came from, for messages that name a column; nil
    /// when a quote is not closed.
    static func locatedSplit(_ line: String) -> [Located]? {
        var tokens: [Located] = []
        var current = Located()
        var inToken = false
        var inQuotes = false
        var escaping = false
        for (offset, character) in line.enumerated() {
            if inQuotes {
                if escaping {
                    current.append(character, at: offset)  // the backslash's column: where the user sees it start
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    current.append(character, at: offset + 1)
                }
            } else if character == "\"" {
                inQuotes = true
                inToken = true
            } else if character == "#" && !inToken {
                break
            } else if character.isWhitespace {
                if inToken { tokens.append(current) }
                current = Located()
                inToken = false
            } else {
                current.append(character, at: offset + 1)
                inToken = true
            }
        }
        if inQuotes { return nil }
        if inToken { tokens.append(current) }
        return tokens
    }

    static func quotedIfNeeded(_ token: String) -> String {
        let plain = !token.isEmpty && !token.hasPrefix("~") && !token.hasPrefix("!") && !token.hasPrefix("#")
            && !token.contains { $0.isWhitespace || $0 == "\"" || $0 == "\\" }
        return plain ? token : quoted(token)
    }

    static func quoted(_ token: String) -> String {
        "\"" + token.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension NewsboatTokens.Located {
    mutating func append(_ character: Character, at column: Int) {
        text.append(character)
        columns.append(column)
    }
}
