import Entities
import Foundation
import Glibc
import Testing
import TestSupport
@testable import Todos

/// A large todos.json is read through a mapping; a file truncated in place while it is mapped
/// must give a fresh ordinary read, never a crash (SIGBUS) or a wrong document.
@Suite struct MappedFileBytesTests {
    @Test func aMappedFileGivesItsBytes() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("big")
        let bytes = (0..<(MappedFileBytes.threshold + 5000)).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try Data(bytes).write(to: url)
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let copy = MappedFileBytes.withBytes(of: descriptor, size: bytes.count) { Array($0) }
        #expect(copy == bytes)
    }

    @Test func aFileTruncatedWhileMappedIsCaughtNotACrash() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("big")
        let size = MappedFileBytes.threshold * 2
        try Data(repeating: 0x41, count: size).write(to: url)
        let descriptor = open(url.path, O_RDWR)
        defer { close(descriptor) }
        let result = MappedFileBytes.withBytes(of: descriptor, size: size) { data -> UInt8 in
            ftruncate(descriptor, 0)
            return data[size - 1]  // beyond the end now: SIGBUS without the guard
        }
        #expect(result == nil)
        // The guard is gone afterwards and a later mapping works normally.
        try Data(repeating: 0x42, count: size).write(to: url)
        let again = MappedFileBytes.withBytes(of: descriptor, size: size) { $0[size - 1] }
        #expect(again == 0x42)
    }

    @Test func aLargeTodoFileReadsTheSameMappedAsTheDocumentItHolds() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("todos.json")
        let start = Date(timeIntervalSince1970: 1_767_344_400)
        let todos = (1...6000).map { Todo(id: $0, title: "To-do number \($0) 牛乳 🙂", created: start, tags: $0 % 2 == 0 ? ["home"] : []) }
        let document = TodoDocument(nextID: 6001, todos: todos)
        let data = TodoDocumentCoding.encode(document)
        #expect(data.count >= MappedFileBytes.threshold)
        try data.write(to: url)
        #expect(try TodoFile(url: url, isWritable: false).read() == document)
    }

    @Test("pages the reader is done with leave the process's memory, and read right if touched again")
    func pagesDoneWithAreGivenBack() throws {
        let folder = TemporaryDirectory()
        let url = folder.file("big")
        let size = MappedFileBytes.givingBackStep * 4
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try Data(bytes).write(to: url)
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let outcome = MappedFileBytes.withBytes(of: descriptor, size: size) { data, doneBefore -> (before: Int, after: Int, again: Bool) in
            data.withUnsafeBytes { raw in
                var sum = 0
                for index in stride(from: 0, to: size, by: 4096) { sum &+= Int(raw[index]) }  // every page in
                let firstThree = UnsafeRawPointer(raw.baseAddress!)
                let before = Self.presentPages(firstThree, count: 3 * MappedFileBytes.givingBackStep)
                doneBefore(3 * MappedFileBytes.givingBackStep + 100)
                let after = Self.presentPages(firstThree, count: 3 * MappedFileBytes.givingBackStep)
                return (before, after, Array(raw) == bytes && sum != 0)
            }
        }
        let pages = 3 * MappedFileBytes.givingBackStep / 4096
        #expect(outcome?.before == pages)
        #expect(outcome?.after == 0)
        #expect(outcome?.again == true)
    }

    /// How many of the pages from `start` are mapped in this process now (/proc/self/pagemap's
    /// present bit, readable without privileges).
    private static func presentPages(_ start: UnsafeRawPointer, count: Int) -> Int {
        let pagemap = open("/proc/self/pagemap", O_RDONLY)
        defer { close(pagemap) }
        let first = UInt(bitPattern: start) / 4096
        var entries = [UInt64](repeating: 0, count: count / 4096)
        let wanted = entries.count * 8
        let read = entries.withUnsafeMutableBytes { pread(pagemap, $0.baseAddress!, wanted, off_t(first * 8)) }
        guard read == wanted else { return -1 }
        return entries.filter { $0 >> 63 == 1 }.count
    }
}
