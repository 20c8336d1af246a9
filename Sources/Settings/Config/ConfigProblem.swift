/// Something wrong in config.toml: which file, which line, what. The setting it names keeps its
/// default; everything else in the file still applies.
public struct ConfigProblem: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    /// 1-based; 0 when the problem has no line (the file could not be read).
    public let line: Int
    /// What is wrong, as the end of a sentence: "unknown setting “colour”".
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// "/home/me/.config/adder/config.toml, line 4: unknown setting “colour”."
    public var description: String {
        line > 0 ? "\(file), line \(line): \(reason)." : "\(file): \(reason)."
    }
}
