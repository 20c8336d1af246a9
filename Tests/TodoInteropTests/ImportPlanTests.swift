import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Turning a reading into new to-dos: ids, parents, and nothing twice.
@Suite struct ImportPlanTests {
    static let now = Date(timeIntervalSince1970: 1_767_344_400)  // 2026-01-02 09:00 UTC

    static func plan(_ reading: ForeignReading, _ format: InteropFormat, existing: [Todo] = [],
                     links: InteropLinks = InteropLinks()) -> ImportPlan {
        ImportPlan(reading, format: format, existing: existing, nextID: (existing.map(\.id).max() ?? 0) + 1,
                   links: links, now: now, timeZone: Fixture.utc)
    }

    @Test func newToDosGetConsecutiveIdsAndSubtasksTheirParentsId() throws {
        let reading = try Fixture.read("icalendar.ics", as: .ics)
        let existing = [Todo(id: 4, title: "Already here", created: Self.now)]
        let plan = Self.plan(reading, .ics, existing: existing)
        #expect(plan.todos.map(\.id) == Array(5...11))
        #expect(plan.todos[1].parent == 5, "Book the van is a subtask of Plan the move")
        #expect(plan.todos[0].created == Self.now, "no CREATED: the import's time")
        #expect(plan.todos[4].done && plan.todos[4].completed == Date(timeIntervalSince1970: 1_767_261_600))
        // No CREATED but a COMPLETED before the import: created then, not after its completion
        // (exported to taskwarrior, it warned "'entry' date is after the 'end' date").
        #expect(plan.todos[4].created == plan.todos[4].completed)
        #expect(plan.todos.allSatisfy { todo in todo.completed.map { todo.created <= $0 } ?? true })
        #expect(plan.links.map(\.foreignID) == reading.todos.map(\.foreignID))
    }

    @Test func aSecondImportOfTheSameFileAddsNothing() throws {
        for (name, format) in [("icalendar.ics", InteropFormat.ics), ("todoman.ics", .ics),
                               ("taskwarrior-export.json", .taskwarrior), ("todo.txt", .todotxt)] {
            let reading = try Fixture.read(name, as: format)
            let first = Self.plan(reading, format)
            #expect(!first.todos.isEmpty)
            var links = InteropLinks()
            for link in first.links { links.add(link) }
            let second = Self.plan(reading, format, existing: first.todos, links: links)
            #expect(second.todos.isEmpty, "\(name)")
            #expect(second.skipped.counts["to-dos already in Adder (imported before, or exported from it)"] == first.todos.count)
        }
    }

    @Test func importingAdderOwnExportAddsNothingEvenWithoutLinks() throws {
        let todos = [Todo(id: 1, title: "Pay rent", created: Self.now, priority: .high, tags: ["home"]),
                     Todo(id: 2, title: "Call", done: true, created: Self.now, completed: Self.now)]
        for format in InteropFormat.allCases {
            let export = TodoInterop.export(todos, format: format, links: InteropLinks(), now: Self.now, timeZone: Fixture.utc)
            let reading = try TodoInterop.read(export.data, format: format, file: "export", timeZone: Fixture.utc)
            #expect(reading.todos.count == 2, "\(format)")
            #expect(Self.plan(reading, format, existing: todos).todos.isEmpty, "\(format)")
        }
    }

    @Test func aDeletedToDoIsImportedAgainAndItsLinkDoesNotCatchAnother() throws {
        let reading = try Fixture.read("todo.txt", as: .todotxt)
        let first = Self.plan(reading, .todotxt)
        var links = InteropLinks()
        for link in first.links { links.add(link) }
        // The first to-do was deleted, and its id is now a different to-do (created at another second).
        var others = Array(first.todos.dropFirst())
        others.append(Todo(id: 1, title: "Someone else", created: Self.now.addingTimeInterval(5)))
        let again = Self.plan(reading, .todotxt, existing: others, links: links)
        #expect(again.todos.map(\.title) == ["Pay rent +house @bank"])
    }

    @Test func parentLoopsAndMissingParentsAreDroppedNotFollowed() {
        var reading = ForeignReading()
        for (id, parent) in [("a", "b"), ("b", "a"), ("c", "nowhere"), ("d", "d")] {
            var todo = ForeignTodo(foreignID: id, line: 1, title: id)
            todo.parentForeignID = parent
            reading.todos.append(todo)
        }
        let plan = Self.plan(reading, .ics)
        #expect(plan.todos.map(\.title) == ["b", "a", "c", "d"], "a subtask comes after its parent")
        #expect(plan.todos.map(\.parent) == [nil, 2, nil, nil])
        #expect(plan.dropped.counts == ["parent links that would make a loop": 2,
                                        "parent links to to-dos that are neither in the file nor in Adder": 1])
    }

    @Test func subtasksBeforeTheirParentsInTheFileComeAfterThemInThePlan() throws {
        // The store restores the plan's to-dos one after another and drops a parent not yet in the
        // list: "Child p:7" before "Parent id:7" was imported as two top-level to-dos.
        let text = "Child p:7\nOther\nGrandchild p:8\nMiddle id:8 p:7\nParent id:7\n"
        let reading = try TodoInterop.read(Data(text.utf8), format: .todotxt, file: "todo.txt", timeZone: Fixture.utc)
        let plan = Self.plan(reading, .todotxt)
        #expect(plan.todos.map(\.title) == ["Parent", "Child", "Other", "Middle", "Grandchild"])
        var seen: Set<Todo.ID> = []
        for todo in plan.todos {
            if let parent = todo.parent { #expect(seen.contains(parent), "\(todo.title) comes after its parent") }
            seen.insert(todo.id)
        }
        let byTitle = Dictionary(uniqueKeysWithValues: plan.todos.map { ($0.title, $0) })
        #expect(byTitle["Child"]?.parent == byTitle["Parent"]?.id && byTitle["Middle"]?.parent == byTitle["Parent"]?.id)
        #expect(byTitle["Grandchild"]?.parent == byTitle["Middle"]?.id)
        #expect(plan.todos.map(\.id).sorted() == Array(1...5), "ids stay in the file's order")
    }

    @Test func aRepeatedForeignIdInOneFileIsImportedOnce() {
        var reading = ForeignReading()
        reading.todos = [ForeignTodo(foreignID: "same", line: 1, title: "One"), ForeignTodo(foreignID: "same", line: 5, title: "Two")]
        #expect(Self.plan(reading, .ics).todos.map(\.title) == ["One"])
    }
}

extension ImportPlanTests {
    @Test func linksSurviveASaveAndAMissingFileIsNoLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adder-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(InteropLinks.fileName)
        #expect(try InteropLinks.load(from: url) == InteropLinks())
        var links = InteropLinks()
        links.add(.init(format: "ics", foreignID: "uid-1", todo: 3, createdSecond: 1_767_344_400))
        try links.save(to: url)
        let loaded = try InteropLinks.load(from: url)
        #expect(loaded == links)
        #expect(loaded.foreignID(of: Todo(id: 3, title: "x", created: Self.now), in: .ics) == "uid-1")
        #expect(loaded.foreignID(of: Todo(id: 3, title: "x", created: Self.now), in: .taskwarrior) == nil)
        #expect(loaded.foreignID(of: Todo(id: 3, title: "x", created: Self.now.addingTimeInterval(1)), in: .ics) == nil)
    }
}
