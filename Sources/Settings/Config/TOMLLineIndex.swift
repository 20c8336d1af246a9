import Basics
import Foundation

/// Where each table and key of a TOML text starts, by line: TOMLKit gives values but no
/// positions, and a problem must name its line. Reads `[table]`, `[table.sub]` headers and
/// `key = …` / `a.b = …` lines with bare or quoted keys; skips comments and the inside of
/// multi-line strings and arrays.
struct TOMLLineIndex {
    private var lines: [[String]: Int] = [:]

    init(_ text: String) {
        var table: [String] = []
        var insideMultilineString: String?
        var openBrackets = 0
        var arrayTableCounts: [[String]: Int] = [:]
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = String(raw).trimmedWhitespace
            if let delimiter = insideMultilineString {
                if line.contains(delimiter) { insideMultilineString = nil }
                continue
            }
            if openBrackets > 0 {
                openBrackets += Self.bracketBalance(line)
                continue
            }
            if line.hasPrefix("[") {
                let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.keyPath(String(inner))
                if lines[table] == nil { lines[table] = number }
                if line.hasPrefix("[[") {
                    // An array of tables: each `[[a.b]]` is element N of a.b, ["a", "b", "N"].
                    let index = arrayTableCounts[table, default: 0]
                    arrayTableCounts[table] = index + 1
                    table.append(String(index))
                    lines[table] = number
                }
                continue
            }
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
            let path = table + Self.keyPath(String(line[..<equals]))
            if lines[path] == nil { lines[path] = number }
            let value = String(line[line.index(after: equals)...]).trimmedWhitespace
            for delimiter in ["\"\"\"", "'''"] where value.hasPrefix(delimiter) && !value.dropFirst(3).contains(delimiter) {
                insideMultilineString = delimiter
            }
            if value.hasPrefix("[") { openBrackets = max(0, Self.bracketBalance(value)) }
        }
    }

    /// The line of a key (`["news", "timeout"]`) or table, else of the nearest enclosing table
    /// that has one; 0 when none does.
    func line(of path: [String]) -> Int {
        var path = path
        while !path.isEmpty {
            if let number = lines[path] { return number }
            path.removeLast()
        }
        return 0
    }

    /// `a.b`, `"a b".c` → ["a", "b"], ["a b", "c"].
    private static func keyPath(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current.trimmedWhitespace)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmedWhitespace)
        return parts
    }

    /// Opening minus closing brackets outside strings and comments.
    private static func bracketBalance<S: StringProtocol>(_ text: S) -> Int {
        var balance = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                break
            } else if character == "[" {
                balance += 1
            } else if character == "]" {
                balance -= 1
            }
        }
        return balance
    }
}
