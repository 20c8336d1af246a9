import Foundation
import Testing
import TestSupport

/// `adder todo import` and `adder todo export` as the built binary runs them, on the files the
/// real tools wrote (Tests/TodoInteropTests/Fixtures).
@Suite(.onOwnThreads) struct TodoInteropCommandTests {
    typealias Run = TodoCommandTests

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TodoInteropTests/Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test func importCountsSkipsAndDropsAndASecondImportAddsNothing() async throws {
        let home = TemporaryDirectory("adder-interop")
        let file = Self.fixture("taskwarrior-export.json")
        let first = try await Run.succeed(["todo", "import", file, "--from", "taskwarrior"], home: home)
        #expect(first.hasPrefix("Imported 6 to-dos from \(file) (taskwarrior); skipped 2.\n"))
        #expect(first.contains("Skipped deleted tasks: 1.\n"))
        #expect(!first.contains("Dropped"), "wait, scheduled and annotation times are kept for the export")
        let items = try await Run.listJSON(["--all"], home: home)
        #expect(items.map { $0["title"] } == ["Pay rent", "Buy milk, eggs; bread  \"quoted\"", "Call the bank", "Water plants",
                                               "Thing with 日本語 and emoji 🎉", "Done already"])
        #expect(items[0]["tags"] == ["home"] && items[0]["project"] == "house" && items[0]["due"] == "2026-02-01" && items[0]["priority"] == "high")
        let second = try await Run.succeed(["todo", "import", file, "--from", "taskwarrior", "--json"], home: home)
        let summary = try JSONDecoder().decode([String: Run.JSON].self, from: Data(second.utf8))
        #expect(summary["imported"] == [])
        #expect(try await Run.listJSON(["--all"], home: home).count == 6)
        #expect(FileManager.default.fileExists(atPath: home.file("interop-links.json").path))
    }

    @Test func iCalendarSubtasksKeepTheirParentInTheFile() async throws {
        let home = TemporaryDirectory("adder-interop")
        _ = try await Run.succeed(["todo", "add", "Already here"], home: home)
        _ = try await Run.succeed(["todo", "import", Self.fixture("icalendar.ics"), "--from", "ics"], home: home)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: home.file("todos.json"))) as? [String: Any]
        let todos = try #require(document?["todos"] as? [[String: Any]])
        let van = try #require(todos.first { $0["title"] as? String == "Book the van" })
        #expect(van["parent"] as? Int == 2 && van["dueTime"] as? String == "16:00")
        #expect(todos.first { $0["title"] as? String == "Water plants" }?["recurrence"] as? String == "every 2 weeks on mon,thu")
        #expect(document?["nextID"] as? Int == 9)
    }

    @Test func exportWritesTheFileAndNamesWhatWasDroppedOnStderr() async throws {
        let home = TemporaryDirectory("adder-interop")
        _ = try await Run.succeed(["todo", "import", Self.fixture("todo.txt"), "--from", "todotxt"], home: home)
        _ = try await Run.succeed(["todo", "note", "1"], home: home, input: "a note")
        let output = home.file("out.txt")
        let result = try await Run.adder(["todo", "export", "--to", "todotxt", "--output", output.path], home: home)
        #expect(result.status == 0 && result.output.isEmpty)
        #expect(result.errors == "adder: the todo.txt export dropped notes (todo.txt has none): 1.\n")
        let written = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
        let original = try String(contentsOfFile: Self.fixture("todo.txt"), encoding: .utf8).split(separator: "\n")
        #expect(written[0] == original[0], "a line with a creation date comes back as it was")
        #expect(written.count == original.count)
        let icsRun = try await Run.adder(["todo", "export", "--to", "ics"], home: home)
        #expect(icsRun.status == 0)
        #expect(icsRun.errors == "adder: the iCalendar export dropped repeats after completion (written as repeats from the due date): 1.\n")
        let ics = icsRun.output
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\n") && ics.contains("DTSTAMP:20260102T090000Z\r\n"))
        let again = try await Run.succeed(["todo", "import", output.path, "--from", "todotxt"], home: home)
        #expect(again.hasPrefix("Imported 0 to-dos"))
    }

    @Test func aBadFileImportsNothingAndNamesTheLine() async throws {
        let home = TemporaryDirectory("adder-interop")
        let bad = home.file("bad.ics")
        try Data("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:fine\r\nEND:VTODO\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nDUE:soon\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8).write(to: bad)
        let result = try await Run.adder(["todo", "import", bad.path, "--from", "ics"], home: home)
        #expect(result.status == 1)
        #expect(result.errors == "adder: \(bad.path), line 8: has a DUE that is not a DATE or DATE-TIME (soon); nothing was imported.\n")
        #expect(!FileManager.default.fileExists(atPath: home.file("todos.json").path))
        let missing = try await Run.adder(["todo", "import", home.file("nope.txt").path, "--from", "todotxt"], home: home)
        #expect(missing.status == 1 && missing.errors.contains("nope.txt cannot be read"))
        let wrongFormat = try await Run.adder(["todo", "import", bad.path, "--from", "csv"], home: home)
        #expect(wrongFormat.status == 64 || wrongFormat.status == 2)
    }

    /// Issue 29, item 3: what Adder cannot show of a VTODO (here LOCATION) goes back out on export.
    @Test func iCalendarPropertiesAdderDoesNotShowGoBackOut() async throws {
        let home = TemporaryDirectory("adder-interop")
        let imported = try await Run.succeed(["todo", "import", Self.fixture("icalendar.ics"), "--from", "ics"], home: home)
        #expect(!imported.contains("LOCATION"), "kept, not dropped")
        let exported = try await Run.adder(["todo", "export", "--to", "ics"], home: home)
        #expect(exported.status == 0 && exported.output.contains("\r\nLOCATION:Bank\r\n"), "\(exported.output)")
    }

    @Test func hostileTextIsInertInTheSummary() async throws {
        let home = TemporaryDirectory("adder-interop")
        let file = home.file("evil.json")
        try Data("[{\"uuid\":\"u\",\"description\":\"t\",\"x\\u001b[2Jkey\":1}]".utf8).write(to: file)
        let output = try await Run.succeed(["todo", "import", file.path, "--from", "taskwarrior"], home: home)
        #expect(!output.contains("\u{1B}") && output.hasPrefix("Imported 1 to-do"))
        // The unknown field is kept for the export, which writes it back as JSON escapes it: inert.
        let exported = try await Run.succeed(["todo", "export", "--to", "taskwarrior"], home: home)
        #expect(!exported.contains("\u{1B}") && exported.contains(#""x\u001b[2Jkey":1"#), "\(exported)")
    }
}

