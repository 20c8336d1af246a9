import Basics
import Foundation
import Testing
import TestSupport

/// How `$VISUAL` is run and how its ending is worded (the terminal hand-over is tested end to end).
@Suite struct ExternalTextEditorTests {
    private func editor(_ command: String) -> ExternalTextEditor {
        ExternalTextEditor(environment: ["VISUAL": command]) { body in body() }
    }

    @Test func theFileTheEditorSeesEndsWithANewlineAndTheNotesComeBackWithoutIt() throws {
        let folder = TemporaryDirectory("adder-editor-copy")
        let copy = folder.file("seen")
        let edited = try editor("cp \"$1\" \(copy.path); printf 'more\\n' >>").edit("one line", name: "notes.md")
        #expect(try String(contentsOf: copy, encoding: .utf8) == "one line\n")
        #expect(edited == "one line\nmore")
    }

    @Test func anEditorThatExitsWithAFailureSaysItsStatus() {
        #expect(throws: TextEditingError("The editor exited with status 3 (“exit 3;”); the notes were not changed.")) {
            try editor("exit 3;").edit("text", name: "notes.md")
        }
    }

    @Test func anEditorKilledUnderTheShellSaysTheSignal() {
        #expect(throws: TextEditingError("The editor was killed by signal 9 (“sh -c 'kill -9 $$'”); the notes were not changed.")) {
            try editor("sh -c 'kill -9 $$'").edit("text", name: "notes.md")
        }
    }

    @Test func anEditorKilledBySignalSaysTheSignal() {
        #expect(throws: TextEditingError("The editor was killed by signal 9 (“kill -9 $$;”); the notes were not changed.")) {
            try editor("kill -9 $$;").edit("text", name: "notes.md")
        }
    }
}
