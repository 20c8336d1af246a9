import Foundation
import Testing
import TestSupport

/// `adder todo add|edit|done` with repeat rules, due times and quick add, run as the built
/// binary with the clock at Friday 2026-01-02 09:00 UTC. Reads todos.json itself: the file's form
/// (date-only stays date-only, the rule in words) is what is checked.
@Suite(.onOwnThreads) struct TodoDatesCommandTests {
    typealias Command = TodoCommandTests

    /// The to-dos in todos.json, as JSON objects.
    static func saved(in home: TemporaryDirectory) throws -> [[String: Any]] {
        let data = try Data(contentsOf: home.file("todos.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(document["todos"] as? [[String: Any]])
    }

    @Test func everyOnAddAndEditAndDoneMakesTheNext() async throws {
        let home = TemporaryDirectory("adder-todo")
        #expect(try await Command.succeed(["todo", "add", "Water", "plants", "--due", "fri", "--every", "2 weeks"], home: home) == "1\n")
        #expect(try Self.saved(in: home).first?["recurrence"] as? String == "every 2 weeks")

        _ = try await Command.succeed(["todo", "edit", "1", "--every", "every mon, thu"], home: home)
        #expect(try Self.saved(in: home).first?["recurrence"] as? String == "every mon,thu")

        _ = try await Command.succeed(["todo", "done", "1"], home: home)
        let todos = try Self.saved(in: home)
        #expect(todos.count == 2)
        #expect(todos.last?["due"] as? String == "2026-01-12", "Fri 2026-01-09 → the Monday after")
        #expect(todos.last?["done"] as? Bool != true)

        _ = try await Command.succeed(["todo", "edit", "2", "--every", ""], home: home)
        #expect(try Self.saved(in: home).last?["recurrence"] == nil)

        let bad = try await Command.adder(["todo", "add", "Gym", "--every", "sometimes"], home: home)
        #expect(bad.status == 2)
        #expect(bad.errors.hasPrefix("adder: --every \"sometimes\" is not a repeat rule: use every day"))
    }

    @Test(arguments: [["--due", "-1d"], ["--due=-1d"]])
    func dueMayStartWithADash(_ option: [String]) async throws {
        let home = TemporaryDirectory("adder-todo")
        _ = try await Command.succeed(["todo", "add", "Late"] + option, home: home)
        #expect(try Self.saved(in: home).first?["due"] as? String == "2026-01-01")
        _ = try await Command.succeed(["todo", "edit", "1"] + option.map { $0.replacingOccurrences(of: "1d", with: "2w") }, home: home)
        #expect(try Self.saved(in: home).first?["due"] as? String == "2025-12-19")
    }

    @Test func dueTimesAndDateOnlyDuesInTheFile() async throws {
        let home = TemporaryDirectory("adder-todo")
        _ = try await Command.succeed(["todo", "add", "Dentist", "--due", "fri 17:00"], home: home)
        _ = try await Command.succeed(["todo", "add", "Bread", "--due", "tomorrow"], home: home)
        var todos = try Self.saved(in: home)
        #expect(todos[0]["due"] as? String == "2026-01-09" && todos[0]["dueTime"] as? String == "17:00")
        #expect(todos[1]["due"] as? String == "2026-01-03" && todos[1]["dueTime"] == nil)
        _ = try await Command.succeed(["todo", "edit", "1", "--due", "dec 25"], home: home)
        todos = try Self.saved(in: home)
        #expect(todos[0]["due"] as? String == "2026-12-25" && todos[0]["dueTime"] == nil, "a date alone clears the time")
        let bad = try await Command.adder(["todo", "add", "X", "--due", "fri 25:00"], home: home)
        #expect(bad.status == 2 && bad.errors.contains("\"25:00\" is not a time of day"))
    }

    @Test func quickAddWordsOnTheCommandLine() async throws {
        let home = TemporaryDirectory("adder-todo")
        let added = try await Command.adder(["todo", "add", "Pay rent !!! due:fri 17:00 every:\"month on the 1st\" #home \\#1"],
                                            home: home)
        #expect(added == Command.Outcome(status: 0, output: "1\n", errors: ""), "stderr is not a terminal: only the id")
        let todo = try #require(try Self.saved(in: home).first)
        #expect(todo["title"] as? String == "Pay rent #1")
        #expect(todo["priority"] as? String == "high")
        #expect(todo["due"] as? String == "2026-01-09" && todo["dueTime"] as? String == "17:00")
        #expect(todo["recurrence"] as? String == "every month on the 1st")
        #expect(todo["tags"] as? [String] == ["home"])

        let bad = try await Command.adder(["todo", "add", "Call due:someday"], home: home)
        #expect(bad.status == 2 && bad.errors.hasPrefix("adder: due: \"someday\" is not a date"))
        #expect(try Self.saved(in: home).count == 1)
    }
}
