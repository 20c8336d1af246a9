import Basics
import Foundation
import Testing

/// `password-command`, as [todos.sync] and the feed services run it.
@Suite struct PasswordCommandTests {
    @Test("the first line is the password; it never needs argv or a file kept")
    func firstLine() throws {
        #expect(try PasswordCommand.password(from: "printf 'secret\\nnot this\\n'") == "secret")
    }

    @Test("a command that fails or prints nothing is one sentence naming it")
    func failures() {
        #expect(throws: PasswordCommand.Failure(command: "exit 3", reason: "it exited with status 3")) {
            try PasswordCommand.password(from: "exit 3")
        }
        #expect(throws: PasswordCommand.Failure(command: "true", reason: "it printed no password")) {
            try PasswordCommand.password(from: "true")
        }
    }

    @Test("without the terminal (the TUI's background sync) its stdin and stderr are /dev/null, so it cannot prompt over the screen")
    func noTerminal() throws {
        let quiet = "[ \"$(readlink /proc/$$/fd/0)\" = /dev/null ] && [ \"$(readlink /proc/$$/fd/2)\" = /dev/null ] && echo quiet"
        #expect(try PasswordCommand.password(from: quiet, withTerminal: false) == "quiet")
        // With the terminal, stderr stays the runner's (a pipe or a file here, never /dev/null).
        #expect(throws: PasswordCommand.Failure.self) { try PasswordCommand.password(from: quiet) }
    }
}
