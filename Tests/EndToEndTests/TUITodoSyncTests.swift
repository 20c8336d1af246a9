import Foundation
import Testing
import TestSupport

/// Issue 30: the TUI syncs the to-dos with a real Radicale in the background: at start, and on
/// `r`; what another machine added shows, what was added here reaches the other machine, and the
/// status bar says when it last synced and what waits to be sent.
@Suite(.onOwnThreads) struct TUITodoSyncTests {
    private static func home(_ name: String, server: CalDAVTestServer, interval: String, caFile: URL? = nil) throws -> TemporaryDirectory {
        let home = TemporaryDirectory(name)
        try """
            [todos.sync]
            url = "\(server.root.absoluteString)"
            username = "\(server.username)"
            password-command = "printf '\(server.password)\\\\n'"
            calendar = "Adder"
            interval = "\(interval)"
            \(caFile.map { "ca-file = \"\($0.path)\"" } ?? "")

            """.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        return home
    }

    private static func adder(_ arguments: [String], home: TemporaryDirectory) throws -> String {
        let result = try TUIProcess.run(try TUIProcess.adderExecutable(), arguments,
                                        environment: TUIProcess.cleanEnvironment(adderEnvironment(home: home)), timeout: .seconds(30))
        guard result.status == 0 else { throw TUIError("adder \(arguments.joined(separator: " ")) failed: \(result.standardError)") }
        return result.standardOutput
    }

    @Test func theTUISyncsAtStartAndOnRAndTheOtherMachineSeesItsEdit() async throws {
        let server = try CalDAVTestServer(.radicale)
        defer { server.stop() }
        let phone = try Self.home("adder-e2e-sync-phone", server: server, interval: "0")
        _ = try Self.adder(["todo", "sync", "--create", "Adder"], home: phone)
        _ = try Self.adder(["todo", "add", "From the phone"], home: phone)
        _ = try Self.adder(["todo", "sync"], home: phone)

        let laptop = try Self.home("adder-e2e-sync-laptop", server: server, interval: "15m")
        try await withAdderInTmux(columns: 120, rows: 16, home: laptop, socketPrefix: "todo-sync") { pane in
            let session = pane.session
            let synced = try await session.waitForScreen(containing: "synced 09:00", timeout: .seconds(20))
            #expect(synced.contains { $0.contains("From the phone") }, "\(synced)")
            try session.type("a")
            try session.type("Milk from the laptop")
            try session.press("Enter")
            _ = try await session.waitForScreen(containing: "1 to send")
            try session.type("r")
            let after = try await session.waitForScreen(containing: "Synced. Sent 1 new", timeout: .seconds(20))
            #expect(after.last?.contains("1 to send") == false, "\(after.last ?? "")")
            try session.type("q")
            _ = try await pane.exitReport()
        }
        _ = try Self.adder(["todo", "sync"], home: phone)
        let list = try Self.adder(["todo", "list"], home: phone)
        #expect(list.contains("Milk from the laptop"), "\(list)")
    }

    @Test func theTUISyncsOverHTTPSWithItsCAFile() async throws {
        let certificates = try TestCertificates()
        let server = try CalDAVTestServer(.radicale, certificates: certificates)
        defer { server.stop() }
        let phone = try Self.home("adder-e2e-tls-phone", server: server, interval: "0", caFile: certificates.caFile)
        _ = try Self.adder(["todo", "sync", "--create", "Adder"], home: phone)
        _ = try Self.adder(["todo", "add", "From the phone"], home: phone)
        _ = try Self.adder(["todo", "sync"], home: phone)

        let laptop = try Self.home("adder-e2e-tls-laptop", server: server, interval: "15m", caFile: certificates.caFile)
        try await withAdderInTmux(columns: 120, rows: 16, home: laptop, socketPrefix: "todo-tls") { pane in
            let synced = try await pane.session.waitForScreen(containing: "synced 09:00", timeout: .seconds(20))
            #expect(synced.contains { $0.contains("From the phone") }, "\(synced)")
            try pane.session.type("q")
            _ = try await pane.exitReport()
        }
    }
}
