import Foundation
import Testing
import TestSupport

/// `adder todo list` and its errors print stored text inertly: an escape sequence in a title
/// shows as characters and neither retitles the window nor clears the screen, on a terminal
/// or through a pipe; `--json` keeps the exact text.
@Suite(.onOwnThreads) struct TodoCommandInertOutputTests {
    /// Titles and a tag that try to set the window title, clear the screen and reverse the text.
    static let hostileTodos = #"""
        {"version": 2, "nextID": 4, "todos": [
          {"id": 1, "title": "\u001b]2;PWNED\u0007 retitle", "created": "2026-01-01T08:00:00Z"},
          {"id": 2, "title": "\u001b[2J\u001b[H clear", "created": "2026-01-01T08:00:00Z", "tags": ["x\u001b[31m"]},
          {"id": 3, "title": "bidi \u202Eevil\u202C C1 \u009b2J", "created": "2026-01-01T08:00:00Z"}
        ]}
        """#

    /// A file whose bad date quotes an escape sequence into the error sentence.
    static let hostileBrokenFile = #"""
        {"version": 2, "nextID": 2, "todos": [
          {"id": 1, "title": "x", "created": "\u001b]2;PWNED-ERROR\u0007\u001b[2J"}
        ]}
        """#

    static let script = """
        printf 'BEFORE-LISTING\\n'
        "$1" todo list
        printf 'AFTER-TERMINAL\\n'
        "$1" todo list | cat
        printf 'AFTER-PIPE\\n'
        ADDER_HOME="$2" "$1" todo list
        printf 'AFTER-ERROR\\n'
        sleep 600
        """

    @Test func listingHostileTitlesInTmuxLeavesTheWindowTitleAndScreenAlone() async throws {
        let home = TemporaryDirectory("adder-inert")
        let brokenHome = TemporaryDirectory("adder-inert-broken")
        try Data(Self.hostileTodos.utf8).write(to: home.file("todos.json"))
        try Data(Self.hostileBrokenFile.utf8).write(to: brokenHome.file("todos.json"))
        let scratch = TemporaryDirectory("adder-inert-tmux")
        let scriptFile = scratch.file("list.sh")
        try Self.script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let adder = try TUIProcess.adderExecutable()

        try await withTmuxSession(columns: 120, rows: 30, command: ["/bin/sh", scriptFile.path, adder.path, brokenHome.url.path],
                                  environment: ["ADDER_HOME": home.url.path, "ADDER_NOW": tuiNow], scratch: scratch) { session in
            let screen = try await session.waitForScreen(containing: "AFTER-ERROR")
            let text = screen.joined(separator: "\n")
            #expect(!(try session.query("#{pane_title}")).contains("PWNED"), "the window title changed")
            #expect(screen.first == "BEFORE-LISTING", "the screen was cleared:\n\(text)")
            #expect(screen.filter { $0.contains("^[]2;PWNED^G retitle") }.count == 2, "terminal and pipe:\n\(text)")
            #expect(screen.filter { $0.contains("^[[2J^[[H clear #x^[[31m") }.count == 2, "\(text)")
            #expect(screen.filter { $0.contains("bidi <U+202E>evil<U+202C> C1 <U+9B>2J") }.count == 2, "\(text)")
            #expect(text.contains(#"adder: "# + brokenHome.url.path), "\(text)")
            // The sentence is longer than the pane is wide: join the rows it wraps over.
            #expect(screen.joined().contains(#""^[]2;PWNED-ERROR^G^[[2J" is not an ISO 8601 instant"#), "the error quotes inertly:\n\(text)")
        }
    }

    @Test func jsonKeepsTheExactText() async throws {
        let home = TemporaryDirectory("adder-inert")
        try Data(Self.hostileTodos.utf8).write(to: home.file("todos.json"))
        let output = try await TodoCommandTests.succeed(["todo", "list", "--json"], home: home)
        #expect(!output.contains("\u{1B}"), "JSON escapes control characters")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["title"] as? String } == [
            "\u{1B}]2;PWNED\u{07} retitle", "\u{1B}[2J\u{1B}[H clear", "bidi \u{202E}evil\u{202C} C1 \u{9B}2J",
        ])
        #expect(objects[1]["tags"] as? [String] == ["x\u{1B}[31m"])
    }
}
