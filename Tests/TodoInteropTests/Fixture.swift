import Foundation
import TodoInterop

/// The files the real tools wrote (`Scripts/interop-fixtures`), beside these tests.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static let utc = TimeZone(identifier: "UTC")!

    /// The fixture read as `format`, in UTC (the time zone the fixtures were written in).
    static func read(_ name: String, as format: InteropFormat) throws -> ForeignReading {
        try TodoInterop.read(data(name), format: format, file: name, timeZone: utc)
    }
}
