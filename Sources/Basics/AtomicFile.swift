import Foundation
import Glibc

/// Replacing a file so that a crash or power loss at any instant leaves either the old file or
/// the new one, never a mix.
public enum AtomicFile {
    /// Which system call failed, and why.
    public struct Failure: Error, CustomStringConvertible {
        let step: String
        let code: Int32
        public var description: String { "\(step) failed: \(String(cString: strerror(code)))" }
    }

    /// The new file gets the permissions of the one it replaces, or of `permissionsOf` (so a
    /// backup copy is as private as its original), else 0644.
    public static func replace(_ url: URL, with data: Data, permissionsOf model: URL? = nil) throws(Failure) {
        let directory = url.deletingLastPathComponent().path
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Failure(step: "creating a temporary file in \(directory)", code: errno) }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var committed = false
        defer {
            if !committed { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            fchmod(descriptor, permissions(of: (model ?? url).path) ?? 0o644)
            try writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw Failure(step: "fsync", code: errno) }
        }
        guard rename(temporaryPath, url.path) == 0 else { throw Failure(step: "rename", code: errno) }
        committed = true
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws(Failure) {
        let result: Int32 = data.withUnsafeBytes { buffer in
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
        if result != 0 { throw Failure(step: "write", code: result) }
    }

    private static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }
}
