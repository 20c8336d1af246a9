import Entities
import Foundation

/// What a taskwarrior task holds that Adder cannot show, and how the export writes it back.
///
/// The import keeps each task's JSON object (a recurring template's first, then its instances'),
/// without `id` and `urgency`, which taskwarrior works out. The export starts from the kept object
/// and replaces only the fields whose Adder value differs from what the import read from it: a
/// to-do not changed in Adder goes back as it came, and `task import` deletes nothing (before,
/// `task info` showed "Project deleted.", "Wait deleted." after a round trip).
enum TaskwarriorKept {
    /// One task object as kept: sorted keys, without the fields taskwarrior computes.
    static func line(_ object: [String: Any]) -> String {
        var object = object
        object["id"] = nil
        object["urgency"] = nil
        return TaskwarriorWriter.json(object)
    }

    /// The task's fields each of Adder's decides: written from Adder only when Adder's value changed.
    private static let groups: [(same: @Sendable (ForeignTodo, Todo) -> Bool, keys: [String])] = [
        ({ $0.title == $1.title }, ["description"]),
        ({ $0.done == $1.done && (!$1.done || $0.completed == nil || $0.completed == $1.completed) }, ["status", "end"]),
        ({ $0.created == nil || $0.created == $1.created }, ["entry"]),
        ({ $0.due == $1.due && $0.dueTime == $1.dueTime }, ["due"]),
        ({ $0.priority == $1.priority }, ["priority"]),
        ({ $0.project == $1.project }, ["project"]),
        ({ Set($0.tags) == Set($1.tags) }, ["tags"]),
        ({ $0.notes == $1.notes }, ["annotations"]),
        ({ $0.recurrence == $1.recurrence }, ["recur", "rtype", "mask"]),
    ]

    /// The task objects to write for `todo`, whose own would be `written`: the kept ones with
    /// Adder's changes, or nil when nothing was kept (or what was kept is not this task's).
    static func merged(_ todo: Todo, written: [String: Any], kept: [String], timeZone: TimeZone) -> [[String: Any]]? {
        // Each kept object parsed once; the reader takes them parsed.
        let objects = kept.compactMap(object)
        guard objects.count == kept.count, var task = objects.first, task["uuid"] as? String == written["uuid"] as? String,
              let read = try? TaskwarriorReader.read(objects: objects.map { (1, $0) }, file: "kept", timeZone: timeZone).todos.first
        else { return nil }
        let changed = groups.filter { !$0.same(read, todo) }
        for group in changed {
            for key in group.keys { task[key] = written[key] }
        }
        if !changed.isEmpty { task["modified"] = written["modified"] }
        guard task["status"] as? String == "recurring", todo.recurrence == read.recurrence, !todo.done else { return [task] }
        var instances = Array(objects.dropFirst())
        // Due later than read (the to-do an occurrence's completion led to, `repeatChains`): the instances before it are done.
        if let due = todo.due, let readDue = read.due, due > readDue || (due == readDue && todo.dueTime != read.dueTime) {
            let next = written["due"] as? String ?? ""
            var mask = Array(task["mask"] as? String ?? "")
            for index in instances.indices where instances[index]["status"] as? String == "pending" {
                guard let instanceDue = instances[index]["due"] as? String, instanceDue < next else { continue }
                instances[index]["status"] = "completed"
                // Never before the instance was made: taskwarrior warns of an 'entry' after the 'end'.
                let done = max(instanceDue, instances[index]["entry"] as? String ?? instanceDue)
                instances[index]["end"] = done
                instances[index]["modified"] = done
                if let slot = instances[index]["imask"] as? Int, mask.indices.contains(slot) { mask[slot] = "+" }
            }
            task["mask"] = String(mask)
            task["due"] = objects[0]["due"]  // a template's due is its first occurrence's
        }
        // The template's changes that its instances share (taskwarrior's `modify` does the same).
        let shared = changed.flatMap(\.keys).filter { ["description", "priority", "project", "tags", "annotations"].contains($0) }
        for index in instances.indices where instances[index]["status"] as? String == "pending" {
            for key in shared { instances[index][key] = task[key] }
        }
        return [task] + instances
    }

    /// For each kept recurring template done in Adder, the entry of the open to-do its completions
    /// led to (`TodoEdit.marking` adds the next one at the moment it completes one: same title,
    /// rule and parent, created that second), following the chain; and the entries so absorbed,
    /// which taskwarrior holds as the template's instances, not as tasks of their own.
    static func repeatChains(_ entries: [ExportEntry]) -> (current: [Int: Int], absorbed: Set<Int>) {
        var current: [Int: Int] = [:], absorbed: Set<Int> = []
        var followers: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() where entry.kept.isEmpty && entry.todo.recurrence != nil {
            followers[key(entry.todo, second: InteropLinks.second(of: entry.todo.created)), default: []].append(index)
        }
        for (index, entry) in entries.enumerated() where entry.todo.done && entry.kept.first?.contains(#""status":"recurring""#) == true {
            var last = entry.todo
            var chain: [Int] = []
            while last.done, let completed = last.completed,
                  let next = followers[key(last, second: InteropLinks.second(of: completed))]?.first(where: { !absorbed.contains($0) && !chain.contains($0) }) {
                chain.append(next)
                last = entries[next].todo
            }
            guard let end = chain.last else { continue }
            current[index] = end
            absorbed.formUnion(chain)
        }
        return (current, absorbed)
    }

    private static func key(_ todo: Todo, second: Int) -> String {
        "\(todo.title)\u{0}\(todo.recurrence?.description ?? "")\u{0}\(todo.parent.map(String.init) ?? "")\u{0}\(second)"
    }

    /// `template`'s to-do as the open one its completions led to: that one's fields, the template's creation.
    static func continuing(_ template: Todo, as open: Todo) -> Todo {
        var todo = open
        (todo.id, todo.created) = (template.id, template.created)
        return todo
    }

    private static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
