import CTextSearch
import GRDBSQLite

/// The SQL functions behind the filter language's text operators, registered through SQLite's own
/// API rather than GRDB's: they read a body's bytes where SQLite holds them, where GRDB would copy
/// each body into a `String` first (a query feed on `content` reads about 100 MB).
enum FilterFunctions {
    /// `adder_regexp(text, pattern)`: 1 when `text` matches the POSIX regular expression (`=~`).
    static let regexp = "adder_regexp"
    /// `adder_has_word(text, word)`: 1 when `text` holds `word` between spaces or ends (`#`).
    static let hasWord = "adder_has_word"

    /// Adds both functions to `connection`; false if SQLite refused one.
    static func register(on connection: OpaquePointer) -> Bool {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
        return sqlite3_create_function_v2(connection, regexp, 2, flags, nil, regexpFunction, nil, nil, nil) == SQLITE_OK
            && sqlite3_create_function_v2(connection, hasWord, 2, flags, nil, hasWordFunction, nil, nil, nil) == SQLITE_OK
    }
}

/// The compiled pattern kept with a statement (`sqlite3_set_auxdata`) while it runs over the rows.
private final class PatternHolder {
    let pattern: TextPattern
    init(_ pattern: TextPattern) { self.pattern = pattern }
}

private func regexpFunction(_ context: OpaquePointer?, _ count: Int32, _ values: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let values else { return sqlite3_result_int(context, 0) }
    let pattern: TextPattern
    if let kept = sqlite3_get_auxdata(context, 1) {
        pattern = Unmanaged<PatternHolder>.fromOpaque(kept).takeUnretainedValue().pattern
    } else {
        guard let text = sqlite3_value_text(values[1]), let compiled = TextPattern.cached(String(cString: text)) else {
            return sqlite3_result_int(context, 0)
        }
        pattern = compiled
        sqlite3_set_auxdata(context, 1, Unmanaged.passRetained(PatternHolder(compiled)).toOpaque()) { kept in
            if let kept { Unmanaged<PatternHolder>.fromOpaque(kept).release() }
        }
    }
    let found = withText(values[0]) { bytes, cString in pattern.matches(bytes, cString: cString) }
    sqlite3_result_int(context, found ? 1 : 0)
}

private func hasWordFunction(_ context: OpaquePointer?, _ count: Int32, _ values: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let values else { return sqlite3_result_int(context, 0) }
    let found = withText(values[1]) { word, _ in
        withText(values[0]) { text, _ in adder_contains_word(text.baseAddress, text.count, word.baseAddress, word.count) != 0 }
    }
    sqlite3_result_int(context, found ? 1 : 0)
}

/// The value's UTF-8 bytes and the same ending in a NUL, without a copy; NULL reads as "".
private func withText<T>(_ value: OpaquePointer?, _ body: (UnsafeBufferPointer<UInt8>, UnsafePointer<CChar>) -> T) -> T {
    guard let text = sqlite3_value_text(value) else {
        return body(UnsafeBufferPointer(start: nil, count: 0), "")
    }
    let length = Int(sqlite3_value_bytes(value))
    return text.withMemoryRebound(to: CChar.self, capacity: length + 1) { cString in
        body(UnsafeBufferPointer(start: text, count: length), cString)
    }
}
