import Foundation
import Glibc

/// An add written into todos.json in place: its tail from `offset` (the old file's `\n  ],` and
/// `"version"`) replaced by `,`, the new to-do's object and the same end again, and the `nextID`
/// digits at `idOffset` by the next number (as many digits: an add that needs one more reads
/// the list instead). Kept in the stamp (`TodoFileStamp.patching`) and synced before the file is
/// touched, so a process killed mid-patch leaves a record the next one to take the lock finishes:
/// a redo, since the bytes to write are all in it and writing them twice changes nothing.
struct TodoTailPatch: Equatable {
    let device: Int
    let inode: Int
    let oldSize: Int
    let offset: Int
    let tail: [UInt8]
    /// The old file's bytes from `offset` to its end, which `tail` replaces.
    let oldTail: [UInt8]
    let idOffset: Int
    let oldID: [UInt8]
    let newID: [UInt8]

    init(device: Int, inode: Int, oldSize: Int, offset: Int, tail: [UInt8], oldTail: [UInt8], idOffset: Int, oldID: [UInt8], newID: [UInt8]) {
        (self.device, self.inode, self.oldSize, self.offset, self.tail) = (device, inode, oldSize, offset, tail)
        (self.oldTail, self.idOffset, self.oldID, self.newID) = (oldTail, idOffset, oldID, newID)
    }

    /// The stamp's words after `patching`: numbers in decimal, bytes in hex.
    var words: [String] {
        [device, inode, oldSize, offset, idOffset].map(String.init) + [tail, oldTail, oldID, newID].map(Self.hex)
    }

    init?(words: [ArraySlice<UInt8>]) {
        guard words.count == 9 else { return nil }
        let numbers = words[0..<5].compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        let bytes = words[5..<9].compactMap(Self.bytes(hex:))
        guard numbers.count == 5, bytes.count == 4, numbers.allSatisfy({ $0 >= 0 }),
              numbers[3] + bytes[1].count == numbers[2], bytes[2].count == bytes[3].count, numbers[4] + bytes[2].count <= numbers[3] else { return nil }
        self.init(device: numbers[0], inode: numbers[1], oldSize: numbers[2], offset: numbers[3], tail: bytes[0],
                  oldTail: bytes[1], idOffset: numbers[4], oldID: bytes[2], newID: bytes[3])
    }

    var newSize: Int { offset + tail.count }

    /// Writes the new bytes and syncs them; nil, or the step that failed. The id first: a kill
    /// between the two writes leaves a file that parses, whose `nextID` skips one number.
    func apply(to descriptor: Int32) -> String? {
        guard Self.write(newID, at: idOffset, to: descriptor), Self.write(tail, at: offset, to: descriptor) else { return "writing" }
        guard fdatasync(descriptor) == 0 else { return "fdatasync" }
        return nil
    }

    /// Puts the old bytes back (after a failed `apply`) and syncs them; false when it could not.
    func undo(on descriptor: Int32) -> Bool {
        Self.write(oldTail, at: offset, to: descriptor) && Self.write(oldID, at: idOffset, to: descriptor)
            && ftruncate(descriptor, off_t(oldSize)) == 0 && fdatasync(descriptor) == 0
    }

    /// True when the open file is the one this patch was made for, as it was before, during or
    /// after it: the same inode, a size between the old and the new, each byte from `offset` on
    /// the new one or the old one, and the id either number. Anything else is not this patch's.
    func fits(_ descriptor: Int32) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(truncatingIfNeeded: info.st_dev) == device, Int(truncatingIfNeeded: info.st_ino) == inode
        else { return false }
        let size = Int(info.st_size)
        guard size >= oldSize, size <= newSize else { return false }
        let present = Self.read(size - offset, at: offset, from: descriptor)
        guard present.count == size - offset else { return false }
        for (index, byte) in present.enumerated() where byte != tail[index] && (index >= oldTail.count || byte != oldTail[index]) {
            return false
        }
        let id = Self.read(oldID.count, at: idOffset, from: descriptor)
        return id == oldID || id == newID
    }

    /// Finishes the add a killed process left half-written in todos.json, or forgets a record
    /// that is not about the file there now. Runs under the lock; a patch that cannot be written
    /// now (a full disk) stays recorded for the next process.
    static func recover(beside todos: URL) {
        guard TodoFileStamp.isPatching(beside: todos), case .patching(let patch)? = TodoFileStamp.kept(beside: todos) else { return }
        let descriptor = open(todos.path, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        if descriptor >= 0 {
            defer { close(descriptor) }
            if patch.fits(descriptor), patch.apply(to: descriptor) != nil { return }
        }
        TodoFileStamp.remove(beside: todos, durably: false)
    }

    private static func write(_ bytes: [UInt8], at offset: Int, to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(offset + done)) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += written
        }
        return true
    }

    static func read(_ count: Int, at offset: Int, from descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var done = 0
        while done < bytes.count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(offset + done)) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            done += got
        }
        return Array(bytes[..<done])
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }

    private static func bytes(hex: ArraySlice<UInt8>) -> [UInt8]? {
        guard hex.count % 2 == 0 else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(hex.count / 2)
        var index = hex.startIndex
        while index < hex.endIndex {
            guard let high = value(hex[index]), let low = value(hex[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}
