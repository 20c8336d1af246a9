import Basics
import Foundation
import Testing
import TestSupport

/// `$VISUAL` run on a file where it lies (the feeds file, `E` on the feeds pane): the editor
/// writes the file itself, and a failure is worded without the notes' ending.
@Suite struct ExternalFileEditorTests {
    private func editor(_ command: String) -> ExternalTextEditor {
        ExternalTextEditor(environment: ["VISUAL": command]) { body in body() }
    }

    @Test func theEditorWritesTheFileItselfAndItsFolderIsMadeFirst() throws {
        let folder = TemporaryDirectory("adder-file-editor")
        let file = folder.url.appendingPathComponent("config/feeds")
        try editor("printf 'https://example.com/feed.xml\\n' >>").edit(fileAt: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "https://example.com/feed.xml\n")
        try editor("printf 'second\\n' >>").edit(fileAt: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "https://example.com/feed.xml\nsecond\n")
    }

    @Test func anEditorThatFailsSaysHowAndLeavesWhatItWrote() throws {
        let folder = TemporaryDirectory("adder-file-editor-fails")
        let file = folder.file("feeds")
        #expect(throws: TextEditingError("The editor exited with status 3 (“echo half >> \"$1\"; exit 3;”).")) {
            try editor("echo half >> \"$1\"; exit 3;").edit(fileAt: file)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "half\n")
    }
}
