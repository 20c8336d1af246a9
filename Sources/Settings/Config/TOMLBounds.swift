import Foundation

/// Limits on TOML text before it reaches TOMLKit's parser (toml++), which recurses once per
/// part of a dotted key: a header of 130,000 dotted parts (a 260 KB
/// config.toml) overflowed the stack and crashed every command that reads the config, and the
/// TUI at start from a theme. Config files and themes are small and shallow, so the limits sit
/// far inside what toml++ survives (measured in BENCHMARKS.md, "TOML bounds") and far above
/// what a real file needs.
enum TOMLBounds {
    /// Bytes in one file.
    static let maximumBytes = 1_000_000
    /// Dots outside strings and comments on one line: the parts of a dotted key, less one
    /// (a TOML key cannot span lines).
    static let maximumDotsInALine = 64
    /// Arrays and inline tables inside each other.
    static let maximumNesting = 32
    /// Keys given a value (`=` outside strings and comments): a config or theme has a few hundred.
    static let maximumKeys = 5_000

    /// The sentence's end when the file at `path` is larger than Adder reads (checked before it is
    /// read, so a huge file is not loaded into memory), else nil.
    static func sizeProblem(ofFileAt path: String) -> String? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
              size > maximumBytes else { return nil }
        return tooLarge(size)
    }

    private static func tooLarge(_ size: Int) -> String {
        "the file is \(size) bytes, more than the \(maximumBytes) Adder reads"
    }

    /// The first limit `text` goes over, as a line (0 for the whole file) and the end of a
    /// sentence, or nil when it is within them all.
    static func problem(in text: String) -> (line: Int, reason: String)? {
        let size = text.utf8.count
        guard size <= maximumBytes else {
            return (0, tooLarge(size))
        }
        var line = 1, dotsInLine = 0, depth = 0, keys = 0
        let bytes = Array(text.utf8)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // toml++ skips a byte order mark
        var atLineStart = true
        var open: [UInt8] = []  // the brackets not closed yet, innermost last
        while index < bytes.count {
            let byte = bytes[index]
            if atLineStart, depth == 0, byte == UInt8(ascii: "["), !startsKey(bytes, afterHeaderOpening: index) {
                return (line, "a table header must start with a key name, as in [news]")
            }
            if byte != 0x20 && byte != 0x09 { atLineStart = byte == UInt8(ascii: "\n") }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                dotsInLine = 0
            case UInt8(ascii: "#"):
                while index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let tripled = index + 2 < bytes.count && bytes[index + 1] == byte && bytes[index + 2] == byte
                index = endOfString(bytes, from: index + (tripled ? 3 : 1), quote: byte, tripled: tripled, line: &line)
            case UInt8(ascii: "."):
                dotsInLine += 1
                if dotsInLine > maximumDotsInALine {
                    return (line, "a key has more than the \(maximumDotsInALine + 1) dotted parts Adder reads")
                }
            case UInt8(ascii: "="):
                keys += 1
                if keys > maximumKeys {
                    return (line, "the file sets more than the \(maximumKeys) keys Adder reads")
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumNesting {
                    return (line, "lists and tables are nested more than \(maximumNesting) deep, deeper than Adder reads")
                }
                open.append(byte)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                // toml++ aborts on an assertion at `[}` and `[1,}` (found by Scripts/fuzz).
                if let opening = open.popLast(), (opening == UInt8(ascii: "[")) != (byte == UInt8(ascii: "]")) {
                    return (line, "a list opened with [ is closed with }, or a table opened with { with ]")
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether the table header opening at `start` (`[` or `[[`) goes on with a key: toml++
    /// aborts on an assertion when it does not (`[`, `[.a]`: found by Scripts/fuzz).
    private static func startsKey(_ bytes: [UInt8], afterHeaderOpening start: Int) -> Bool {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") { index += 1 }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        return (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(byte)
    }

    /// The index of the quote closing the string whose text starts at `start` (of its last quote
    /// when tripled), counting the lines a multi-line string spans; a one-line string ends at
    /// its line's end at the latest (toml++ reports the error).
    private static func endOfString(_ bytes: [UInt8], from start: Int, quote: UInt8, tripled: Bool, line: inout Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
                    guard tripled else { return index }
                    line += 1
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\n") {
                guard tripled else { return index - 1 }
                line += 1
            }
            if byte == quote {
                guard tripled else { return index }
                if index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote { return index + 2 }
            }
            index += 1
        }
        return index
    }
}
