import Basics
import Foundation

/// `ADDER_NOW`: the one place it is read. Set and not empty, it fixes the clock at that instant;
/// a value that is not an ISO 8601 instant ends the program with one sentence (exit status 2),
/// whichever command read it.
public enum AdderNow {
    /// The clock `variables` give: `ADDER_NOW`'s instant, else the system's.
    public static func clock(from variables: [String: String] = ProcessInfo.processInfo.environment) throws -> any Clock {
        guard let now = variables["ADDER_NOW"], !now.isEmpty else { return SystemClock() }
        guard let fixed = FixedClock(iso8601: now) else {
            throw CommandFailure("ADDER_NOW=\(now) is not an ISO 8601 instant such as 2026-01-02T09:00:00Z.", status: 2)
        }
        return fixed
    }
}
