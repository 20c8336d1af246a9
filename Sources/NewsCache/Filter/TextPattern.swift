import CTextSearch
import Synchronization

/// What `=~` runs: a POSIX regular expression, matched case-insensitively as newsboat does, with a
/// fast search in front of `regexec`. A pattern without any of the special characters, in ASCII,
/// is a plain text: finding it (ASCII case ignored) is a match. Otherwise the runs of plain
/// characters a match holds (`RequiredRuns`: all those of one alternative) are searched first,
/// and `regexec` runs only on a text that holds them: in a UTF-8 locale it takes about 550 ms
/// over 100 MB of bodies.
///
/// glibc's case-insensitive `regexec` also matches "ı" to i and "ſ" to s; a text that holds one of
/// them, where a run with i or s is missing, goes to `regexec`, so the answer is always its answer.
struct TextPattern: Sendable {
    let regex: POSIXRegex
    /// Lowercased ASCII runs a match holds: every run of one of these; none if empty.
    let alternatives: [[[UInt8]]]
    /// Whether the pattern is one plain run: holding it is matching.
    let isPlainText: Bool
    private let runsHoldFoldExceptions: Bool

    init(_ pattern: String) throws(POSIXRegex.Failure) {
        regex = try POSIXRegex(pattern)
        isPlainText = pattern.utf8.allSatisfy { $0 < 0x80 && !Self.special.contains($0) }
        alternatives = isPlainText ? [[pattern.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }]] : RequiredRuns.alternatives(of: pattern)
        runsHoldFoldExceptions = alternatives.joined().contains { $0.contains(UInt8(ascii: "i")) || $0.contains(UInt8(ascii: "s")) }
    }

    func matches(_ text: String) -> Bool {
        text.utf8CString.withUnsafeBufferPointer { characters in
            characters.withMemoryRebound(to: UInt8.self) { bytes in
                matches(UnsafeBufferPointer(rebasing: bytes.dropLast()), cString: characters.baseAddress!)
            }
        }
    }

    /// Whether `bytes` match; `cString` is the same text ending in a NUL, for `regexec`.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, cString: UnsafePointer<CChar>) -> Bool {
        guard !alternatives.isEmpty else { return regex.matches(cString) }
        let holdsRuns = alternatives.contains { runs in
            runs.allSatisfy { adder_contains_folded(bytes.baseAddress, bytes.count, $0, $0.count) != 0 }
        }
        if holdsRuns { return isPlainText || regex.matches(cString) }
        return runsHoldFoldExceptions && adder_holds_ascii_fold_exception(bytes.baseAddress, bytes.count) != 0 && regex.matches(cString)
    }

    private static let recent = Mutex<[String: TextPattern]>([:])

    /// The pattern for `text`, made once while it is among the last few used (a query runs one
    /// pattern over every row); nil if it is not a regular expression.
    static func cached(_ text: String) -> TextPattern? {
        if let found = recent.withLock({ $0[text] }) { return found }
        guard let pattern = try? TextPattern(text) else { return nil }
        recent.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[text] = pattern
        }
        return pattern
    }

    /// The bytes POSIX extended expressions give a meaning: `\^$.[]|()*+?{}`.
    private static let special = Set("\\^$.[]|()*+?{}".utf8)
}
