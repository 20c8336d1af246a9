import Entities
import Foundation

/// Reads what `task export` prints: a JSON array of task objects, one a line (or, with
/// `json.array=off`, one object a line). The format is strict: a line that is not a task object
/// with a uuid and a description makes the whole file import nothing.
///
/// pending and waiting are open, completed is done (`end` its completion), deleted is skipped.
/// A recurring task's template becomes one repeating to-do due when its first pending instance
/// is; the instances are not to-dos of their own. `project` is the project, `tags` the tags,
/// annotations the notes, one a line. A due at local midnight is a due date.
///
/// Each to-do keeps its task object, and a template its instances' (`ForeignTodo.kept`), so that
/// the export writes back what Adder cannot show: wait, scheduled, start, until, depends, UDAs,
/// annotation times, the instances with their uuids (`TaskwarriorKept`).
public enum TaskwarriorReader {

    public static func read(_ data: Data, file: String, timeZone: TimeZone) throws(InteropError) -> ForeignReading {
        try read(objects: TaskwarriorObjects.split(data, file: file), file: file, timeZone: timeZone)
    }

    /// The task objects already parsed, each with the line it starts on (the export reads its kept ones so).
    static func read(objects: [(line: Int, object: [String: Any])], file: String, timeZone: TimeZone) throws(InteropError) -> ForeignReading {
        var reading = ForeignReading()
        var templates: [String: Int] = [:]
        var instanceDue: [String: (CalendarDay, TimeOfDay?)] = [:]
        var instances: [String: [String]] = [:]
        for (line, object) in objects {
            guard let uuid = object["uuid"] as? String, !uuid.isEmpty, let description = object["description"] as? String else {
                throw InteropError(file: file, line: line, "is not a taskwarrior task (it needs a uuid and a description)")
            }
            let status = object["status"] as? String ?? "pending"
            if status == "deleted" { reading.skipped.add("deleted tasks"); continue }
            if let parent = object["parent"] as? String {
                // An instance of a recurring task: its template stands for it.
                if status == "pending", let due = (object["due"] as? String).flatMap({ due($0, timeZone) }),
                   instanceDue[parent].map({ due.0 < $0.0 }) ?? true { instanceDue[parent] = due }
                instances[parent, default: []].append(TaskwarriorKept.line(object))
                reading.skipped.add("instances of recurring tasks (their template is imported once, as a repeating to-do)")
                continue
            }
            var todo = ForeignTodo(foreignID: uuid, line: line, title: InteropText.clean(description, dropped: &reading.dropped))
            guard !todo.title.allSatisfy(\.isWhitespace) else { reading.skipped.add("tasks without a description"); continue }
            todo.done = status == "completed"
            todo.completed = todo.done ? (object["end"] as? String).flatMap(InteropDates.utcInstant) : nil
            todo.created = (object["entry"] as? String).flatMap(InteropDates.utcInstant)
            if let dueText = object["due"] as? String {
                if let (day, time) = due(dueText, timeZone) { todo.due = day; todo.dueTime = time } else {
                    throw InteropError(file: file, line: line, "has a due date that is not YYYYMMDDTHHMMSSZ")
                }
            }
            switch object["priority"] as? String {
            case "H": todo.priority = .high
            case "M": todo.priority = .medium
            case "L": todo.priority = .low
            case nil: break
            default: reading.dropped.add("priorities other than H, M and L")
            }
            todo.project = TodoProject.normalized((object["project"] as? String).map { InteropText.clean($0, dropped: &reading.dropped) })
            todo.tags = InteropText.tags(object["tags"] as? [String] ?? [], dropped: &reading.dropped)
            let annotations = (object["annotations"] as? [[String: Any]] ?? []).compactMap { $0["description"] as? String }
            todo.notes = InteropText.clean(annotations.joined(separator: "\n"), keepLineBreaks: true, dropped: &reading.dropped)
            if let recur = object["recur"] as? String {
                todo.recurrence = RecurrenceMapping.taskwarrior(recur)
                if todo.recurrence == nil { reading.dropped.add("recur values Adder cannot express") }
                if status == "recurring" { templates[uuid] = reading.todos.count }
            }
            todo.kept = [TaskwarriorKept.line(object)]
            reading.todos.append(todo)
        }
        for (uuid, index) in templates {
            if let (day, time) = instanceDue[uuid] { reading.todos[index].due = day; reading.todos[index].dueTime = time }
            reading.todos[index].kept += instances[uuid] ?? []
        }
        for todo in reading.todos { try InteropDateLimits.check(todo, timeZone: timeZone, file: file) }
        return reading
    }

    /// A taskwarrior date as Adder's due: the start of a local day is a date without a time. That
    /// is midnight, or 01:00 where clocks skip midnight (São Paulo's DST began at 00:00), which is
    /// where the writer puts a date (`InteropDates.instant`: a skipped time is the one after the gap).
    private static func due(_ text: String, _ timeZone: TimeZone) -> (CalendarDay, TimeOfDay?)? {
        guard let instant = InteropDates.utcInstant(text) else { return nil }
        let clock = InteropDates.wallClock(of: instant, in: timeZone)
        let startsTheDay = instant == InteropDates.instant(due: clock.day, time: nil, in: timeZone)
        return (clock.day, startsTheDay ? nil : clock.time)
    }
}

/// The top-level objects of a taskwarrior export, each with the line it starts on.
enum TaskwarriorObjects {
    static func split(_ data: Data, file: String) throws(InteropError) -> [(line: Int, object: [String: Any])] {
        let bytes = [UInt8](data)
        var objects: [(Int, [String: Any])] = []
        var line = 1, depth = 0, start = 0, startLine = 1
        var inString = false, escaped = false, sawArray = false, closedArray = false
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            if closedArray, ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                throw InteropError(file: file, line: line, "has text after the ] that closes the task list")
            }
            switch byte {
            case 0x22: inString = true
            case 0x5B where depth == 0 && !sawArray && objects.isEmpty: sawArray = true
            case 0x7B, 0x5B:
                if depth == 0 { start = index; startLine = line }
                depth += 1
            case 0x7D, 0x5D:
                if depth == 0 && byte == 0x5D && sawArray { closedArray = true; continue }
                depth -= 1
                guard depth >= 0 else { throw InteropError(file: file, line: line, "has a bracket that closes nothing") }
                if depth == 0 {
                    let piece = Data(bytes[start...index])
                    guard let object = (try? JSONSerialization.jsonObject(with: piece)) as? [String: Any] else {
                        throw InteropError(file: file, line: startLine, "is not a JSON object (is this `task export` output?)")
                    }
                    objects.append((startLine, object))
                }
            case 0x20, 0x09, 0x0A, 0x0D, 0x2C: continue
            default:
                if depth == 0 { throw InteropError(file: file, line: line, "is not part of a JSON task list (is this `task export` output?)") }
            }
        }
        guard depth == 0, !inString else { throw InteropError(file: file, line: line, "ends inside a task: the file is cut short") }
        if sawArray, !closedArray {
            throw InteropError(file: file, line: line, "ends before the ] that closes the task list: the file is cut short")
        }
        return objects
    }
}
