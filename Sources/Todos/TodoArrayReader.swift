import Dispatch
import Entities

/// Reads the `todos` array for `TodoDocumentReader`; a large one on two threads. The second
/// thread starts at an element boundary guessed near the middle (`}` `,` `{`, which a title can
/// also hold). Its to-dos are used only if the first thread, reading element by element, lands
/// exactly on that boundary: then both read the same elements a single thread would. Otherwise
/// the first thread simply reads on to the end, and the result is the same, only later.
enum TodoArrayReader {
    /// Below this many bytes of to-dos one thread is quicker than starting a second.
    static let defaultSplitSize = 1 << 20

    static func todos(_ cursor: inout JSONByteCursor, splittingFrom splitSize: Int) throws(JSONByteCursor.Unhandled) -> [Todo] {
        try cursor.expect(UInt8(ascii: "["))
        guard try !cursor.consume(UInt8(ascii: "]")) else { return [] }
        // About 280 bytes a to-do in Adder's own layout, fewer with short titles; regrowing
        // 100,000 to-dos at the end cost more than the spare room does.
        var todos: [Todo] = []
        todos.reserveCapacity((cursor.bytes.count - cursor.position) / 200 + 1)
        let remaining = cursor.bytes.count - cursor.position
        guard remaining >= splitSize, let boundary = elementStart(after: cursor.position + remaining / 2, in: cursor.bytes) else {
            _ = try readElements(&cursor, into: &todos, stoppingAt: nil)
            return todos
        }
        let secondHalf = SecondHalf(bytes: cursor.bytes, start: boundary)
        let reachedBoundary: Bool
        do {
            reachedBoundary = try readElements(&cursor, into: &todos, stoppingAt: boundary)
        } catch {
            _ = secondHalf.result()  // the bytes must outlive the other thread's reading
            throw error
        }
        let rest = secondHalf.result()
        guard reachedBoundary else { return todos }
        if let rest {
            todos.append(contentsOf: rest.todos)
            cursor = JSONByteCursor(cursor.bytes, at: rest.end)
        } else {
            _ = try readElements(&cursor, into: &todos, stoppingAt: nil)
        }
        return todos
    }

    /// Reads elements through the closing `]` (false), or up to `boundary` when an element
    /// starts exactly there (true).
    private static func readElements(_ cursor: inout JSONByteCursor, into todos: inout [Todo],
                                     stoppingAt boundary: Int?) throws(JSONByteCursor.Unhandled) -> Bool {
        repeat {
            todos.append(try TodoObjectReader.todo(&cursor))
            guard try cursor.another(before: UInt8(ascii: "]")) else { return false }
            if let boundary {
                cursor.skipWhitespace()
                if cursor.position == boundary { return true }
            }
        } while true
    }

    /// The first `{` at or after `offset` that follows `}` and `,` (whitespace between), within 64 KiB.
    static func elementStart(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        var index = offset
        let end = min(bytes.count, offset + 64 * 1024)
        while index < end {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "{") else { continue }
            var before = index - 1
            while before > 0, isSpace(bytes[before]) { before -= 1 }
            guard before > 0, bytes[before] == UInt8(ascii: ",") else { continue }
            before -= 1
            while before > 0, isSpace(bytes[before]) { before -= 1 }
            if bytes[before] == UInt8(ascii: "}") { return index }
        }
        return nil
    }

    /// The elements from a guessed boundary to the array's end, read on another thread; nil
    /// when the guess was wrong (the bytes there do not read as the rest of the array).
    private final class SecondHalf: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let bytes: UnsafeBufferPointer<UInt8>
        private let start: Int
        private var read: (todos: [Todo], end: Int)?

        init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
            self.bytes = bytes
            self.start = start
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                readRest()
                done.signal()
            }
        }

        private func readRest() {
            var cursor = JSONByteCursor(bytes, at: start)
            var todos: [Todo] = []
            todos.reserveCapacity((bytes.count - start) / 200 + 1)
            if (try? TodoArrayReader.readElements(&cursor, into: &todos, stoppingAt: nil)) != nil {
                read = (todos, cursor.position)
            }
        }

        /// Waits for the other thread; call exactly once.
        func result() -> (todos: [Todo], end: Int)? {
            done.wait()
            return read
        }
    }
}
