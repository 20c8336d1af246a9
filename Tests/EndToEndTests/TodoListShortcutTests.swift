import Foundation
import Testing
import TestSupport

/// `adder todo list` with only filter words, `--all` and `--json` is read without ArgumentParser
/// (`TodoListRequest`, for its start): whatever it prints, on stdout or stderr, and its exit
/// status must be what ArgumentParser's reading gives. A `--` before the words sends the same
/// request through ArgumentParser, which reads what follows it as words.
@Suite(.onOwnThreads) struct TodoListShortcutTests {
    typealias Run = TodoCommandTests

    static let wordSets: [[String]] = [
        [], ["+home"], ["milk"], ["status:done"], ["pri:H", "due.before:eow"], ["view:week"], ["view:month"],
        ["pri:X"], ["due.before:someday"], ["買い物"], [""], ["+home", "mum", "status:done"], ["project:work"],
    ]

    @Test func printsWhatArgumentParserReadingPrints() async throws {
        let home = TemporaryDirectory("adder-list-shortcut")
        try Run.writeTodos(Run.threeTodos, in: home)
        try "[todos.views]\nweek = \"due.before:eow\"\n".write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        for words in Self.wordSets {
            for flags in [[], ["--all"], ["--json"], ["--json", "--all"]] {
                try await Self.expectSameOutcome(flags: flags, words: words, home: home)
            }
        }
    }

    @Test func failsAsArgumentParserReadingFails() async throws {
        let home = TemporaryDirectory("adder-list-shortcut-broken")
        try Run.writeTodos("{\"version\": 2, \"todos\": [\n  {\"id\": \"three\"}\n]}", in: home)
        try await Self.expectSameOutcome(flags: [], words: ["milk"], home: home)
        try FileManager.default.removeItem(at: home.file("todos.json"))
        try FileManager.default.createDirectory(at: home.file("todos.json"), withIntermediateDirectories: false)
        try await Self.expectSameOutcome(flags: ["--json"], words: [], home: home)
    }

    private static func expectSameOutcome(flags: [String], words: [String], home: TemporaryDirectory) async throws {
        let shortcut = try await Run.adder(["todo", "list"] + flags + words, home: home)
        let parsed = try await Run.adder(["todo", "list"] + flags + ["--"] + words, home: home)
        #expect(shortcut == parsed, "todo list \(flags + words)")
    }
}
