import Basics
import Entities
import Foundation

/// Writes a `TodoDocument` as todos.json by hand, several times faster than `JSONEncoder`, in
/// the same layout: sorted keys, two-space indents, `"key" : value`, ISO 8601 UTC instants
/// (whole seconds), keys of nil values left out. It differs from `JSONEncoder` in three ways
/// that are valid JSON: empty arrays are `[]`, U+2028 and U+2029 are escaped, and the text
/// ends with a newline.
///
/// The bytes go to a malloc'd buffer that the returned `Data` takes over: appending to an
/// `[UInt8]` a byte at a time was three times slower.
///
/// Given the layout of the file it replaces, it writes only what changed: each run of to-dos
/// that the old file holds unchanged and in the same order becomes one piece to copy from the
/// old file, its separators included (whatever their whitespace, valid JSON).
struct TodoDocumentWriter {
    // The growing buffer, written by the value writers in TodoDocumentWriter+Values.swift.
    var buffer: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int
    /// Copying from an old file: what to copy from, the pieces so far, and the bytes they copy.
    private var old: (layout: TodoFileLayout, finder: UnchangedRunFinder)?
    private var pieces: [AtomicFile.Pieces.Piece] = []
    private var writtenPieceStart = 0
    private var copiedCount = 0
    private var objectRanges: [Range<Int>] = []
    private var recordsLayout = false

    static func encode(_ document: TodoDocument) -> Data {
        // About 280 bytes a to-do with short titles; a good guess saves regrowing.
        var writer = TodoDocumentWriter(capacity: 64 + document.todos.count * 320)
        writer.write(document)
        return Data(bytesNoCopy: writer.buffer, count: writer.count, deallocator: .free)
    }

    /// The document as pieces, copying unchanged to-dos from the file `old` describes (when
    /// given), with where each to-do lies in the result.
    static func encode(_ document: TodoDocument, reusing old: TodoFileLayout?) -> EncodedTodoFile {
        let reusable = old.map { ($0, UnchangedRunFinder(old: $0.fileTodos)) }
        // Encoded bytes are few when most to-dos are copied: a small start, grown when needed.
        var writer = TodoDocumentWriter(capacity: reusable == nil ? 64 + document.todos.count * 320 : 64 * 1024)
        writer.old = reusable
        writer.recordsLayout = true
        writer.objectRanges.reserveCapacity(document.todos.count)
        writer.write(document)
        writer.endWrittenPiece()
        let bytes = Data(bytesNoCopy: writer.buffer, count: writer.count, deallocator: .free)
        return EncodedTodoFile(bytes: bytes, pieces: writer.pieces, objectRanges: writer.objectRanges)
    }

    /// One to-do's object as `encode(_:)` writes it inside the `todos` array, from its `{` to its
    /// `}` (the indent before it is the caller's): what an add that does not read the file appends.
    static func encode(_ todo: Todo) -> [UInt8] {
        var writer = TodoDocumentWriter(capacity: 1024)
        writer.write(todo)
        defer { free(writer.buffer) }
        return Array(UnsafeBufferPointer(start: writer.buffer, count: writer.count))
    }

    /// The bytes around the to-dos of a document with at least one, as `write(_ document:)` lays
    /// them out: before and after the `nextID` digits, between two objects, and after the last.
    enum Frame {
        static let beforeNextID = Array("{\n  \"nextID\" : ".utf8)
        static let afterNextID = Array(",\n  \"todos\" : [\n    ".utf8)
        static let betweenTodos = Array(",\n    ".utf8)
        static func afterTodos(version: Int) -> [UInt8] { Array("\n  ],\n  \"version\" : \(version)\n}\n".utf8) }
    }

    private init(capacity: Int) {
        self.capacity = capacity
        buffer = malloc(capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    /// Where the next byte lands in the file: encoded bytes so far plus copied ones.
    private var fileOffset: Int { count + copiedCount }

    private mutating func endWrittenPiece() {
        if count > writtenPieceStart { pieces.append(.written(writtenPieceStart..<count)) }
        writtenPieceStart = count
    }

    /// Writes `todos[index]`, or copies the run of unchanged to-dos that starts there; the
    /// index after what was written.
    private mutating func writeOrCopy(_ todos: [Todo], at index: Int) -> Int {
        append("    ")  // the indent before an object, which its range leaves out
        if old != nil, let run = old!.finder.run(in: todos, at: index) {
            let ranges = old!.layout.objectRanges
            let source = ranges[run.oldStart].lowerBound..<ranges[run.oldStart + run.count - 1].upperBound
            let shift = fileOffset - source.lowerBound
            for range in ranges[run.oldStart..<(run.oldStart + run.count)] {
                objectRanges.append((range.lowerBound + shift)..<(range.upperBound + shift))
            }
            endWrittenPiece()
            pieces.append(.copied(source))
            copiedCount += source.count
            return index + run.count
        }
        let start = fileOffset
        write(todos[index])
        if recordsLayout { objectRanges.append(start..<fileOffset) }
        return index + 1
    }

    private mutating func write(_ document: borrowing TodoDocument) {
        append("{\n")
        key("nextID", indent: 1)
        integer(document.nextID)
        append(",\n")
        key("todos", indent: 1)
        if document.todos.isEmpty {
            append("[]")
        } else {
            append("[\n")
            var index = 0
            while index < document.todos.count {
                if index > 0 { append(",\n") }
                index = writeOrCopy(document.todos, at: index)
            }
            append("\n  ]")
        }
        append(",\n")
        key("version", indent: 1)
        integer(document.version)
        append("\n}\n")
    }

    /// One to-do at indent level 2 (the indent before its `{` is the caller's), keys in sorted
    /// order. Each member's separator, indent and name go in as one piece: appending them
    /// separately was a third of the writer's instructions.
    private mutating func write(_ todo: borrowing Todo) {
        append("{\n      \"archived\" : ")
        boolean(todo.archived)
        if let completed = todo.completed {
            append(",\n      \"completed\" : ")
            date(completed)
        }
        append(",\n      \"created\" : ")
        date(todo.created)
        append(",\n      \"done\" : ")
        boolean(todo.done)
        if let due = todo.due {
            append(",\n      \"due\" : ")
            string(due.description)
        }
        if let dueTime = todo.dueTime {
            append(",\n      \"dueTime\" : ")
            string(dueTime.description)
        }
        append(",\n      \"id\" : ")
        integer(todo.id)
        append(",\n      \"notes\" : ")
        string(todo.notes)
        if let parent = todo.parent {
            append(",\n      \"parent\" : ")
            integer(parent)
        }
        if let priority = todo.priority {
            append(",\n      \"priority\" : ")
            string(priority.rawValue)
        }
        if let project = todo.project {
            append(",\n      \"project\" : ")
            string(project)
        }
        if let recurrence = todo.recurrence {
            append(",\n      \"recurrence\" : ")
            string(recurrence.description)
        }
        if todo.tags.isEmpty {
            append(",\n      \"tags\" : []")
        } else {
            append(",\n      \"tags\" : [\n        ")
            for (index, tag) in todo.tags.enumerated() {
                if index > 0 { append(",\n        ") }
                string(tag)
            }
            append("\n      ]")
        }
        append(",\n      \"title\" : ")
        string(todo.title)
        append("\n    }")
    }
}
