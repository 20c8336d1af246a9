import Foundation

/// The text layer of RFC 5545: content lines, folding at 75 octets, TEXT escaping.
public enum ICalendarText {
    /// One property: `NAME;PARAM=value:VALUE`, with the line it starts on (1-based).
    public struct ContentLine: Sendable, Hashable {
        /// Upper-cased.
        public var name: String
        /// Parameter names upper-cased; values without their quotes.
        public var parameters: [String: String]
        /// The raw value (TEXT values still escaped).
        public var value: String
        public var line: Int
        /// The whole line as the file held it, unfolded: what an export writes back of a property Adder does not read.
        public var text = ""
    }

    /// A line that is not `NAME[;PARAM=VALUE]:VALUE`.
    public struct Malformed: Error, Sendable, Hashable {
        public let line: Int
        public let reason: String
    }

    /// The unfolded content lines of a file. Lines may end in CRLF or LF; a line starting with a
    /// space or tab continues the one before (the fold is undone on bytes, so a writer that
    /// folded inside a UTF-8 sequence still reads back). Throws on invalid UTF-8 or a bad line.
    public static func contentLines(_ data: Data) throws(Malformed) -> [ContentLine] {
        var logical: [(line: Int, bytes: [UInt8])] = []
        var lineNumber = 0
        for rawLine in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var bytes = Array(rawLine)
            if bytes.last == 0x0D { bytes.removeLast() }
            if let first = bytes.first, first == 0x20 || first == 0x09, !logical.isEmpty {
                logical[logical.count - 1].bytes += bytes.dropFirst()
            } else if !bytes.isEmpty {
                logical.append((lineNumber, bytes))
            }
        }
        var lines: [ContentLine] = []
        lines.reserveCapacity(logical.count)
        for (line, bytes) in logical {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Malformed(line: line, reason: "is not UTF-8 text")
            }
            lines.append(try parse(text, line: line))
        }
        return lines
    }

    /// Splits `NAME;P=V;Q="a:b":VALUE`; a colon inside a quoted parameter value is not the separator.
    static func parse(_ text: String, line: Int) throws(Malformed) -> ContentLine {
        var name = ""
        var parameters: [String: String] = [:]
        var index = text.startIndex
        func readName() -> String {
            let start = index
            while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "-" { index = text.index(after: index) }
            return String(text[start..<index]).uppercased()
        }
        name = readName()
        guard !name.isEmpty else { throw Malformed(line: line, reason: "does not start with a property name") }
        while index < text.endIndex, text[index] == ";" {
            index = text.index(after: index)
            let key = readName()
            guard !key.isEmpty, index < text.endIndex, text[index] == "=" else {
                throw Malformed(line: line, reason: "has a parameter without NAME=VALUE")
            }
            index = text.index(after: index)
            var value = ""
            while index < text.endIndex, text[index] != ";", text[index] != ":" {
                if text[index] == "\"" {
                    guard let close = text[text.index(after: index)...].firstIndex(of: "\"") else {
                        throw Malformed(line: line, reason: "has a parameter value with no closing quote")
                    }
                    value += text[text.index(after: index)..<close]
                    index = text.index(after: close)
                } else {
                    value.append(text[index])
                    index = text.index(after: index)
                }
            }
            parameters[key] = value
        }
        guard index < text.endIndex, text[index] == ":" else {
            throw Malformed(line: line, reason: "has no colon between the property name and its value")
        }
        return ContentLine(name: name, parameters: parameters, value: String(text[text.index(after: index)...]), line: line, text: text)
    }

    /// `text` as a TEXT value: `\` `;` `,` escaped, line breaks as `\n`.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// A TEXT value read back: `\n`/`\N` a line break, `\\` `\;` `\,` the character; any other
    /// backslash is kept as it is (lenient, as readers are).
    public static func unescape(_ value: Substring) -> String {
        var result = ""
        var escaped = false
        for character in value {
            if escaped {
                switch character {
                case "n", "N": result.append("\n")
                case "\\", ";", ",": result.append(character)
                default: result += "\\" + String(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }

    /// A comma list (CATEGORIES): split on the commas that are not escaped, each item unescaped.
    public static func list(_ value: String) -> [String] {
        var items: [String] = []
        var current = Substring()
        var start = value.startIndex
        var index = value.startIndex
        while index < value.endIndex {
            if value[index] == "\\" {
                index = value.index(after: index)
                if index < value.endIndex { index = value.index(after: index) }
                continue
            }
            if value[index] == "," {
                current = value[start..<index]
                items.append(unescape(current))
                start = value.index(after: index)
            }
            index = value.index(after: index)
        }
        items.append(unescape(value[start...]))
        return items
    }

    /// One content line folded at 75 octets (never inside a UTF-8 sequence), each physical line
    /// ending in CRLF; continuation lines start with one space.
    public static func fold(_ line: String) -> String {
        var result: [UInt8] = []
        var width = 0
        let limit = 75
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if width + size > limit {
                result += [0x0D, 0x0A, 0x20]
                width = 1
            }
            result.append(contentsOf: String(scalar).utf8)
            width += size
        }
        result += [0x0D, 0x0A]
        return String(decoding: result, as: UTF8.self)
    }
}
