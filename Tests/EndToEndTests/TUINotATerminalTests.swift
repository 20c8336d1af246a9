import Foundation
import Testing
import TestSupport

/// Without a terminal on stdout the TUI refuses to start, in one sentence.
@Suite(.onOwnThreads) struct TUINotATerminalTests {
    @Test func stdoutToAPipeExitsNonZeroWithOneLineOnStderr() throws {
        let home = TemporaryDirectory("adder-e2e-no-tty")
        let process = Process()
        process.executableURL = try TUIProcess.adderExecutable()
        process.environment = TUIProcess.cleanEnvironment(adderEnvironment(home: home))
        let output = Pipe()
        let error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // adder writes one short line, far below a pipe's buffer, so reading after the exit is safe.
        process.waitUntilExit()
        let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        let standardError = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        #expect(process.terminationReason == .exit, "ends by exiting, not by a signal or crash")
        #expect(process.terminationStatus != 0)
        #expect(standardOutput.isEmpty, "nothing on stdout")
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty && !lines[0].isEmpty,
                "exactly one line on stderr, got: \(standardError.debugDescription)")
    }
}
