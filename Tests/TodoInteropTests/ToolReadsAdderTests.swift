import Entities
import Foundation
import Testing
import TestSupport
@testable import TodoInterop

/// Adder's exports read by the real tools. Each test skips, naming the package, when its tool is absent.
@Suite(.onOwnThreads) struct ToolReadsAdderTests {
    static let now = ImportPlanTests.now

    /// Every field the formats share, on a few to-dos.
    static let todos: [Todo] = {
        var rent = Todo(id: 1, title: "Pay rent, \"quickly\"; ünïcödé 🎉", notes: "bring the cheque\nand a pen",
                        created: now, priority: .high, due: CalendarDay(year: 2026, month: 2, day: 1), tags: ["home", "big-plans"])
        rent.dueTime = TimeOfDay(hour: 17, minute: 30)
        var plants = Todo(id: 2, title: "Water plants", created: now, priority: .low, due: CalendarDay(year: 2027, month: 1, day: 10))
        plants.recurrence = Recurrence("every 2 weeks")
        var child = Todo(id: 3, title: "Find the cheque book", created: now, due: CalendarDay(year: 2026, month: 1, day: 30))
        child.parent = 1
        let done = Todo(id: 4, title: "Done already", done: true, created: now, completed: now.addingTimeInterval(3600), priority: .medium)
        return [rent, plants, child, done]
    }()

    static func export(_ format: InteropFormat) -> Data {
        TodoInterop.export(todos, format: format, links: InteropLinks(), now: now, timeZone: Fixture.utc).data
    }

