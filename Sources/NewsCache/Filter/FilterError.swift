/// Why a filter expression could not be read: where (the 1-based column, in characters of the
/// expression) and what is wrong, in words. Callers add where the expression came from.
public struct FilterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based, counted in characters from the expression's start.
    public let column: Int
    /// What is wrong, a clause without the position ("“titel” is not an attribute …").
    public let reason: String

    public init(column: Int, _ reason: String) {
        self.column = column
        self.reason = reason
    }

    /// "column 7: …".
    public var description: String { "column \(column): \(reason)" }
}
