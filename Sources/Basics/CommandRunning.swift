import Foundation
import Glibc

/// Runs a program outside Adder with some text on its standard input.
public protocol CommandRunning {
    /// Runs `arguments` (no shell) with `input` as its standard input, and says how it ended.
    /// `showingOutput`: what it printed stays on the terminal until Enter (a `|` to `wc -w`),
    /// rather than the screen coming back over it at once (a player, a pager).
    func run(_ arguments: [String], input: Data?, showingOutput: Bool) -> ForegroundProcess.Ending
}

/// Runs the program in the foreground while the TUI is suspended, so a pager or a player can use
/// the terminal (newsboat's pipe-to does the same). The input goes through an unlinked temporary
/// file, not a pipe: a program that never reads cannot block Adder, and nothing is left behind.
public struct ForegroundCommandRunner: CommandRunning {
    private let suspend: (() -> Void) -> Void

    public init(suspend: @escaping (() -> Void) -> Void) {
        self.suspend = suspend
    }

    public func run(_ arguments: [String], input: Data?, showingOutput: Bool) -> ForegroundProcess.Ending {
        guard !arguments.isEmpty else { return .couldNotStart("no command was given") }
        var descriptor: Int32 = -1
        if let input {
            do {
                descriptor = try Self.unlinkedFile(holding: input)
            } catch {
                return .couldNotStart(error.description)
            }
        }
        defer { if descriptor >= 0 { Glibc.close(descriptor) } }
        var ending = ForegroundProcess.Ending.exited(-1)
        suspend {
            ending = ForegroundProcess.run(arguments, standardInput: descriptor >= 0 ? descriptor : nil)
            if showingOutput { Self.waitForEnter() }
        }
        return ending
    }

    /// newsboat's way after a pipe: the output stays until the user has read it.
    private static func waitForEnter() {
        let prompt = "\nPress Enter to return to Adder."
        _ = prompt.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 || byte == 0x0A || byte == 0x0D { return }
        }
    }

    /// A read descriptor, at offset 0, of a file in the temporary folder that no longer has a name.
    static func unlinkedFile(holding data: Data) throws(TextEditingError) -> Int32 {
        var template = Array((NSTemporaryDirectory() + "/adder-input-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw TextEditingError("a temporary file could not be made: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let result = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        guard written, lseek(descriptor, 0, SEEK_SET) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw TextEditingError("the text could not be written to a temporary file: \(reason)")
        }
        return descriptor
    }
}