    @Test(.enabled(if: OtherTools.task != nil, "taskwarrior is not installed (apt-get install taskwarrior)"))
    func taskwarriorImportsAdderExportAndExportsItBack() throws {
        let task = try #require(OtherTools.task)
        let home = TemporaryDirectory("adder-taskwarrior")
        try Data("data.location=\(home.file("data").path)\nconfirmation=off\nverbose=nothing\n".utf8).write(to: home.file("rc"))
        let environment = ["TASKRC": home.file("rc").path, "TASKDATA": home.file("data").path]
        try Self.export(.taskwarrior).write(to: home.file("adder.json"))
        let imported = try OtherTools.run(task, ["import", home.file("adder.json").path], environment: environment)
        #expect(imported.status == 0, "\(imported.errors)")
        let exported = try OtherTools.run(task, ["export"], environment: environment)
        let reading = try TodoInterop.read(Data(exported.output.utf8), format: .taskwarrior, file: "task export", timeZone: Fixture.utc)
        #expect(reading.todos.map(\.title) == Self.todos.map(\.title))
        #expect(reading.todos.map(\.foreignID) == Self.todos.map { InteropIdentity.foreignID(of: $0, in: .taskwarrior, links: InteropLinks()) })
        for (read, todo) in zip(reading.todos, Self.todos) {
            #expect(read.due == todo.due && read.dueTime == todo.dueTime && read.priority == todo.priority, "\(todo.title)")
            #expect(Set(read.tags) == Set(todo.tags) && read.notes == todo.notes && read.done == todo.done, "\(todo.title)")
            #expect(read.recurrence == todo.recurrence, "\(todo.title)")
            #expect(read.completed == todo.completed, "\(todo.title)")
        }
        // The same export again: taskwarrior knows the uuids and adds no task, not even an instance.
        _ = try OtherTools.run(task, ["import", home.file("adder.json").path], environment: environment)
        let second = try OtherTools.run(task, ["export"], environment: environment)
        let tasks = { (text: String) in (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])?.count }
        #expect(tasks(second.output) == tasks(exported.output), "\(second.output)")
        let readAgain = try TodoInterop.read(Data(second.output.utf8), format: .taskwarrior, file: "task export", timeZone: Fixture.utc)
        #expect(readAgain.todos.map(\.foreignID) == reading.todos.map(\.foreignID))
    }

    @Test(.enabled(if: OtherTools.todoTxt != nil, "todo.txt-cli is not installed (apt-get install todotxt-cli)"))
    func todoTxtCliListsAdderExport() throws {
        let todo = try #require(OtherTools.todoTxt)
        let home = TemporaryDirectory("adder-todotxt")
        try Data("export TODO_DIR=\"\(home.url.path)\"\nexport TODO_FILE=\"$TODO_DIR/todo.txt\"\nexport DONE_FILE=\"$TODO_DIR/done.txt\"\nexport REPORT_FILE=\"$TODO_DIR/report.txt\"\n".utf8)
            .write(to: home.file("todo.cfg"))
        try Self.export(.todotxt).write(to: home.file("todo.txt"))
        let listed = try OtherTools.run(todo, ["-d", home.file("todo.cfg").path, "-p", "listall"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.output.contains("TODO: 4 of 4 tasks shown"))
        let byPriority = try OtherTools.run(todo, ["-d", home.file("todo.cfg").path, "-p", "listpri", "A"])
        #expect(byPriority.output.contains("(A) 2026-01-02 Pay rent"))
        #expect(byPriority.output.contains("+home +big-plans due:2026-02-01 id:adder-1-"))
        let projects = try OtherTools.run(todo, ["-d", home.file("todo.cfg").path, "-p", "listproj"])
        #expect(projects.output.split(separator: "\n") == ["+big-plans", "+home"])
        // Marking a task done in todo.txt-cli and importing the file again adds nothing new.
        _ = try OtherTools.run(todo, ["-d", home.file("todo.cfg").path, "-f", "do", "2"])
        let text = try Data(contentsOf: home.file("todo.txt"))
        let reading = try TodoInterop.read(text, format: .todotxt, file: "todo.txt", timeZone: Fixture.utc)
        let plan = ImportPlan(reading, format: .todotxt, existing: Self.todos, nextID: 5, links: InteropLinks(),
                              now: Self.now, timeZone: Fixture.utc)
        #expect(plan.todos.isEmpty, "\(plan.todos.map(\.title))")
    }

    @Test(.enabled(if: OtherTools.pythonWithICalendar != nil, "Python's icalendar is not installed (apt-get install python3-icalendar)"))
    func pythonICalendarParsesAdderExport() throws {
        let python = try #require(OtherTools.pythonWithICalendar)
        let script = """
            import sys, json
            from icalendar import Calendar
            cal = Calendar.from_ical(sys.stdin.buffer.read())
            out = []
            for t in cal.walk('VTODO'):
                due = t.get('due')
                out.append({'uid': str(t['uid']), 'summary': str(t['summary']), 'description': str(t.get('description', '')),
                            'due': due.dt.isoformat() if due else None, 'priority': int(t.get('priority', 0)),
                            'categories': [str(c) for c in t['categories'].cats] if t.get('categories') else [],
                            'status': str(t['status']), 'completed': t['completed'].dt.isoformat() if t.get('completed') else None,
                            'rrule': t['rrule'].to_ical().decode() if t.get('rrule') else None,
                            'parent': str(t['related-to']) if t.get('related-to') else None})
            print(json.dumps(out))
            """
        let result = try OtherTools.run(python, ["-c", script], input: Self.export(.ics))
        #expect(result.status == 0, "\(result.errors)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(parsed.map { $0["summary"] as? String } == Self.todos.map(\.title))
        #expect(parsed[0]["description"] as? String == "bring the cheque\nand a pen")
        #expect(parsed[0]["due"] as? String == "2026-02-01T17:30:00+00:00")
        #expect(parsed[0]["priority"] as? Int == 1)
        #expect(parsed[0]["categories"] as? [String] == ["home", "big-plans"])
        #expect(parsed[1]["due"] as? String == "2027-01-10" && parsed[1]["rrule"] as? String == "FREQ=WEEKLY;INTERVAL=2")
        #expect(parsed[2]["parent"] as? String == parsed[0]["uid"] as? String)
        #expect(parsed[3]["status"] as? String == "COMPLETED" && parsed[3]["completed"] as? String == "2026-01-02T10:00:00+00:00")
    }

    /// Python's icalendar reads Adder's export and writes it again: the project and the properties
    /// Adder kept from the file it imported come back.
    @Test(.enabled(if: OtherTools.pythonWithICalendar != nil, "Python's icalendar is not installed (apt-get install python3-icalendar)"))
    func pythonICalendarKeepsTheProjectAndTheKeptProperties() throws {
        let python = try #require(OtherTools.pythonWithICalendar)
        let (todos, links) = try KeptAndProjectTests.imported("icalendar.ics", .ics)
        var withProject = todos
        withProject[0].project = "house.move"
        let export = TodoInterop.export(withProject, format: .ics, links: links, now: Self.now, timeZone: Fixture.utc).data
        let script = "import sys\nfrom icalendar import Calendar\nsys.stdout.buffer.write(Calendar.from_ical(sys.stdin.buffer.read()).to_ical())"
        let result = try OtherTools.run(python, ["-c", script], input: export)
        #expect(result.status == 0, "\(result.errors)")
        let reading = try TodoInterop.read(Data(result.output.utf8), format: .ics, file: "python", timeZone: Fixture.utc)
        #expect(reading.todos.first?.project == "house.move")
        #expect(reading.todos.flatMap(\.kept) == ["LOCATION:Bank"])
    }
}