extension TodoInteropCommandTests {
    /// A links file Adder cannot read stops the import before anything changes, and is kept as it was.
    @Test func anUnreadableLinksFileImportsNothingAndIsNotOverwritten() async throws {
        let home = TemporaryDirectory("adder-interop")
        let links = home.file("interop-links.json")
        try Data("{\"version\": 7}".utf8).write(to: links)
        let result = try await Run.adder(["todo", "import", Self.fixture("todo.txt"), "--from", "todotxt"], home: home)
        #expect(result.status == 1)
        #expect(result.errors == "adder: \(links.path): is not an Adder links file of version 1; nothing was imported.\n")
        #expect(try String(contentsOf: links, encoding: .utf8) == "{\"version\": 7}")
        #expect(!FileManager.default.fileExists(atPath: home.file("todos.json").path))
    }
}

extension TodoInteropCommandTests {
    /// The import is one step: `todo undo` names it and takes every to-do of it back; and a
    /// subtask written before its parent keeps it (the restores go in parents first).
    @Test func oneUndoTakesTheWholeImportBackAndSubtasksKeepParentsFoundLater() async throws {
        let home = TemporaryDirectory("adder-interop")
        let file = home.file("later-parent.txt")
        try Data("Child task p:7\nOther\nParent task id:7\n".utf8).write(to: file)
        _ = try await Run.succeed(["todo", "add", "Already here"], home: home)
        _ = try await Run.succeed(["todo", "import", file.path, "--from", "todotxt"], home: home)
        let items = try await Run.listJSON(["--all"], home: home)
        let child = try #require(items.first { $0["title"] == "Child task" })
        let parent = try #require(items.first { $0["title"] == "Parent task" })
        #expect(child["parent"] == parent["id"])
        let undo = try await Run.succeed(["todo", "undo"], home: home)
        #expect(undo == "Undid: import of 3 to-dos from \(file.path).\n")
        #expect(try await Run.listJSON(["--all"], home: home).map { $0["title"] } == ["Already here"])
    }
}
