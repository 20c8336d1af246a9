import Entities
import Foundation

// How the undo history file writes an entry: its inverse edit as a tagged object
// ({"update": {"id": 3, "patch": {...}}}), the subjects, and what each to-do looked like after the step.

extension TodoHistory.Entry: Codable {
    private enum CodingKeys: String, CodingKey { case description, inverse, subjects, after }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        description = try container.decode(String.self, forKey: .description)
        inverse = try container.decode(StoredEdit.self, forKey: .inverse).edit
        subjects = try container.decode([StoredSubject].self, forKey: .subjects).map(\.subject)
        after = try container.decode([TodoAfterState].self, forKey: .after)
        // Undo checks each named to-do against its state here: one left out would be changed unchecked.
        guard after.map(\.id) == inverse.namedIDs else {
            throw DecodingError.dataCorruptedError(forKey: .after, in: container,
                                                   debugDescription: "it does not give the state of each to-do the step changes")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        try container.encode(StoredEdit(inverse), forKey: .inverse)
        try container.encode(subjects.map(StoredSubject.init), forKey: .subjects)
        try container.encode(after, forKey: .after)
    }
}

/// What a to-do looked like right after a step: its fingerprint, or nil when the step left no
/// to-do with that id (a delete). An undo goes ahead only while the to-do still looks so.
struct TodoAfterState: Codable, Sendable, Hashable {
    let id: Todo.ID
    let fingerprint: String?
}

struct StoredSubject: Codable {
    let id: Todo.ID
    let created: Int
    let title: String

    init(_ subject: TodoSubject) {
        (id, created, title) = (subject.id, subject.createdSecond, subject.title)
    }

    var subject: TodoSubject { TodoSubject(id: id, createdSecond: created, title: title) }
}

/// A `TodoEdit` as one object keyed by its case.
struct StoredEdit: Codable {
    let edit: TodoEdit

    init(_ edit: TodoEdit) { self.edit = edit }

    private enum Case: String, CodingKey { case add, setDone, delete, restore, update, move, setArchived, batch }

    private struct Fields: Codable {
        var id: Todo.ID?
        var done: Bool?
        var todo: Todo?
        var at: Int?
        var patch: StoredPatch?
        var to: Int?
        var ids: [Todo.ID]?
        var archived: Bool?
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Case.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an edit names no kind"))
        }
        if key == .add {
            edit = .add(try container.decode(StoredDraft.self, forKey: key).draft)
            return
        }
        if key == .batch {
            edit = .batch(try container.decode([StoredEdit].self, forKey: key).map(\.edit))
            return
        }
        let fields = try container.decode(Fields.self, forKey: key)
        func need<T>(_ value: T?, _ name: String) throws -> T {
            guard let value else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [key],
                                                        debugDescription: "\(key.stringValue) needs \(name)"))
            }
            return value
        }
        switch key {
        case .setDone: edit = .setDone(try need(fields.id, "id"), try need(fields.done, "done"))
        case .delete: edit = .delete(try need(fields.id, "id"))
        case .restore: edit = .restore(try need(fields.todo, "todo"), at: try need(fields.at, "at"))
        case .update: edit = .update(try need(fields.id, "id"), try need(fields.patch, "patch").patch)
        case .move: edit = .move(try need(fields.id, "id"), to: try need(fields.to, "to"))
        case .setArchived: edit = .setArchived(try need(fields.ids, "ids"), try need(fields.archived, "archived"))
        case .add, .batch: fatalError("handled above")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Case.self)
        switch edit {
        case .add(let draft): try container.encode(StoredDraft(draft), forKey: .add)
        case .batch(let edits): try container.encode(edits.map(StoredEdit.init), forKey: .batch)
        case .setDone(let id, let done): try container.encode(Fields(id: id, done: done), forKey: .setDone)
        case .delete(let id): try container.encode(Fields(id: id), forKey: .delete)
        case .restore(let todo, let at): try container.encode(Fields(todo: todo, at: at), forKey: .restore)
        case .update(let id, let patch): try container.encode(Fields(id: id, patch: StoredPatch(patch)), forKey: .update)
        case .move(let id, let to): try container.encode(Fields(id: id, to: to), forKey: .move)
        case .setArchived(let ids, let archived): try container.encode(Fields(ids: ids, archived: archived), forKey: .setArchived)
        }
    }
}

