import Foundation
import Testing
import TestSupport

/// Issue 33, item 12, with the real binary in tmux: `adder feeds add` run while `E` has the feeds
/// file open in $EDITOR. The editor then saves its buffer over the file, as vim does; the add
/// must not be lost without a word: it is refused, saying why, and the editor's text stands.
@Suite(.serialized) struct TUIFeedsFileEditLockTests {
    @Test func anAddWhileTheFeedsFileIsInTheEditorIsRefusedNotLost() async throws {
        let home = TemporaryDirectory("adder-e2e-feeds-edit-lock")
        let original = "http://127.0.0.1:9/one\n"
        try original.write(to: home.file("feeds"), atomically: true, encoding: .utf8)
        let adder = try TUIProcess.adderExecutable()
        let editor = home.file("editor.sh")
        // The editor reads the file into its buffer, another program adds a feed meanwhile, and the
        // user's save writes the buffer back with the line they typed.
        try """
            cat "$1" > '\(home.file("buffer").path)'
            '\(adder.path)' feeds add http://127.0.0.1:9/added > '\(home.file("add.out").path)' 2>&1
            echo "ADD=$?" >> '\(home.file("add.out").path)'
            printf 'http://127.0.0.1:9/typed\\n' >> '\(home.file("buffer").path)'
            cat '\(home.file("buffer").path)' > "$1"
            printf 'EDITED\\n'
            IFS= read -r line </dev/tty
            """.write(to: editor, atomically: true, encoding: .utf8)
        let report = try await withAdderInTmux(columns: 160, rows: 24, home: home,
                                               environment: ["VISUAL": "sh \(editor.path)", "EDITOR": "false"]) { pane in
            let session = pane.session
            try session.press("2")
            try await session.waitForScreen(containing: "Refreshed 1 feed")
            try session.press("E")
            try await session.waitForScreen(containing: "EDITED", timeout: .seconds(30))
            try session.press("Enter")
            try await session.waitForScreen(containing: "/typed")
            try session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
        let added = try String(contentsOf: home.file("add.out"), encoding: .utf8)
        let text = try String(contentsOf: home.file("feeds"), encoding: .utf8)
        #expect(!added.contains("ADD=0") || text.contains("/added"), "the add said it worked, and the file lost it: \(added)")
        #expect(added.contains("ADD=1") && added.contains("is open in an editor"), "\(added)")
        #expect(text == original + "http://127.0.0.1:9/typed\n", "the file is exactly what the editor left")
    }
}
