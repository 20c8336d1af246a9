/// Bracket expressions of POSIX extended regular expressions, for the readers of patterns
/// (`RequiredRuns`, `RegexLimits`).
enum EREBracket {
    /// The index of the `]` that closes the bracket expression opening at `start` (a `[`), or nil.
    /// A `]` first (after an optional `^`) is a member; `[:…:]`, `[=…=]` and `[.….]` hold brackets
    /// of their own; a backslash is an ordinary member.
    static func end(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") { return index }
            if byte == UInt8(ascii: "["), index + 1 < bytes.count, [UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: ".")].contains(bytes[index + 1]) {
                let closer = bytes[index + 1]
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == closer && bytes[index + 1] == UInt8(ascii: "]")) { index += 1 }
                guard index + 1 < bytes.count else { return nil }
                index += 2
                continue
            }
            index += 1
        }
        return nil
    }
}