private struct StoredDraft: Codable {
    var title: String
    var notes: String
    var priority: Priority?
    var due: CalendarDay?
    var tags: [String]
    var dueTime: TimeOfDay?
    var recurrence: Recurrence?
    var parent: Todo.ID?
    var project: String?

    init(_ draft: TodoDraft) {
        (title, notes, priority, due, tags) = (draft.title, draft.notes, draft.priority, draft.due, draft.tags)
        (dueTime, recurrence, parent, project) = (draft.dueTime, draft.recurrence, draft.parent, draft.project)
    }

    var draft: TodoDraft {
        TodoDraft(title: title, notes: notes, priority: priority, due: due, tags: tags, dueTime: dueTime, recurrence: recurrence, parent: parent,
                  project: project)
    }
}

/// A patch: a field left out is left as it is; a field written `null` is cleared.
private struct StoredPatch: Codable {
    let patch: TodoPatch

    init(_ patch: TodoPatch) { self.patch = patch }

    private enum Field: String, CodingKey { case title, notes, priority, due, tags, dueTime, recurrence, parent, project }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Field.self)
        func clearable<T: Decodable>(_ field: Field) throws -> T?? {
            guard container.contains(field) else { return nil }
            return try container.decodeNil(forKey: field) ? .some(nil) : .some(try container.decode(T.self, forKey: field))
        }
        patch = TodoPatch(title: try container.decodeIfPresent(String.self, forKey: .title),
                          notes: try container.decodeIfPresent(String.self, forKey: .notes),
                          priority: try clearable(.priority), due: try clearable(.due),
                          tags: try container.decodeIfPresent([String].self, forKey: .tags),
                          dueTime: try clearable(.dueTime), recurrence: try clearable(.recurrence), parent: try clearable(.parent),
                          project: try clearable(.project))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        func clearable<T: Encodable>(_ value: T??, _ field: Field) throws {
            guard let value else { return }
            if let value { try container.encode(value, forKey: field) } else { try container.encodeNil(forKey: field) }
        }
        try container.encodeIfPresent(patch.title, forKey: .title)
        try container.encodeIfPresent(patch.notes, forKey: .notes)
        try clearable(patch.priority, .priority)
        try clearable(patch.due, .due)
        try container.encodeIfPresent(patch.tags, forKey: .tags)
        try clearable(patch.dueTime, .dueTime)
        try clearable(patch.recurrence, .recurrence)
        try clearable(patch.parent, .parent)
        try clearable(patch.project, .project)
    }
}

extension Todo {
    /// A short digest of everything the file keeps of this to-do but its id and its completion
    /// time (times to the second, as the file keeps them), the same in every process: two
    /// fingerprints differ when the to-do was changed in between. The completion time is left out
    /// because a completion held while the file could not be read is stamped when it is saved,
    /// later than the step recorded; `done` still tells another program's completion. FNV-1a, 64 bits, in hex.
    var fingerprint: String {
        let fields: [String] = [
            title, notes, done ? "1" : "0", String(TodoSubject.second(of: created)), priority?.rawValue ?? "",
            due?.description ?? "", tags.joined(separator: "\u{1}"), archived ? "1" : "0",
            dueTime?.description ?? "", recurrence?.description ?? "", parent.map(String.init) ?? "",
        ] + (project.map { [$0] } ?? [])  // only when set: to-dos without one keep the fingerprints of older histories
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in fields.joined(separator: "\u{0}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
