import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// Random, truncated and mutated files: reading gives the document or one clear sentence about
/// the file, never a crash; and whatever the fast reader accepts, `JSONDecoder` reads the same.
@Suite struct TodoDocumentFuzzTests {
    static let path = "/x/todos.json"

    static var sample: Data {
        TodoDocumentCoding.encode(TodoDocumentWriterTests.document(titles: ["Buy milk 🥛", "買い物 \"quoted\"", "tab\there", "", "ok"]))
    }

    /// Decodes through the public entry point and checks the promises either way.
    static func check(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = TodoDocumentReader.decodeCurrentVersion(data)
        if let fast {
            #expect(fast == TodoDocumentReaderTests.referenceDecode(data), "fast reader disagrees with JSONDecoder", sourceLocation: sourceLocation)
        }
        do {
            _ = try TodoDocumentCoding.decode(data, path: path)
        } catch {
            #expect(error.kind == .unreadable || error.kind == .newerVersion, sourceLocation: sourceLocation)
            #expect(error.description.hasPrefix(path), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.hasSuffix("."), "\(error)", sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), "one line: \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyTruncationIsAClearError() {
        let sample = Self.sample
        for length in stride(from: 0, to: sample.count - 2, by: 1) {
            let prefix = sample.prefix(length)
            #expect(TodoDocumentReader.decodeCurrentVersion(prefix) == nil, "a truncated file read as whole at \(length)")
            #expect(throws: TodoStoreError.self) { try TodoDocumentCoding.decode(prefix, path: Self.path) }
            Self.check(prefix)
        }
    }

    @Test(arguments: 0..<8)
    func mutatedFilesNeverCrash(seed: Int) {
        var random = SeededGenerator(seed: UInt64(1000 + seed))
        let sample = [UInt8](Self.sample)
        let interesting: [UInt8] = Array(#"{}[]",:\"0123456789-.eEtrufalsn u"#.utf8) + [0x00, 0x1B, 0x7F, 0x80, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]
        for _ in 0..<150 {
            var bytes = sample
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = interesting.randomElement(using: &random)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(interesting.randomElement(using: &random)!, at: index)
                }
            }
            Self.check(Data(bytes))
        }
    }

    @Test(arguments: 0..<4)
    func randomBytesAreAClearError(seed: Int) {
        var random = SeededGenerator(seed: UInt64(2000 + seed))
        let alphabet: [UInt8] = Array(#"{}[]",:\" 0123456789-.eEtrufalsn"#.utf8) + [0x0A, 0x00, 0xC3, 0xFF]
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 1...80, using: &random)).map { _ in
                Bool.random(using: &random) ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            Self.check(Data(bytes))
        }
    }
}
