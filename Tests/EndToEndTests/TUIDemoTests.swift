import Foundation
import Glibc
import Testing
import TestSupport

/// `adder --demo` removes its throwaway folder however it ends.
@Suite(.onOwnThreads) struct TUIDemoTests {
    private func demoFolders(in folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("adder-demo-") }
    }

    /// Reproduced before: a signal re-raised after the loop skipped the removal, and the folder stayed.
    @Test("the demo folder goes when q or a signal ends the program", arguments: [0, SIGTERM, SIGHUP])
    func demoFolderGoes(_ signal: Int32) async throws {
        let temporary = TemporaryDirectory("adder-e2e-demo")
        let scratch = TemporaryDirectory("adder-e2e-demo-tmux")
        let adder = try TUIProcess.adderExecutable()
        try await withTmuxSession(columns: 100, rows: 30, command: [adder.path, "--demo"],
                                  environment: ["TMPDIR": temporary.url.path, "ADDER_NOW": tuiNow], scratch: scratch) { session in
            try await session.waitForScreen(containing: "Adder")
            #expect(try demoFolders(in: temporary).count == 1)
            if signal == 0 {
                try session.press("q")
            } else {
                let pid = try #require(session.panePID)
                #expect(kill(pid, signal) == 0)
            }
            let deadline = ContinuousClock.now + .seconds(10)
            while !session.isPaneDead, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
            #expect(session.isPaneDead, "adder ended")
        }
        #expect(try demoFolders(in: temporary).isEmpty)
    }
}
