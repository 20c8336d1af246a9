@testable import App
import Foundation
import Terminal
import TestSupport
import Testing

/// A key Adder has no use for anywhere says so and names the help key; one that is Adder's on
/// another pane or tab stays silent, as does a key that did something.
@MainActor
@Suite struct UnknownKeyTests {
    let folder = TemporaryDirectory()

    private func shell() throws -> AppShell {
        try QuitTests.wholeApp(in: folder).0
    }

    private func statusLine(_ shell: AppShell) -> String {
        shell.render(size: Size(columns: 100, rows: 20)).textLines.last ?? ""
    }

    @Test(arguments: ["%", "<F9>", "<F12>"])
    func aKeyNoBindingHoldsNamesTheHelpKey(notation: String) throws {
        let shell = try shell()
        let key = try #require(try KeyNotation.parse(notation).first)
        shell.handle(key)
        #expect(statusLine(shell).contains("\(key.label) is not one of Adder's keys: ? lists them."), "\(statusLine(shell))")
        shell.handle(.down)
        #expect(!statusLine(shell).contains("is not one of Adder's keys"), "the next key clears it")
    }

    @Test func aKeyBoundOnAnotherPaneStaysSilent() throws {
        let shell = try shell()
        // `L` lists an article's links on the News tab; on the to-do list it does nothing.
        shell.handle(.character("L"))
        #expect(!statusLine(shell).contains("is not one of Adder's keys"))
    }
}
