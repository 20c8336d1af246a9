import Foundation

/// Where a key is set in a TOML text, for messages: TOMLKit reports lines for syntax errors
/// only, so the lines of the values it read are found by scanning the text.
enum TOMLKeyLines {
    /// The 1-based line that sets `key` in the table `table` (nil for the top level): `key = …`
    /// under `[table]`, `table.key = …` above any header, or a `[table.key]` header.
    static func line(of key: String, in table: String?, text: String) -> Int? {
        var current: String?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("[") {
                let header = line.dropFirst().prefix { $0 != "]" }.trimmingCharacters(in: .whitespacesAndNewlines)
                if let table, header == "\(table).\(key)" { return offset + 1 }
                current = header
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = unquoted(line[..<equals].trimmingCharacters(in: .whitespacesAndNewlines))
            if current == table && name == key { return offset + 1 }
            if current == nil, let table, name == "\(table).\(key)" { return offset + 1 }
        }
        return nil
    }

    private static func unquoted(_ name: String) -> String {
        name.count >= 2 && name.first == "\"" && name.last == "\"" ? String(name.dropFirst().dropLast()) : name
    }
}
