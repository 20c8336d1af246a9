import Foundation
import Testing
import TestSupport

/// Issue 33, items 4 and 10, as the built binary runs them: a date outside the years Adder keeps
/// is refused where it would enter, so todos.json stays readable; exports print no escape sequence.
@Suite(.onOwnThreads) struct TodoEdgeDatesCommandTests {
    typealias Run = TodoCommandTests

    @Test func aTodoTxtLineDoneInYearZeroImportsNothingAndTheListStillWorks() async throws {
        let home = TemporaryDirectory("adder-edge-dates")
        let file = home.file("zero.txt")
        try Data("Buy milk\nx 0000-01-01 done in year zero\n".utf8).write(to: file)
        _ = try await Run.succeed(["todo", "add", "Already here"], home: home)
        let result = try await Run.adder(["todo", "import", file.path, "--from", "todotxt"], home: home)
        #expect(result.status != 0)
        #expect(result.errors == "adder: \(file.path), line 2: has a completion date (0000-01-01) outside the dates Adder keeps "
                + "(0001-01-02 to 9999-12-30); nothing was imported.\n")
        #expect(try await Run.listJSON(["--all"], home: home).map { $0["title"] } == ["Already here"])
    }

    @Test func aDueDateBeforeYearOneIsRefusedWithASentence() async throws {
        let home = TemporaryDirectory("adder-edge-dates")
        let early = ["ADDER_NOW": "0001-01-03T00:00:00Z"]
        let result = try await Run.adder(["todo", "add", "x", "--due=-400d"], home: home, environment: early)
        #expect(result.status == 2)
        #expect(result.errors == "adder: --due \"-400d\" is too far back: due dates go from 0001-01-02.\n")
        let clock = try await Run.adder(["todo", "add", "x"], home: home, environment: ["ADDER_NOW": "0001-01-01T00:00:00Z"])
        #expect(clock.status != 0)
        #expect(clock.errors.contains("outside the dates Adder keeps (0001-01-02 to 9999-12-30)"), "\(clock)")
        #expect(try await Run.listJSON(["--all"], home: home).isEmpty)
    }

    /// Foundation's ISO 8601 formatting counts Julian days before 1582-10-15: the list printed the
    /// creation date 1582-10-10 that todos.json holds as 1582-09-30.
    @Test func listAndShowPrintTheDatesTheFileHolds() async throws {
        let home = TemporaryDirectory("adder-edge-dates")
        let file = home.file("old.txt")
        try Data("1582-10-10 Reform the calendar\nx 0001-01-03 0001-01-02 Begin\n".utf8).write(to: file)
        _ = try await Run.succeed(["todo", "import", file.path, "--from", "todotxt"], home: home)
        let document = try String(contentsOf: home.file("todos.json"), encoding: .utf8)
        #expect(document.contains("\"created\" : \"1582-10-10T00:00:00Z\""))
        let items = try await Run.listJSON(["--all"], home: home)
        #expect(items.map { $0["created"] } == ["1582-10-10T00:00:00Z", "0001-01-02T00:00:00Z"])
        #expect(items.map { $0["completed"] } == [.null, "0001-01-03T00:00:00Z"])
        let shown = try await Run.succeed(["todo", "show", "1"], home: home)
        #expect(shown.contains("1582-10-10T00:00:00Z"), "\(shown)")
    }

    @Test(arguments: ["todotxt", "ics", "taskwarrior"])
    func anExportOfATitleTypedWithAnEscapeSequencePrintsNone(_ format: String) async throws {
        let home = TemporaryDirectory("adder-edge-text")
        _ = try await Run.succeed(["todo", "add", "Read: \u{1B}]2;PWN\u{07}\u{202E}gnp.exe"], home: home)
        let export = try await Run.adder(["todo", "export", "--to", format], home: home)
        #expect(export.status == 0)
        #expect(!export.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" }, "\(export.output)")
        #expect(export.output.contains(format == "ics" ? "Read: ]2\\;PWNgnp.exe" : "Read: ]2;PWNgnp.exe"))
    }
}
