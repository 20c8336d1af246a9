import Foundation

/// Where "now" comes from, so every date on screen can be fixed in tests and `adder snapshot`.
public protocol Clock: Sendable {
    var now: Date { get }
}

/// The system's clock.
public struct SystemClock: Clock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock stopped at one instant (`ADDER_NOW`).
public struct FixedClock: Clock {
    public let now: Date
    public init(_ now: Date) { self.now = now }

    /// Reads an ISO 8601 instant such as `2026-01-02T09:00:00Z` (as todos.json does, proleptic
    /// Gregorian: `ISO8601Instant`); nil if it is not one.
    public init?(iso8601 text: String) {
        guard let date = ISO8601Instant.parse(text) else { return nil }
        self.init(date)
    }
}
