import Foundation
import Testing
import TestSupport

/// The newcomer's round trip (issue 29, item 3) with the real `task`: a taskwarrior database of 50
/// tasks, `task export` → `adder todo import` → `adder todo export` → `task import` into the same
/// database. Nothing may be added, and `task info` may show nothing deleted.
@Suite(.onOwnThreads) struct TaskwarriorRoundTripTests {
    typealias Run = TodoCommandTests

    /// A temporary taskwarrior with its own taskrc and data folder, and a numeric UDA.
    struct Taskwarrior {
        let tool: URL
        let home: TemporaryDirectory
        var environment: [String: String] { ["TASKRC": home.file("rc").path, "TASKDATA": home.file("data").path] }

        init(_ tool: URL) throws {
            self.tool = tool
            home = TemporaryDirectory("adder-taskwarrior")
            let rc = "data.location=\(home.file("data").path)\nconfirmation=off\nverbose=nothing\n"
                + "uda.estimate.type=numeric\nuda.estimate.label=Estimate\n"
            try Data(rc.utf8).write(to: home.file("rc"))
        }

        @discardableResult
        func callAsFunction(_ arguments: String...) throws -> String { try self(arguments) }

        @discardableResult
        func callAsFunction(_ arguments: [String]) throws -> String {
            let result = try OtherTools.run(tool, arguments, environment: environment)
            guard result.status == 0 else { throw Run.Failure(description: "task \(arguments): \(result.errors)") }
            return result.output
        }

        func uuids() throws -> [String] {
            let tasks = try JSONSerialization.jsonObject(with: Data(self("export").utf8)) as? [[String: Any]] ?? []
            return tasks.compactMap { $0["uuid"] as? String }.sorted()
        }
    }

    /// 50 tasks the way a user makes them: projects (dotted), tags, due dates and times, priorities,
    /// a recurring task with its instances, annotations, wait, scheduled, start, depends, a UDA, one done.
    static func fill(_ task: Taskwarrior) throws {
        try task("add", "Water the plants", "due:2026-11-20T08:00", "recur:weekly", "project:home", "+garden")
        try task("add", "Pay rent", "due:2026-12-01", "project:home.bills", "pri:H", "wait:2026-11-25", "+money")
        try task("add", "Write report", "project:work.reports", "scheduled:2026-11-28", "estimate:3", "due:2026-12-02T17:00")
        try task("add", "Review the report", "project:work", "depends:3", "until:2027-01-01")
        try task("3", "start")
        try task("3", "annotate", "first draft done")
        try task("2", "annotate", "ask for the receipt")
        let projects = ["home", "home.garden", "work", "work.reports", "errands"]
        for number in 1...45 {
            var words = ["add", "Task number \(number)", "project:\(projects[number % projects.count])"]
            if number % 3 == 0 { words.append("+tag\(number % 4)") }
            if number % 4 == 0 { words.append("due:2026-12-\(10 + number % 15)") }
            if number % 5 == 0 { words.append("due:2026-12-\(10 + number % 15)T09:30") }
            if number % 6 == 0 { words.append("pri:\(["H", "M", "L"][number % 3])") }
            if number % 7 == 0 { words.append("wait:2026-12-0\(1 + number % 8)") }
            if number % 9 == 0 { words.append("estimate:\(number)") }
            try task(words)
        }
        try task("add", "Already done", "project:work")
        try task("+LATEST", "done")
        try task("5", "annotate", "a note on a plain task")
        try task("6", "start")
    }

    @Test(.enabled(if: OtherTools.task != nil, "taskwarrior is not installed (apt-get install taskwarrior)"))
    func exportImportExportImportLosesNothingAndAddsNothing() async throws {
        let task = try Taskwarrior(try #require(OtherTools.task))
        try Self.fill(task)
        let pendingBefore = try task("status:pending", "count")
        let uuidsBefore = try task.uuids()
        #expect(uuidsBefore.count >= 50)

        let home = TemporaryDirectory("adder-roundtrip")
        try Data(task("export").utf8).write(to: home.file("from-task.json"))
        _ = try await Run.succeed(["todo", "import", home.file("from-task.json").path, "--from", "taskwarrior"], home: home)
        let exported = try await Run.adder(["todo", "export", "--to", "taskwarrior", "--output", home.file("to-task.json").path],
                                           home: home)
        #expect(exported.status == 0, "\(exported.errors)")
        try task("import", home.file("to-task.json").path)

        #expect(try task("status:pending", "count") == pendingBefore)
        #expect(try task.uuids() == uuidsBefore)
        for uuid in uuidsBefore {
            let info = try task(uuid, "info")
            let deleted = info.split(separator: "\n").filter { $0.lowercased().contains("deleted") }
            #expect(deleted.isEmpty, "\(uuid): \(deleted)")
        }
    }
}

extension TaskwarriorRoundTripTests {
    /// Done in Adder, a recurring task's occurrence is the instance taskwarrior completes: no second
    /// series, no task deleted, the project kept (before: the template went 'completed' and a new
    /// template and instance without the project came in, pending 4 -> 6).
    @Test(.enabled(if: OtherTools.task != nil, "taskwarrior is not installed (apt-get install taskwarrior)"))
    func anOccurrenceDoneInAdderCompletesTheInstance() async throws {
        let task = try Taskwarrior(try #require(OtherTools.task))
        try task("add", "Water the plants", "due:2026-11-20T08:00", "recur:weekly", "project:home", "+garden")
        try task("add", "Pay rent", "due:2026-12-01")
        let pendingBefore = try Int(task("status:pending", "count").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        let uuidsBefore = try task.uuids()

        let home = TemporaryDirectory("adder-roundtrip")
        try Data(task("export").utf8).write(to: home.file("from-task.json"))
        _ = try await Run.succeed(["todo", "import", home.file("from-task.json").path, "--from", "taskwarrior"], home: home)
        let plants = try #require(try await Run.listJSON(home: home).first { $0["title"] == "Water the plants" })
        guard case .number(let id) = plants["id"] else { throw Run.Failure(description: "no id") }
        _ = try await Run.succeed(["todo", "done", String(Int(id))], home: home)
        let exported = try await Run.adder(["todo", "export", "--to", "taskwarrior", "--output", home.file("to-task.json").path],
                                           home: home)
        #expect(exported.status == 0 && exported.errors.isEmpty, "\(exported.errors)")
        try task("import", home.file("to-task.json").path)

        #expect(try task.uuids() == uuidsBefore, "no new series")
        let after = try JSONSerialization.jsonObject(with: Data(task("export").utf8)) as? [[String: Any]] ?? []
        let done = after.filter { $0["status"] as? String == "completed" }
        #expect(done.count == 1 && done.first?["due"] as? String == "20261120T080000Z", "the first instance")
        #expect(after.filter { $0["description"] as? String == "Water the plants" }.allSatisfy { $0["project"] as? String == "home" })
        #expect(try Int(task("status:pending", "count").trimmingCharacters(in: .whitespacesAndNewlines)) == pendingBefore - 1)
        for uuid in uuidsBefore {
            let info = try task(uuid, "info")
            #expect(!info.split(separator: "\n").contains { $0.lowercased().contains("deleted") }, "\(uuid): \(info)")
        }
    }
}
