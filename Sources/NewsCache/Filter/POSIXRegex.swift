#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX extended regular expression matched case-insensitively: what newsboat's `=~` is.
/// `regexec` may run on one compiled expression from several threads at once.
///
/// Two things make glibc's `regexec` answer the same everywhere, quickly:
/// - it compiles and matches in a UTF-8 locale of its own (`uselocale`, per thread), whatever the
///   process's locale is: the CLI never calls `setlocale`, so `[ü]` matched any byte of ü's two
///   there, and `.{4}` counted bytes, while the TUI (ncurses' `setlocale`) counted letters.
/// - it is given `^.*(PATTERN)` (`SearchFromStart`): unanchored, glibc starts a match at every
///   position and reads on to the end from each, so `[0-9]+x` over 100 kB of digits took 24 s;
///   anchored, it makes one pass (4 ms). The answer is the same: a match exists or it does not
///   (patterns where glibc would answer otherwise keep their own form, and its slowness).
final class POSIXRegex: @unchecked Sendable {
    struct Failure: Error {
        let reason: String
    }

    private let compiled: UnsafeMutablePointer<regex_t>

    /// `searchFromStart`: false compiles the pattern as written (the differential tests' reference).
    init(_ pattern: String, searchFromStart: Bool = true) throws(Failure) {
        // regcomp would read up to the NUL, and `TextPattern` the whole pattern.
        guard !pattern.utf8.contains(0) else { throw Failure(reason: "it holds a NUL character") }
        if let problem = RegexLimits.problem(in: pattern) { throw Failure(reason: problem) }
        // The pattern as written is compiled first, so its own mistakes are the ones reported;
        // the anchored form replaces it when it compiles too (it always should).
        var regex = try Self.compile(pattern)
        if searchFromStart, let form = SearchFromStart.pattern(pattern), let anchored = try? Self.compile(form) {
            Self.free(regex)
            regex = anchored
        }
        compiled = regex
    }

    func matches(_ text: String) -> Bool {
        UTF8Locale.using { regexec(compiled, text, 0, nil, 0) == 0 }
    }

    /// Whether the NUL-terminated `text` matches.
    func matches(_ text: UnsafePointer<CChar>) -> Bool {
        UTF8Locale.using { regexec(compiled, text, 0, nil, 0) == 0 }
    }

    deinit {
        Self.free(compiled)
    }

    private static func compile(_ pattern: String) throws(Failure) -> UnsafeMutablePointer<regex_t> {
        let regex = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
        let status = UTF8Locale.using { regcomp(regex, pattern, REG_EXTENDED | REG_ICASE | REG_NOSUB) }
        guard status == 0 else {
            var buffer = [CChar](repeating: 0, count: 256)
            _ = regerror(status, regex, &buffer, buffer.count)
            regex.deallocate()
            throw Failure(reason: String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return regex
    }

    private static func free(_ regex: UnsafeMutablePointer<regex_t>) {
        regfree(regex)
        regex.deallocate()
    }
}

/// The UTF-8 locale every `regcomp` and `regexec` runs in, set on the calling thread only for the
/// call (`uselocale`), so the process's own locale (ncurses sets it from the environment) is untouched.
enum UTF8Locale {
    // Made once and never changed or freed: every thread may use it.
    nonisolated(unsafe) private static let locale: locale_t? = {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] {
            if let locale = newlocale(LC_CTYPE_MASK | LC_COLLATE_MASK, name, nil) { return locale }
        }
        return nil
    }()

    /// `body`'s result, run with the UTF-8 locale as the thread's (the thread's own when none exists).
    static func using<T>(_ body: () -> T) -> T {
        guard let locale else { return body() }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return body()
    }

    /// Whether the machine has a UTF-8 locale to match in.
    static var isAvailable: Bool { locale != nil }
}

/// A pattern as `^.*(PATTERN)`: matching the same texts, from the text's start only. Top-level
/// alternatives that start with `^` are tried at the start beside the others: `b|^a` becomes
/// `^(a|.*(b))`. A `)` that closes nothing is an ordinary character in
/// glibc's ERE; it is escaped first, so that it cannot close the added group. Patterns where
/// glibc answers otherwise once anchored are left as they are (nil), as the differential test
/// found: a `^` anywhere but at an alternative's start (glibc let it match after a line break
/// inside the group), empty alternatives or groups (`(|a)`, `()`), and a repetition with nothing
/// before it (`{0,1}a`, `(*a)`), which glibc reads as a literal at the start only.
enum SearchFromStart {
    static func pattern(_ pattern: String) -> String? {
        let bytes = Array(pattern.utf8)
        let startsNothing: Set<UInt8> = Set("*+?{|)".utf8)
        var alternatives: [(bytes: [UInt8], fromStart: Bool)] = [([], false)]
        var depth = 0
        var index = 0
        var previous: UInt8? = nil  // the last byte outside brackets and escapes; nil at an alternative's start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                alternatives[alternatives.count - 1].bytes += bytes[index..<min(index + 2, bytes.count)]
                index += 2
                previous = UInt8(ascii: "a")
                continue
            }
            if byte == UInt8(ascii: "["), let end = EREBracket.end(in: bytes, from: index) {
                alternatives[alternatives.count - 1].bytes += bytes[index...end]
                index = end + 1
                previous = UInt8(ascii: "a")
                continue
            }
            index += 1
            if byte == UInt8(ascii: "^") {
                guard depth == 0, previous == nil, alternatives[alternatives.count - 1].bytes.isEmpty else { return nil }
                alternatives[alternatives.count - 1] = ([byte], true)
                previous = UInt8(ascii: "(")  // what follows `^` starts the alternative's matter
                continue
            }
            let afterNothing = previous == nil || previous == UInt8(ascii: "(") || previous == UInt8(ascii: "|")
            if afterNothing && startsNothing.contains(byte) { return nil }
            if byte == UInt8(ascii: "|") && depth == 0 {
                alternatives.append(([], false))
                previous = nil
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { alternatives[alternatives.count - 1].bytes.append(UInt8(ascii: "\\")) } else { depth -= 1 }
            }
            alternatives[alternatives.count - 1].bytes.append(byte)
            previous = byte
        }
        guard !alternatives.contains(where: { $0.bytes.isEmpty || $0.bytes == [UInt8(ascii: "^")] }) else { return nil }
        let anywhere = alternatives.filter { !$0.fromStart }.map { String(decoding: $0.bytes, as: UTF8.self) }
        guard alternatives.contains(where: \.fromStart) else { return "^.*(" + anywhere.joined(separator: "|") + ")" }
        // One `^` in front of all: with a `|` at the top, glibc took 0.7 s on 100 kB (7 µs a byte).
        var parts = alternatives.filter(\.fromStart).map { String(decoding: $0.bytes.dropFirst(), as: UTF8.self) }
        if !anywhere.isEmpty { parts.append(".*(" + anywhere.joined(separator: "|") + ")") }
        return "^(" + parts.joined(separator: "|") + ")"
    }
}
