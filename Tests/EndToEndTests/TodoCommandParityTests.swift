import Foundation
import Testing
import TestSupport

/// `adder todo show`, `note`, `search`, `archive` and `add -`: what the screen does, from scripts.
@Suite(.onOwnThreads) struct TodoCommandParityTests {
    typealias Run = TodoCommandTests

    @Test func showPrintsEveryFieldAndTheNotesOrOneJSONObject() async throws {
        let home = TemporaryDirectory("adder-parity")
        try Run.writeTodos(Run.threeTodos, in: home)
        _ = try await Run.succeed(["todo", "note", "3"], home: home, input: "semi-skimmed\n\u{1B}[31mred\n")
        let text = try await Run.succeed(["todo", "show", "3"], home: home)
        #expect(text == """
            #3 Buy milk
            status: open
            priority: high
            due: 2026-01-05
            tags: #errands #home
            created: 2026-01-01T08:00:00Z
            notes:
              semi-skimmed
              ^[[31mred

            """)
        let done = try await Run.succeed(["todo", "show", "12"], home: home)
        #expect(done.contains("status: done (completed 2025-12-31T08:00:00Z)\n"))
        let json = try JSONDecoder().decode([String: Run.JSON].self, from: Data(try await Run.succeed(["todo", "show", "3", "--json"], home: home).utf8))
        #expect(Set(json.keys) == Run.jsonKeys)
        #expect(json["notes"] == "semi-skimmed\n\u{1B}[31mred")
        let missing = try await Run.adder(["todo", "show", "99"], home: home)
        #expect(missing.status == 1 && missing.errors.contains("There is no to-do with id 99"))
    }

    @Test func noteReadsStandardInputAndEmptyInputClearsTheNotes() async throws {
        let home = TemporaryDirectory("adder-parity")
        _ = try await Run.succeed(["todo", "add", "Call"], home: home)
        _ = try await Run.succeed(["todo", "note", "1"], home: home, input: "first line\nsecond\n")
        #expect(try await Run.listJSON(home: home).first?["notes"] == "first line\nsecond")
        _ = try await Run.succeed(["todo", "note", "1"], home: home, input: "")
        #expect(try await Run.listJSON(home: home).first?["notes"] == "")
    }

    @Test func noteEditRunsTheEditorOnTheNotes() async throws {
        let home = TemporaryDirectory("adder-parity")
        _ = try await Run.succeed(["todo", "add", "Call"], home: home)
        _ = try await Run.succeed(["todo", "note", "1"], home: home, input: "old")
        let editor = home.file("editor.sh")
        try Data("#!/bin/sh\nsed -i 's/old/new/' \"$1\"\n".utf8).write(to: editor)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        _ = try await Run.succeed(["todo", "note", "1", "--edit"], home: home, environment: ["EDITOR": editor.path])
        #expect(try await Run.listJSON(home: home).first?["notes"] == "new")
        let failing = try await Run.adder(["todo", "note", "1", "--edit"], home: home, environment: ["EDITOR": "false"])
        #expect(failing.status == 1 && failing.errors.contains("the notes were not changed"))
        #expect(try await Run.listJSON(home: home).first?["notes"] == "new")
    }

    @Test func searchFindsEveryWordInTitlesNotesAndTags() async throws {
        let home = TemporaryDirectory("adder-parity")
        try Run.writeTodos(Run.threeTodos, in: home)
        #expect(try await Run.succeed(["todo", "search", "MILK"], home: home) == "3 [ ] !!! 2026-01-05 Buy milk #errands #home\n")
        let tagged = try await Run.succeed(["todo", "search", "#home", "--json"], home: home)
        let ids = try JSONDecoder().decode([[String: Run.JSON]].self, from: Data(tagged.utf8)).map { $0["id"] }
        #expect(ids == [3, 12])
        #expect(try await Run.succeed(["todo", "search", "plan"], home: home) == "", "archived ones only with --all")
        #expect(try await Run.succeed(["todo", "search", "plan", "--all"], home: home).contains("Old plan (archived)"))
        let nothing = try await Run.adder(["todo", "search", " "], home: home)
        #expect(nothing.status == 2)
    }

    @Test func archiveWithoutIdsArchivesTheDoneOnesAndWithIdsThoseOnes() async throws {
        let home = TemporaryDirectory("adder-parity")
        try Run.writeTodos(Run.threeTodos, in: home)
        #expect(try await Run.succeed(["todo", "archive", "--json"], home: home) == "[\n  12\n]\n")
        let all = try await Run.listJSON(["--all"], home: home)
        #expect(all.map { $0["archived"] } == [false, true, true])
        _ = try await Run.succeed(["todo", "archive", "3"], home: home)
        #expect(try await Run.listJSON(home: home) == [])
        let unknown = try await Run.adder(["todo", "archive", "3", "44"], home: home)
        #expect(unknown.status == 1 && unknown.errors.contains("44"))
    }

    @Test func addDashAddsOneToDoALineWithTheQuickAddSyntax() async throws {
        let home = TemporaryDirectory("adder-parity")
        let output = try await Run.succeed(["todo", "add", "-"], home: home,
                                           input: "Pay rent !!! due:fri #home\n\n  Call mum !\r\nPlain\n")
        #expect(output == "1\n2\n3\n")
        let items = try await Run.listJSON(home: home)
        #expect(items.map { $0["title"] } == ["Pay rent", "Call mum", "Plain"])
        #expect(items.map { $0["priority"] } == ["high", "low", .null])
        #expect(items[0]["due"] == "2026-01-09")
        #expect(items[0]["tags"] == ["home"])
        let json = try await Run.succeed(["todo", "add", "-", "--json"], home: home, input: "Fourth every:2w due:today\n")
        #expect(try JSONDecoder().decode([[String: Run.JSON]].self, from: Data(json.utf8)).map { $0["id"] } == [4])
        let shown = try await Run.succeed(["todo", "show", "4"], home: home)
        #expect(shown.contains("due: 2026-01-02\nrepeats: every 2 weeks\n"))
    }

    @Test func addDashWithABadLineAddsNothingAndNamesTheLine() async throws {
        let home = TemporaryDirectory("adder-parity")
        let result = try await Run.adder(["todo", "add", "-"], home: home, input: "Good one\n#onlytags\nAnother\n")
        #expect(result.status == 1)
        #expect(result.errors == "adder: Line 2 of standard input: A to-do needs a title: give it some words besides its #tags. Nothing was added.\n")
        let badDate = try await Run.adder(["todo", "add", "-"], home: home, input: "Fine\nLater due:someday\n")
        #expect(badDate.status == 1 && badDate.errors.hasPrefix("adder: Line 2 of standard input: "))
        let badRepeat = try await Run.adder(["todo", "add", "-"], home: home, input: "Often every:\u{1B}[2J\n")
        #expect(badRepeat.status == 1 && badRepeat.errors.hasPrefix(#"adder: Line 1 of standard input: every: "^[[2J" is not a repeat rule"#))
        #expect(try await Run.listJSON(home: home) == [])
        #expect(try await Run.adder(["todo", "add", "-"], home: home, input: "\n \n").status == 1)
    }
}
