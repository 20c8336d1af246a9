import Entities
import Foundation

/// What the feeds file can hold. It is newsboat's urls format: one feed a line, the URL, then
/// tags, then `"~Title"`, double-quoted with `\"` and `\\` when needed (newsboat's manual, "Using
/// Double Quotes"); no escape stands for a line break, and newsboat runs `exec:` lines. So a URL,
/// tag or title from outside is checked before it is written, and what cannot be written
/// as the same single line is refused instead of changed.
enum SubscriptionText {
    /// Why `subscription` cannot be written to the feeds file as it is, or nil when it can.
    /// (`Subscription.isFetchable` is checked first, for its own message.)
    static func problem(with subscription: Subscription) -> String? {
        if let problem = problem(url: subscription.url) { return problem }
        for tag in subscription.tags {
            if let problem = problem(tag: tag) { return problem }
        }
        return subscription.title.flatMap(problem(title:))
    }

    static func problem(url: String) -> String? {
        guard url.unicodeScalars.contains(where: { isControl($0) || $0.properties.isWhitespace || $0 == "\"" || $0 == "\\" })
        else { return nil }
        return "\(quoted(url)) cannot be a feed's URL: a URL holds no spaces, line breaks, control characters, quotes or backslashes"
    }

    /// Why a URL read from the feeds file is no feed's: it holds a control character (a NUL,
    /// a lone CR, an escape), which no URL has; nil when it holds none.
    static func controlProblem(url: String) -> String? {
        guard let control = url.unicodeScalars.first(where: isControl) else { return nil }
        let code = "U+" + String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)
        return "\(quoted(url)) holds the control character \(code), which no URL holds"
    }

    static func problem(tag: String) -> String? {
        guard tag.isEmpty || tag.hasPrefix("~") || tag.hasPrefix("!") || ReloadToken.isReloadToken(tag)
                || tag.unicodeScalars.contains(where: isLineBreakOrControl) else {
            return nil
        }
        return "the tag \(quoted(tag)) cannot be written to the feeds file: a tag is text on one line, without control "
            + "characters, not starting with ~, ! or reload: (a feed's reload interval)"
    }

    static func problem(title: String) -> String? {
        guard title.isEmpty || title.unicodeScalars.contains(where: isLineBreakOrControl) else { return nil }
        return "the title \(quoted(title)) cannot be written to the feeds file: a title is text on one line, without control characters"
    }

    /// A name from outside (an OPML title or folder) as one line: runs of whitespace, line breaks
    /// included, become one space; other control characters go.
    static func oneLine(_ text: String) -> String {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.isWhitespace || !isControl($0) }))
        return kept.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `text` in quotes for a message, its middle cut when it is long (a 200 KB line is not
    /// repeated whole), so the sentence stays one readable line.
    static func quoted(_ text: String) -> String {
        "“\(shortened(text))”"
    }

    /// `text`, or its start and end around "…" with its length when it is longer than `limit` characters.
    static func shortened(_ text: String, limit: Int = 100) -> String {
        guard text.count > limit else { return text }
        return "\(text.prefix(limit / 2))…\(text.suffix(limit / 2)) (\(text.utf8.count) bytes)"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
