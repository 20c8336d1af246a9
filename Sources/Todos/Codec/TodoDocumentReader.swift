import Basics
import Entities
import Foundation

/// Reads a current-schema todos.json straight from its bytes, about ten times faster than
/// `JSONDecoder` and with a fraction of its memory (see BENCHMARKS.md). It gives the document
/// `JSONDecoder` would: members in any order, unknown members skipped, absent or null optional
/// fields as their defaults. It returns nil for anything else — broken JSON, a wrong type, an
/// newer schema, and valid rarities it leaves alone (`1.0` for an id, a duplicated
/// member, an escaped member name) — and `TodoDocumentCoding` then runs the complete decoder,
/// which accepts the rarities and names every problem in one sentence with its line.
///
/// Files of schema versions 1 and 2 are read too (2 and 3 only added optional members), with
/// `version` left as the file says so that the caller upgrades it.
enum TodoDocumentReader {
    static func decodeCurrentVersion(_ data: Data) -> TodoDocument? {
        decodeCurrentVersionWithLayout(data)?.document
    }

    /// The document, and where each to-do's object lies in the bytes (from its `{` to just
    /// after its `}`), in the order of `document.todos`: a save copies unchanged ones from there.
    /// `doneBefore` is told, after each to-do, the offset before which the bytes are read.
    static func decodeCurrentVersionWithLayout(_ data: Data, doneBefore: (Int) -> Void = { _ in })
        -> (document: TodoDocument, objectRanges: [Range<Int>])? {
        data.withUnsafeBytes { raw -> (document: TodoDocument, objectRanges: [Range<Int>])? in
            var cursor = JSONByteCursor(raw.assumingMemoryBound(to: UInt8.self))
            var objectRanges: [Range<Int>] = []
            guard let document = try? document(&cursor, objectRanges: &objectRanges, doneBefore: doneBefore), cursor.isAtEnd() else {
                return nil
            }
            return (document, objectRanges)
        }
    }

    private static func document(_ cursor: inout JSONByteCursor, objectRanges: inout [Range<Int>],
                                 doneBefore: (Int) -> Void) throws(JSONByteCursor.Unhandled) -> TodoDocument {
        var version: Int?
        var nextID: Int?
        var todos: [Todo]?
        try cursor.expect(UInt8(ascii: "{"))
        if try !cursor.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try cursor.key()
                if key.equals("version") {
                    guard version == nil else { throw JSONByteCursor.Unhandled() }
                    version = try cursor.integer()
                } else if key.equals("nextID") {
                    guard nextID == nil else { throw JSONByteCursor.Unhandled() }
                    nextID = try cursor.integer()
                } else if key.equals("todos") {
                    guard todos == nil else { throw JSONByteCursor.Unhandled() }
                    todos = try todoArray(&cursor, objectRanges: &objectRanges, doneBefore: doneBefore)
                } else {
                    try cursor.skipValue()
                }
            } while try cursor.another(before: UInt8(ascii: "}"))
        }
        guard let version, (1...TodoDocument.currentVersion).contains(version), let nextID, let todos else { throw JSONByteCursor.Unhandled() }
        return TodoDocument(version: version, nextID: nextID, todos: todos)
    }

    private static func todoArray(_ cursor: inout JSONByteCursor, objectRanges: inout [Range<Int>],
                                  doneBefore: (Int) -> Void) throws(JSONByteCursor.Unhandled) -> [Todo] {
        try cursor.expect(UInt8(ascii: "["))
        guard try !cursor.consume(UInt8(ascii: "]")) else { return [] }
        // About 280 bytes a to-do in Adder's own layout, fewer with short titles; regrowing
        // 100,000 to-dos at the end cost more than the spare room does.
        var todos: [Todo] = []
        todos.reserveCapacity(cursor.bytes.count / 200 + 1)
        objectRanges.reserveCapacity(todos.capacity)
        var tagLists = RecentStringLists()
        repeat {
            cursor.skipWhitespace()
            let start = cursor.position
            todos.append(try TodoObjectReader.todo(&cursor, tagLists: &tagLists))
            objectRanges.append(start..<cursor.position)
            doneBefore(cursor.position)
        } while try cursor.another(before: UInt8(ascii: "]"))
        return todos
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when these bytes spell `name` exactly.
    package func equals(_ name: StaticString) -> Bool {
        guard count == name.utf8CodeUnitCount, let base = baseAddress else { return count == 0 && name.utf8CodeUnitCount == 0 }
        return memcmp(base, name.utf8Start, count) == 0
    }
}
