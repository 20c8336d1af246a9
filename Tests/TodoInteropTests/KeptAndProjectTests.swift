import Entities
import Foundation
import Testing
@testable import TodoInterop

/// Projects in the three formats, and what an import keeps for the export (issue 29, items 3 and 4).
@Suite struct KeptAndProjectTests {
    static let now = ImportPlanTests.now

    static func export(_ todos: [Todo], _ format: InteropFormat, links: InteropLinks = InteropLinks()) -> String {
        String(decoding: TodoInterop.export(todos, format: format, links: links, now: now, timeZone: Fixture.utc).data, as: UTF8.self)
    }

    /// The plan's to-dos and the links an import would save.
    static func imported(_ name: String, _ format: InteropFormat) throws -> (todos: [Todo], links: InteropLinks) {
        let plan = ImportPlan(try Fixture.read(name, as: format), format: format, existing: [], nextID: 1, links: InteropLinks(),
                              now: now, timeZone: Fixture.utc)
        return (plan.todos, InteropLinks(links: plan.links))
    }

    @Test(arguments: InteropFormat.allCases)
    func aProjectGoesOutAndComesBackAsAProjectNotATag(_ format: InteropFormat) throws {
        var todo = Todo(id: 1, title: "Write report", created: Self.now, tags: ["urgent"])
        todo.project = "work.reports"
        let text = Self.export([todo], format)
        let wanted = switch format {
        case .taskwarrior: #""project":"work.reports""#
        case .todotxt: "Write report +work.reports +urgent"
        case .ics: "X-ADDER-PROJECT:work.reports\r\n"
        }
        #expect(text.contains(wanted), "\(text)")
        let again = try TodoInterop.read(Data(text.utf8), format: format, file: "export", timeZone: Fixture.utc)
        #expect(again.todos.map(\.project) == ["work.reports"] && again.todos.map(\.tags) == [["urgent"]])
    }

    @Test func iCalendarPropertiesAdderDoesNotReadAreWrittenBack() throws {
        let (todos, links) = try Self.imported("icalendar.ics", .ics)
        let text = Self.export(todos, .ics, links: links)
        #expect(text.contains("LOCATION:Bank\r\n"))
        #expect(!Self.export(todos, .ics).contains("LOCATION"), "without the links nothing is known to write back")
    }

    @Test func aTaskChangedInAdderKeepsWhatAdderDoesNotShow() throws {
        var (todos, links) = try Self.imported("taskwarrior-export.json", .taskwarrior)
        let thing = try #require(todos.firstIndex { $0.title.hasPrefix("Thing with") })
        todos[thing].title = "Thing renamed"
        todos[thing].project = "home"
        let tasks = try Self.tasks(Self.export(todos, .taskwarrior, links: links))
        let written = try #require(tasks.first { $0["description"] as? String == "Thing renamed" })
        #expect(written["project"] as? String == "home")
        #expect(written["wait"] as? String == "20260301T000000Z" && written["scheduled"] as? String == "20260220T000000Z")
        #expect(written["uuid"] as? String == "eea0a9c5-a33c-492d-ab55-ea87c6c67d8d")
        let rent = try #require(tasks.first { $0["description"] as? String == "Pay rent" })
        let annotations = try #require(rent["annotations"] as? [[String: String]])
        #expect(annotations.first?["entry"] == "20261125T104851Z", "annotation times are kept")
        links = InteropLinks()
        #expect(try Self.tasks(Self.export(todos, .taskwarrior, links: links)).allSatisfy { $0["wait"] == nil })
    }

    @Test func aRepeatDoneInAdderCompletesTheInstanceItPassed() throws {
        var (todos, links) = try Self.imported("taskwarrior-export.json", .taskwarrior)
        let plants = try #require(todos.firstIndex { $0.title == "Water plants" })
        #expect(todos[plants].due == CalendarDay(year: 2027, month: 1, day: 10))
        todos[plants].due = CalendarDay(year: 2027, month: 1, day: 17)  // what completing one occurrence does
        let tasks = try Self.tasks(Self.export(todos, .taskwarrior, links: links))
        let template = try #require(tasks.first { $0["uuid"] as? String == "f7ba5cc9-3b32-44f0-8321-208e94369bb0" })
        let instance = try #require(tasks.first { $0["uuid"] as? String == "6b4750c4-9e5c-4e0f-9b54-627583b6a85c" })
        #expect(template["status"] as? String == "recurring" && template["mask"] as? String == "+")
        #expect(template["due"] as? String == "20270110T000000Z", "a template's due is its first occurrence's")
        #expect(instance["status"] as? String == "completed" && instance["end"] != nil)
        #expect(tasks.count == todos.count + 1, "the one instance, and no new one")
    }

    static func tasks(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }
}
