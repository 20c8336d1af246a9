#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX extended regular expression matched case-insensitively: what newsboat's `=~` is.
/// `regexec` may run on one compiled expression from several threads at once.
final class POSIXRegex: @unchecked Sendable {
    struct Failure: Error {
        let reason: String
    }

    private let compiled: UnsafeMutablePointer<regex_t>

    init(_ pattern: String) throws(Failure) {
        // regcomp would read up to the NUL, and `TextPattern` the whole pattern.
        guard !pattern.utf8.contains(0) else { throw Failure(reason: "it holds a NUL character") }
        if let problem = RegexLimits.problem(in: pattern) { throw Failure(reason: problem) }
        // Compiled before it is stored: a throwing init must leave nothing for deinit to free.
        let regex = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
        let status = regcomp(regex, pattern, REG_EXTENDED | REG_ICASE | REG_NOSUB)
        guard status == 0 else {
            var buffer = [CChar](repeating: 0, count: 256)
            _ = regerror(status, regex, &buffer, buffer.count)
            regex.deallocate()
            throw Failure(reason: String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        compiled = regex
    }

    func matches(_ text: String) -> Bool {
        regexec(compiled, text, 0, nil, 0) == 0
    }

    /// Whether the NUL-terminated `text` matches.
    func matches(_ text: UnsafePointer<CChar>) -> Bool {
        regexec(compiled, text, 0, nil, 0) == 0
    }

    deinit {
        regfree(compiled)
        compiled.deallocate()
    }
}
