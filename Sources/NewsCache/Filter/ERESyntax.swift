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

/// An interval of a POSIX extended regular expression: `{m}`, `{m,}`, `{m,n}` or `{,n}`.
struct EREInterval {
    let least: Int
    /// The most repetitions; nil for `{m,}`.
    let most: Int?
    /// The index just past its `}`.
    let end: Int

    /// The interval opening at `start` (a `{`), or nil if none is there. Counts stop at 100,000.
    static func read(in bytes: [UInt8], from start: Int) -> EREInterval? {
        var index = start + 1
        func number() -> Int? {
            var value: Int?
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                value = min((value ?? 0) * 10 + Int(bytes[index] - 48), 100_000)
                index += 1
            }
            return value
        }
        let least = number()
        var most = least
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            most = number()
        } else if least == nil {
            return nil
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return nil }
        return EREInterval(least: least ?? 0, most: most, end: index + 1)
    }
}
