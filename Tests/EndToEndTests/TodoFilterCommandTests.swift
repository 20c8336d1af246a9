import Foundation
import Testing
import TestSupport

/// `adder todo list` with filter words and `--sort` (issue 29, item 5).
@Suite(.onOwnThreads) struct TodoFilterCommandTests {
    typealias Run = TodoCommandTests

    @Test func filterWordsAndSortKeys() async throws {
        let home = TemporaryDirectory("adder-filter")
        // ADDER_NOW is Friday 2026-01-02.
        _ = try await Run.succeed(["todo", "add", "Write report project:work.reports #urgent !!! due:today"], home: home)
        _ = try await Run.succeed(["todo", "add", "Plan the week project:work ! due:sun"], home: home)
        _ = try await Run.succeed(["todo", "add", "Call the office project:work !!! due:sun"], home: home)
        _ = try await Run.succeed(["todo", "add", "Sand the bench project:workshop due:mon"], home: home)
        let listed = try await Run.listJSON(["project:work", "due.before:eow", "--sort", "due,-priority"], home: home)
        #expect(listed.map { $0["title"] } == ["Write report", "Call the office", "Plan the week"])
        #expect(try await Run.listJSON(["+urgent", "report"], home: home).map { $0["title"] } == ["Write report"])
        #expect(try await Run.listJSON(["status:done"], home: home).isEmpty)

        let bad = try await Run.adder(["todo", "list", "pri:X"], home: home)
        #expect(bad == Run.Outcome(status: 2, output: "", errors: "adder: pri:X: a priority is H, M, L or none.\n"))
        let badSort = try await Run.adder(["todo", "list", "--sort", "due,urgency"], home: home)
        #expect(badSort.status == 2 && badSort.errors.contains("urgency is not a sort key"))
    }

    @Test func savedViewsFromConfig() async throws {
        let home = TemporaryDirectory("adder-views")
        try """
            [todos.views]
            week = "project:work due.before:eow"
            urgent-week = "view:week pri:H"
            broken = "pri:X"
            """.write(to: home.file("config.toml"), atomically: true, encoding: .utf8)
        _ = try await Run.succeed(["todo", "add", "Write report project:work.reports !!! due:today"], home: home)
        _ = try await Run.succeed(["todo", "add", "Plan the week project:work ! due:sun"], home: home)
        _ = try await Run.succeed(["todo", "add", "Sand the bench project:workshop due:sun"], home: home)
        #expect(try await Run.listJSON(["view:week", "--sort", "due"], home: home).map { $0["title"] } == ["Write report", "Plan the week"])
        #expect(try await Run.listJSON(["VIEW:Urgent-Week"], home: home).map { $0["title"] } == ["Write report"])
        #expect(try await Run.listJSON(["view:week", "plan"], home: home).map { $0["title"] } == ["Plan the week"])

        let unknown = try await Run.adder(["todo", "list", "view:month"], home: home)
        #expect(unknown.status == 2)
        #expect(unknown.errors == "adder: view:month: no saved view is called “month” (the views are urgent-week, week, from [todos.views] in config.toml).\n")
        let check = try await Run.adder(["config", "--check"], home: home)
        #expect(check.status == 1)
        #expect(check.errors.contains("line 4: the view “broken” cannot be used: pri:X: a priority is H, M, L or none."), "\(check.errors)")
    }
}
