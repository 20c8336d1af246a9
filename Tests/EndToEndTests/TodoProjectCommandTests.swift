import Foundation
import Testing
import TestSupport

/// `--project` on `todo add`, `todo edit` and `todo list` (issue 29, item 4).
@Suite(.onOwnThreads) struct TodoProjectCommandTests {
    typealias Run = TodoCommandTests

    @Test func addEditAndListByProjectAndTheProjectsUnderIt() async throws {
        let home = TemporaryDirectory("adder-project")
        _ = try await Run.succeed(["todo", "add", "Write report", "--project", "work.reports"], home: home)
        _ = try await Run.succeed(["todo", "add", "Plan the week project:work"], home: home)
        _ = try await Run.succeed(["todo", "add", "Sand the bench", "--project", "workshop"], home: home)
        _ = try await Run.succeed(["todo", "add", "Call mum"], home: home)

        let work = try await Run.listJSON(["--project", "work"], home: home)
        #expect(work.map { $0["title"] } == ["Write report", "Plan the week"], "work and work.*, not workshop")
        #expect(work.map { $0["project"] ?? .null } == ["work.reports", "work"])
        #expect(try await Run.listJSON(["--project", "work.reports"], home: home).map { $0["title"] } == ["Write report"])
        let lines = try await Run.succeed(["todo", "list"], home: home)
        #expect(lines.contains("Write report (project work.reports)\n") && lines.contains("Call mum\n"), "\(lines)")

        #expect(try await Run.succeed(["todo", "show", "1"], home: home).contains("\nproject: work.reports\n"))
        let grouped = try await Run.listJSON(["--sort", "project"], home: home)
        #expect(grouped.map { $0["title"] } == ["Plan the week", "Write report", "Sand the bench", "Call mum"])
        _ = try await Run.succeed(["todo", "edit", "1", "--project", ""], home: home)
        _ = try await Run.succeed(["todo", "edit", "4", "--project", "home"], home: home)
        let all = try await Run.listJSON(home: home)
        #expect(all.map { $0["project"] ?? .null } == [nil, "work", "workshop", "home"])
    }
}
