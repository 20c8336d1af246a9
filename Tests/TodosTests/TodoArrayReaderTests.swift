import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// Reading the to-do array on two threads gives what one thread gives, wherever the second
/// thread's guessed starting point falls (between to-dos, inside a title, in a broken file).
@Suite struct TodoArrayReaderTests {
    /// Titles that look like the boundary between two to-dos, so some guesses land inside a string.
    static let boundaryLookalikes = ["}, {", "} ,\n {", "x},{\"id\":1}", "plain", "買い物 }, {", "\"}\",{"]

    static func document(count: Int) -> TodoDocument {
        var document = TodoDocumentWriterTests.document(titles: (0..<count).map { boundaryLookalikes[$0 % boundaryLookalikes.count] + " \($0)" })
        // Real days only: the fast reader leaves 2026-02-34 to the complete decoder.
        for index in document.todos.indices where document.todos[index].due != nil {
            document.todos[index].due = CalendarDay(year: 2026, month: 2, day: 1 + index % 28)
        }
        return document
    }

    @Test(arguments: [1, 2, 3, 7, 40, 333])
    func twoThreadsReadWhatOneReads(count: Int) throws {
        let document = Self.document(count: count)
        let data = TodoDocumentCoding.encode(document)
        let split = try #require(TodoDocumentReader.decodeCurrentVersion(data, splitSize: 0))
        #expect(split == document)
        #expect(TodoDocumentReader.decodeCurrentVersion(data, splitSize: .max) == document)
    }

    @Test func aGuessInsideATitleIsNotUsed() throws {
        let todos = [Todo(id: 1, title: String(repeating: "a", count: 50) + "}, {" + String(repeating: "b", count: 50), created: Fixtures.now)]
        let document = TodoDocument(nextID: 2, todos: todos)
        let data = TodoDocumentCoding.encode(document)
        let boundary = data.withUnsafeBytes { raw in
            TodoArrayReader.elementStart(after: 0, in: raw.assumingMemoryBound(to: UInt8.self))
        }
        #expect(boundary != nil, "the title offers a false boundary")
        #expect(TodoDocumentReader.decodeCurrentVersion(data, splitSize: 0) == document)
    }

    @Test func everyTruncationOfASplitReadIsRefused() {
        let data = TodoDocumentCoding.encode(Self.document(count: 12))
        for length in stride(from: 0, to: data.count - 2, by: 7) {
            #expect(TodoDocumentReader.decodeCurrentVersion(data.prefix(length), splitSize: 0) == nil, "read as whole at \(length)")
        }
    }

    @Test(arguments: 0..<4)
    func mutatedSplitReadsAgreeWithJSONDecoder(seed: Int) {
        var random = SeededGenerator(seed: UInt64(3000 + seed))
        let sample = [UInt8](TodoDocumentCoding.encode(Self.document(count: 9)))
        let interesting = Array(#"{}[]",:\" 0123456789"#.utf8) + [0x00, 0xC3, 0xFF]
        for _ in 0..<150 {
            var bytes = sample
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                if Bool.random(using: &random) {
                    bytes[index] = interesting.randomElement(using: &random)!
                } else {
                    bytes.remove(at: index)
                }
            }
            let data = Data(bytes)
            let split = TodoDocumentReader.decodeCurrentVersion(data, splitSize: 0)
            #expect(split == TodoDocumentReader.decodeCurrentVersion(data, splitSize: .max))
            if let split { #expect(split == TodoDocumentReaderTests.referenceDecode(data)) }
        }
    }
}

