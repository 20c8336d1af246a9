import Entities
import Foundation

/// Writes to-dos as `task import` reads them: a JSON array, one task object a line.
///
/// A repeating to-do is written as taskwarrior keeps one: a recurring template (`recur`, `due`,
/// `mask: "-"`) and its first instance (`parent`, `imask: 0`, a uuid made from the template's).
/// Without the mask and the instance, taskwarrior made the instance itself, and a second import
/// of the same file reset the template's mask and made it again. Notes become one annotation a line. Taskwarrior
/// has no subtasks: parent links are counted in `dropped`, as are due times' zone-free meaning.
/// A to-do imported from taskwarrior is written from its kept task object (`TaskwarriorKept`).
enum TaskwarriorWriter {
    static func write(_ entries: [ExportEntry], timeZone: TimeZone, dropped: inout Tally) -> Data {
        var lines: [String] = []
        let (current, absorbed) = TaskwarriorKept.repeatChains(entries)
        for (index, entry) in entries.enumerated() where !absorbed.contains(index) {
            // A kept template done in Adder is written as the open to-do its completions led to.
            let todo = current[index].map { TaskwarriorKept.continuing(entry.todo, as: entries[$0].todo) } ?? entry.todo
            var task: [String: Any] = [
                "uuid": entry.foreignID,
                // taskwarrior prints descriptions as they are: no controls or bidi overrides.
                "description": InteropText.clean(todo.title, dropped: &dropped),
                "entry": InteropDates.utcStamp(todo.created),
                "modified": InteropDates.utcStamp(todo.completed ?? todo.created),
            ]
            task["status"] = todo.done ? "completed" : "pending"
            if todo.done { task["end"] = InteropDates.utcStamp(todo.completed ?? todo.created) }
            if let due = todo.due {
                task["due"] = InteropDates.utcStamp(InteropDates.instant(due: due, time: todo.dueTime, in: timeZone))
            }
            if let priority = todo.priority { task["priority"] = ["high": "H", "medium": "M", "low": "L"][priority.rawValue] }
            if let project = todo.project { task["project"] = project }
            if !todo.tags.isEmpty { task["tags"] = todo.tags }
            if let recurrence = todo.recurrence {
                if todo.due == nil {
                    dropped.add("repeats without a due date (taskwarrior needs one; written as plain tasks)")
                } else if todo.done {
                    dropped.add("repeats of done to-dos (written as plain completed tasks)")
                } else {
                    task["recur"] = RecurrenceMapping.taskwarrior(recurrence, dropped: &dropped)
                    task["rtype"] = "periodic"
                }
            }
            let notes = InteropText.clean(todo.notes, keepLineBreaks: true, dropped: &dropped).split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
            if !notes.isEmpty {
                // Taskwarrior keys annotations by their second: each gets its own.
                task["annotations"] = notes.enumerated().map { index, line in
                    ["entry": InteropDates.utcStamp(todo.created.addingTimeInterval(Double(index))), "description": line]
                }
            }
            if entry.parentForeignID != nil { dropped.add("subtask links (taskwarrior has no subtasks)") }
            if todo.archived { dropped.add("archived marks (taskwarrior has no archive)") }
            if let kept = TaskwarriorKept.merged(todo, written: task, kept: entry.kept, timeZone: timeZone) {
                lines += kept.map(json)
            } else if task["recur"] != nil {
                var instance = task
                instance["uuid"] = InteropIdentity.uuid(from: entry.foreignID + "#instance")
                instance["parent"] = entry.foreignID
                instance["imask"] = 0
                task["status"] = "recurring"
                task["mask"] = "-"
                lines.append(json(task))
                lines.append(json(instance))
            } else {
                lines.append(json(task))
            }
        }
        return Data(("[\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]\n").utf8)
    }

    static func json(_ task: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: task, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
