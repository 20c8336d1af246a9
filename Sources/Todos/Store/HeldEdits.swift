import Entities
import Foundation

/// Edits made while todos.json could not be read or written, held in memory and replayed on
/// whatever the file holds when it can be saved again. Each keeps what it was made on, so a
/// replay applies it to the same to-dos or not at all: a to-do added meanwhile keeps its
/// identity (and the edits made on it follow it) under whatever id the replay gives it, and an
/// edit whose to-do is gone from the file, or whose id names another to-do there now, is dropped
/// and reported (`Replay.dropped`), never applied to another.
struct HeldEdits {
    struct Entry: Sendable, Hashable {
        let edit: TodoEdit
        /// What it is called in messages ("mark “Buy milk” done").
        let description: String
        /// The to-dos from the file it names, as they were when it was made.
        let subjects: [TodoSubject]
        /// The ids it names of to-dos added while held, and which add made each.
        let heldAdds: [Todo.ID: Int]
        /// The to-dos it added, in order (so that a replay keeps their creation time and follows
        /// them): one for an add, and one for each add in a batch (a repeating to-do completed).
        let added: [Added]
    }

    /// A to-do added while held: its number among the adds, and the to-do as made.
    struct Added: Sendable, Hashable {
        let serial: Int
        let todo: Todo
    }

    /// An edit dropped by a replay, and why.
    struct Dropped: Sendable, Hashable {
        let description: String
        let mismatch: SubjectMismatch
    }

    /// A document with the held edits applied.
    struct Replay {
        var document: TodoDocument
        /// Which add made each to-do added while held (by its id in `document`).
        var heldAdds: [Todo.ID: Int]
        var dropped: [Dropped]
    }

    private(set) var entries: [Entry] = []
    private var nextSerial = 0

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func removeAll() {
        entries.removeAll()
    }

    /// Holds `edit`, which was applied to `replay.document` with the result `applied`/`after`.
    mutating func hold(_ edit: TodoEdit, description: String?, madeOn replay: Replay, applied: AppliedEdit, after: TodoDocument) {
        let named = edit.namedIDs
        let heldAdds = replay.heldAdds.filter { named.contains($0.key) }
        let subjects = edit.subjects(in: replay.document).filter { replay.heldAdds[$0.id] == nil }
        var added: [Added] = []
        if edit.addCount > 0 {
            // Adds take the ids from `nextID` on, in order.
            for todo in after.todos.filter({ $0.id >= replay.document.nextID }).sorted(by: { $0.id < $1.id }) {
                added.append(Added(serial: nextSerial, todo: todo))
                nextSerial += 1
            }
        }
        entries.append(Entry(edit: edit, description: description ?? "a change to #\(applied.todoID)",
                             subjects: subjects, heldAdds: heldAdds, added: added))
    }

    /// Applies the held edits to `base` in order, and forgets the ones it drops.
    mutating func replay(on base: TodoDocument, now: Date) -> Replay {
        var result = Replay(document: base, heldAdds: [:], dropped: [])
        var currentID: [Int: Todo.ID] = [:]
        entries = entries.filter { entry in
            if case .add = entry.edit, let added = entry.added.first {
                let todo = added.todo.withID(result.document.nextID)
                result.document.todos.append(todo)
                result.document.nextID += 1
                result.heldAdds[todo.id] = added.serial
                currentID[added.serial] = todo.id
                return true
            }
            let followed = entry.edit.renamingIDs { id in entry.heldAdds[id].flatMap { currentID[$0] } ?? id }
            switch result.document.aim(followed, madeOn: entry.subjects) {
            case .success(let aimed):
                do {
                    // The batch's adds put back the to-dos they made, under the ids that come next.
                    let firstID = result.document.nextID
                    let made = entry.added.enumerated().map { $0.element.todo.withID(firstID + $0.offset) }
                    _ = try result.document.apply(aimed.replacingAdds(with: made), now: now)
                    for (added, todo) in zip(entry.added, made) {
                        result.heldAdds[todo.id] = added.serial
                        currentID[added.serial] = todo.id
                    }
                    return true
                } catch {
                    result.dropped.append(Dropped(description: entry.description, mismatch: .gone(aimed.namedIDs.first ?? 0)))
                }
            case .failure(let mismatch):
                result.dropped.append(Dropped(description: entry.description, mismatch: mismatch))
            }
            return false
        }
        return result
    }

    /// One sentence about edits a replay dropped, naming the file.
    static func notice(for dropped: [Dropped], file: String) -> String {
        if dropped.count == 1 {
            return "A change made while \(file) could not be saved was not applied, because \(dropped[0].mismatch.phrase): \(dropped[0].description)."
        }
        let list = dropped.map { "\($0.description) (\($0.mismatch.phrase))" }.joined(separator: "; ")
        return "\(dropped.count) changes made while \(file) could not be saved were not applied, because their to-dos are gone or are other to-dos now: \(list)."
    }
}
