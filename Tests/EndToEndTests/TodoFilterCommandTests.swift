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
}
