import CFileCopy
import Foundation
import Glibc

/// Replacing a file so that a crash or power loss at any instant leaves either the old file or
/// the new one, never a mix.
public enum AtomicFile {
    /// Which system call failed, and why.
    public struct Failure: Error, CustomStringConvertible {
        let step: String
        let code: Int32
        /// True when bytes to copy from a source file were no longer there (another program
        /// truncated or rewrote it in place): the new file was not written; write it whole instead.
        public let sourceChanged: Bool

        init(step: String, code: Int32, sourceChanged: Bool = false) {
            self.step = step
            self.code = code
            self.sourceChanged = sourceChanged
        }

        public var description: String {
            code == 0 ? "\(step) failed" : "\(step) failed: \(String(cString: strerror(code)))"
        }
    }

    /// A new file's contents assembled from pieces: bytes in memory, and ranges of an open file
    /// copied by the kernel (`copy_file_range`), so that unchanged parts of a large file are not
    /// made again in memory.
    public struct Pieces {
        public enum Piece: Equatable {
            /// Bytes of `bytes`, by index.
            case written(Range<Int>)
            /// Bytes of `source`, by file offset.
            case copied(Range<Int>)
        }

        public var bytes: Data
        public var pieces: [Piece]
        /// An open descriptor of the file the `.copied` pieces come from (not closed here).
        public var source: Int32

        public init(bytes: Data, pieces: [Piece], source: Int32 = -1) {
            self.bytes = bytes
            self.pieces = pieces
            self.source = source
        }
    }

    /// The new file gets the permissions of the one it replaces, or of `permissionsOf` (so a
    /// backup copy is as private as its original), else 0644.
    /// `durable: false` leaves out both fsyncs: a kill still finds the old file or the new one
    /// whole (the rename is atomic), but a power cut soon after may find the old one.
    public static func replace(_ url: URL, with data: Data, permissionsOf model: URL? = nil, durable: Bool = true) throws(Failure) {
        _ = try replace(url, with: Pieces(bytes: data, pieces: [.written(0..<data.count)]), permissionsOf: model,
                        keepingReadDescriptor: false, durable: durable)
    }

    /// Replaces the file with the pieces in order, as `replace(_:with:permissionsOf:)` does.
    /// A copy that finds its source shorter than it was (another program truncated it in place)
    /// throws a failure with `sourceChanged` and leaves the old file as it was. With
    /// `keepingReadDescriptor` it returns a read-only descriptor (O_CLOEXEC) of the new file,
    /// which the caller closes; else -1. `sourceIsUnchanged` is asked after copying, before
    /// the new file replaces the old: false (the source was rewritten in place meanwhile) fails
    /// as a shorter source does. `beforeRename` gets the new file, written and synced, just before
    /// it replaces the old; a reason it returns fails the replace, leaving the old file.
    public static func replace(_ url: URL, with contents: Pieces, permissionsOf model: URL? = nil,
                               keepingReadDescriptor: Bool, sourceIsUnchanged: () -> Bool = { true },
                               beforeRename: (_ descriptor: Int32) -> String? = { _ in nil }, durable: Bool = true) throws(Failure) -> Int32 {
        let directory = url.deletingLastPathComponent().path
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Failure(step: "creating a temporary file in \(directory)", code: errno) }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var committed = false
        var readDescriptor: Int32 = -1
        defer {
            if !committed {
                unlink(temporaryPath)
                if readDescriptor >= 0 { close(readDescriptor) }
            }
        }
        do {
            defer { close(descriptor) }
            fchmod(descriptor, permissions(of: (model ?? url).path) ?? 0o644)
            for piece in contents.pieces {
                switch piece {
                case .written(let range): try writeAll(contents.bytes, range, to: descriptor)
                case .copied(let range): try copy(range, of: contents.source, to: descriptor)
                }
            }
            if contents.pieces.contains(where: { if case .copied = $0 { true } else { false } }), !sourceIsUnchanged() {
                throw Failure(step: "copying from the old file (it changed meanwhile)", code: 0, sourceChanged: true)
            }
            guard !durable || fsync(descriptor) == 0 else { throw Failure(step: "fsync", code: errno) }
            if let reason = beforeRename(descriptor) { throw Failure(step: reason, code: 0) }
        }
        if keepingReadDescriptor {
            readDescriptor = open(temporaryPath, O_RDONLY | O_CLOEXEC)
            guard readDescriptor >= 0 else { throw Failure(step: "opening the new file", code: errno) }
        }
        guard rename(temporaryPath, url.path) == 0 else { throw Failure(step: "rename", code: errno) }
        committed = true
        let folder = durable ? open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        return readDescriptor
    }

    private static func writeAll(_ data: Data, _ range: Range<Int>, to descriptor: Int32) throws(Failure) {
        let result: Int32 = data.withUnsafeBytes { buffer in
            writeAll(UnsafeRawBufferPointer(rebasing: buffer[range]), to: descriptor)
        }
        if result != 0 { throw Failure(step: "write", code: result) }
    }

    /// 0, or the errno of the failed write.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Copies in the kernel, or with pread and write where the file system cannot.
    private static func copy(_ range: Range<Int>, of source: Int32, to descriptor: Int32) throws(Failure) {
        var offset = Int64(range.lowerBound)
        let end = Int64(range.upperBound)
        while offset < end {
            let copied = adder_copy_file_range(source, &offset, descriptor, Int(end - offset))
            if copied > 0 { continue }  // `offset` moved on
            if copied == 0 { throw Failure(step: "copying from the old file (it is shorter now)", code: 0, sourceChanged: true) }
            switch errno {
            case EINTR: continue
            case EXDEV, ENOSYS, EINVAL, EOPNOTSUPP:
                return try copyThroughMemory(Int(offset)..<range.upperBound, of: source, to: descriptor)
            default:
                throw Failure(step: "copying from the old file", code: errno, sourceChanged: true)
            }
        }
    }

    private static func copyThroughMemory(_ range: Range<Int>, of source: Int32, to descriptor: Int32) throws(Failure) {
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(chunk, max(range.count, 1)), alignment: 16)
        defer { buffer.deallocate() }
        var offset = range.lowerBound
        while offset < range.upperBound {
            let count = pread(source, buffer.baseAddress!, min(buffer.count, range.upperBound - offset), off_t(offset))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                throw Failure(step: "copying from the old file", code: count < 0 ? errno : 0, sourceChanged: true)
            }
            let result = writeAll(UnsafeRawBufferPointer(rebasing: buffer[0..<count]), to: descriptor)
            if result != 0 { throw Failure(step: "write", code: result) }
            offset += count
        }
    }

    private static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }
}
