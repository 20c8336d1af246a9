import Entities
import Foundation
import TodoInterop

/// Adder's fields of a to-do as a sync compares and merges them, one value per `ICalendarField`.
struct SyncFields: Sendable, Equatable {
    var title: String
    var notes = ""
    var done = false
    var priority: Priority?
    var project: String?
    var due: CalendarDay?
    var dueTime: TimeOfDay?
    var tags: [String] = []
    var recurrence: Recurrence?
    var parentUID: String?

    init(_ foreign: ForeignTodo) {
        title = foreign.title
        notes = foreign.notes
        done = foreign.done
        priority = foreign.priority
        project = foreign.project
        due = foreign.due
        dueTime = foreign.due == nil ? nil : foreign.dueTime
        tags = foreign.tags
        recurrence = foreign.recurrence
        parentUID = foreign.parentForeignID
    }

    init(_ todo: Todo, parentUID: String?) {
        title = todo.title
        notes = todo.notes
        done = todo.done
        priority = todo.priority
        project = todo.project
        due = todo.due
        dueTime = todo.due == nil ? nil : todo.dueTime
        tags = todo.tags
        recurrence = todo.recurrence
        self.parentUID = parentUID
    }

    /// The fields whose values differ between the two.
    func differing(from other: SyncFields) -> Set<ICalendarField> {
        Set(ICalendarField.allCases.filter { !same($0, as: other) })
    }

    func same(_ field: ICalendarField, as other: SyncFields) -> Bool {
        switch field {
        case .title: title == other.title
        case .notes: notes == other.notes
        case .due: due == other.due && dueTime == other.dueTime
        case .priority: priority == other.priority
        case .project: project == other.project
        case .tags: tags == other.tags
        case .status: done == other.done
        case .recurrence: recurrence == other.recurrence
        case .parent: parentUID == other.parentUID
        }
    }

    /// `field` taken from `other`.
    mutating func take(_ field: ICalendarField, from other: SyncFields) {
        switch field {
        case .title: title = other.title
        case .notes: notes = other.notes
        case .due: (due, dueTime) = (other.due, other.dueTime)
        case .priority: priority = other.priority
        case .project: project = other.project
        case .tags: tags = other.tags
        case .status: done = other.done
        case .recurrence: recurrence = other.recurrence
        case .parent: parentUID = other.parentUID
        }
    }

    /// The field's value in words, for the note a conflict leaves.
    func text(of field: ICalendarField) -> String {
        switch field {
        case .title: title
        case .notes: notes
        case .due: [due.map { $0.description }, dueTime.map { $0.description }].compactMap { $0 }.joined(separator: " ").ifEmpty("none")
        case .priority: priority?.rawValue ?? "none"
        case .project: project ?? "none"
        case .tags: tags.joined(separator: ", ").ifEmpty("none")
        case .status: done ? "done" : "not done"
        case .recurrence: recurrence.map { "\($0)" } ?? "none"
        case .parent: parentUID ?? "none"
        }
    }

    /// A short stable digest of the fields, to tell whether the to-do changed here since the last sync.
    var fingerprint: String {
        let parts: [String] = [title, notes, done ? "1" : "0", priority?.rawValue ?? "", due?.description ?? "", dueTime?.description ?? "",
                               tags.joined(separator: "\u{1F}"), recurrence.map { "\($0)" } ?? "", parentUID ?? ""]
            + (project.map { [$0] } ?? [])  // last, and only when set: a to-do without one keeps the digest it had
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1E}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// A three-way merge of one to-do: the copy last synced, the server's and Adder's.
struct FieldMerge: Sendable {
    var merged: SyncFields
    /// Fields changed on both sides to different values: the server's value won.
    var conflicts: [ICalendarField] = []

    /// Each field changed on one side only takes that side's value. A field changed on both sides
    /// to different values takes the server's, and Adder's value is added to the notes so it is
    /// not lost. Without a base (a first sync that found the same UID on both sides), every
    /// differing field counts as changed on both.
    /// `stamp` names the sync in the note ("2026-11-27 20:50 UTC").
    init(base: SyncFields?, server: SyncFields, local: SyncFields, stamp: String) {
        merged = server
        var losing: [String] = []
        for field in ICalendarField.allCases {
            let localChanged = base.map { !local.same(field, as: $0) } ?? !local.same(field, as: server)
            let serverChanged = base.map { !server.same(field, as: $0) } ?? true
            guard localChanged else { continue }
            if serverChanged && !local.same(field, as: server) {
                conflicts.append(field)
                if field != .notes || !local.notes.isEmpty {
                    losing.append("Adder's \(field.rawValue) before the sync of \(stamp), which the server's replaced: \(local.text(of: field))")
                }
            } else {
                merged.take(field, from: local)
            }
        }
        if !losing.isEmpty {
            merged.notes += (merged.notes.isEmpty ? "" : "\n\n") + losing.joined(separator: "\n")
        }
    }
}

extension String {
    fileprivate func ifEmpty(_ other: String) -> String { isEmpty ? other : self }
}
