import Entities
import Foundation
import TodoInterop

/// A write to the server the sync will make.
struct Upload: Sendable {
    enum Kind: Sendable { case create, update, delete }
    var kind: Kind
    var href: String
    /// The ETag the write is conditional on (update, delete).
    var etag: String?
    var uid: String
    var todo: Todo.ID?
    /// The resource to send (create, update); for an update, the merge's result.
    var data: Data?
    /// The copy last synced, for merging again after a 412.
    var base: Data?
}

/// A to-do the server has and Adder does not yet: added with a new id.
struct IncomingTodo: Sendable {
    var item: SyncState.Item
    var foreign: ForeignTodo
}

/// What a sync will do, worked out from the state, the server's changes and the list, before any write.
struct SyncPlan: Sendable {
    var uploads: [Upload] = []
    var incoming: [IncomingTodo] = []
    /// Adder to-dos to set to these fields.
    var updates: [(id: Todo.ID, fields: SyncFields)] = []
    var deletes: [Todo.ID] = []
    /// The state's items after the sync, by href (uploads add theirs when they succeed).
    var items: [String: SyncState.Item] = [:]
    /// Every to-do the server did not change still has the fingerprint the last sync kept.
    var fingerprintsKept = true
    var report = SyncReport()
}

/// Works out a `SyncPlan`: pure, no network, no store.
struct SyncPlanner {
    let state: SyncState
    let todos: [Todo]
    let calendarPath: String
    let now: Date
    let timeZone: TimeZone
    let stamp: String
    /// The UID each to-do has or will have on the server.
    let uids: [Todo.ID: String]

    init(state: SyncState, todos: [Todo], calendarPath: String, now: Date, timeZone: TimeZone, stamp: String) {
        (self.state, self.todos, self.calendarPath, self.now, self.timeZone, self.stamp) = (state, todos, calendarPath, now, timeZone, stamp)
        uids = Self.uids(todos, items: state.items)
    }

    private var byID: [Todo.ID: Todo] { Dictionary(todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }

    /// The UID of each of `todos`: the synced one, else the one its first upload gives it.
    static func uids(_ todos: [Todo], items: [SyncState.Item]) -> [Todo.ID: String] {
        var uids: [Todo.ID: String] = [:]
        for item in items { if let id = item.todo { uids[id] = item.uid } }
        for todo in todos where uids[todo.id] == nil { uids[todo.id] = ICalendarResource.newUID(for: todo) }
        return uids
    }

    /// Adder's fields of `todo` as they are, to fingerprint.
    func raw(_ todo: Todo) -> SyncFields { SyncFields(todo, parentUID: todo.parent.flatMap { uids[$0] }) }

    /// Adder's fields of `todo` as the server would read them back (text cleaned, times in UTC),
    /// to compare with the server's.
    func normalized(_ todo: Todo) -> SyncFields {
        let data = ICalendarResource.write(todo, uid: uids[todo.id] ?? ICalendarResource.newUID(for: todo),
                                           parentUID: todo.parent.flatMap { uids[$0] }, base: nil, now: now, timeZone: timeZone)
        return ((try? ICalendarResource.read(data, file: "", timeZone: timeZone)) ?? nil).map(SyncFields.init) ?? raw(todo)
    }

    /// The href a new to-do with `uid` gets: its UID, with anything but letters, digits, `-` `_` `.` as `_`.
    func href(for uid: String) -> String {
        let safe = String(uid.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" }.prefix(200))
        return calendarPath + safe + ".ics"
    }

    func plan(remote: [(resource: RemoteResource, foreign: ForeignTodo?)], removed: Set<String>) -> SyncPlan {
        var plan = SyncPlan()
        plan.items = Dictionary(state.items.map { ($0.href, $0) }, uniquingKeysWith: { _, last in last })
        let byID = byID
        let linked = Set(state.items.compactMap(\.todo))
        var unlinkedByUID: [String: Todo] = [:]
        for todo in todos where !linked.contains(todo.id) { unlinkedByUID[uids[todo.id]!] = todo }
        var handled: Set<Todo.ID> = []
        func base(_ item: SyncState.Item) -> SyncFields? {
            ((try? ICalendarResource.read(Data(item.ics.utf8), file: item.href, timeZone: timeZone)) ?? nil).map(SyncFields.init)
        }
        func merge(_ todo: Todo, base: SyncFields?, server: SyncFields, resource: RemoteResource, uid: String) {
            let local = normalized(todo)
            let merge = FieldMerge(base: base, server: server, local: local, stamp: stamp)
            if merge.merged != local { plan.updates.append((todo.id, merge.merged)) }
            for field in merge.conflicts {
                plan.report.conflicts.append("“\(todo.title)”: \(field.rawValue) changed on both sides; the server's was kept, Adder's is in the notes")
            }
            let changed = merge.merged.differing(from: server)
            if !changed.isEmpty {
                let data = Self.resource(todo, as: merge.merged, uid: uid, changed: changed, base: resource.data, now: now, timeZone: timeZone)
                plan.uploads.append(Upload(kind: .update, href: resource.href, etag: resource.etag, uid: uid, todo: todo.id,
                                           data: data, base: resource.data))
            }
            plan.report.merged += 1
        }
        for (resource, foreign) in remote {
            let ics = String(decoding: resource.data, as: UTF8.self)
            guard let foreign else {
                // A resource Adder does not read (a cancelled to-do, an event): kept as it is, never touched.
                plan.items[resource.href] = SyncState.Item(href: resource.href, etag: resource.etag, uid: "", todo: nil, ics: ics)
                continue
            }
            let server = SyncFields(foreign)
            if let item = plan.items[resource.href], let id = item.todo {
                handled.insert(id)
                var updated = item
                (updated.etag, updated.ics) = (resource.etag, ics)
                plan.items[resource.href] = updated
                guard let todo = byID[id] else {
                    // Deleted here, changed there: the edit wins, the to-do comes back.
                    plan.incoming.append(IncomingTodo(item: updated, foreign: foreign))
                    plan.report.receivedNew += 1
                    continue
                }
                if raw(todo).fingerprint == item.fingerprint {
                    if server != normalized(todo) { plan.updates.append((id, server)) }
                    plan.report.receivedChanged += 1
                } else {
                    merge(todo, base: base(item), server: server, resource: resource, uid: item.uid)
                }
            } else if let todo = unlinkedByUID[foreign.foreignID] {
                // The same UID on both sides (a first sync, or an upload whose answer was lost): one to-do.
                handled.insert(todo.id)
                unlinkedByUID[foreign.foreignID] = nil
                plan.items[resource.href] = SyncState.Item(href: resource.href, etag: resource.etag, uid: foreign.foreignID, todo: todo.id, ics: ics)
                if normalized(todo) != server { merge(todo, base: nil, server: server, resource: resource, uid: foreign.foreignID) }
            } else {
                let item = SyncState.Item(href: resource.href, etag: resource.etag, uid: foreign.foreignID, todo: nil, ics: ics)
                plan.items[resource.href] = item
                plan.incoming.append(IncomingTodo(item: item, foreign: foreign))
                plan.report.receivedNew += 1
            }
        }
        for href in removed.sorted() {
            guard let item = plan.items.removeValue(forKey: href), let id = item.todo, let todo = byID[id] else { continue }
            handled.insert(id)
            if raw(todo).fingerprint == item.fingerprint {
                plan.deletes.append(id)
                plan.report.receivedDeleted += 1
            } else {
                // Changed here, deleted there: the edit wins, the to-do goes back to the server.
                plan.uploads.append(create(todo, uid: item.uid, uids: uids, href: href))
            }
        }
        // Only the few changed here are sorted (by href, for the order of the uploads), not every item.
        let changedHere = plan.items.values.filter { item in
            guard let id = item.todo, !handled.contains(id) else { return false }
            return byID[id].map { raw($0).fingerprint != item.fingerprint } ?? true
        }
        for item in changedHere.sorted(by: { $0.href < $1.href }) {
            guard let id = item.todo else { continue }
            guard let todo = byID[id] else {
                plan.uploads.append(Upload(kind: .delete, href: item.href, etag: item.etag, uid: item.uid, todo: id))
                continue
            }
            plan.fingerprintsKept = false
            guard let base = base(item) else { continue }
            let local = normalized(todo)
            let changed = local.differing(from: base)
            guard !changed.isEmpty else { continue }
            let data = Self.resource(todo, as: local, uid: item.uid, changed: changed, base: Data(item.ics.utf8), now: now, timeZone: timeZone)
            plan.uploads.append(Upload(kind: .update, href: item.href, etag: item.etag, uid: item.uid, todo: id, data: data, base: Data(item.ics.utf8)))
        }
        for todo in todos where !linked.contains(todo.id) && !handled.contains(todo.id) {
            let uid = uids[todo.id]!
            plan.uploads.append(create(todo, uid: uid, uids: uids, href: href(for: uid)))
        }
        return plan
    }

    private func create(_ todo: Todo, uid: String, uids: [Todo.ID: String], href: String) -> Upload {
        let data = ICalendarResource.write(todo, uid: uid, parentUID: todo.parent.flatMap { uids[$0] }, base: nil, now: now, timeZone: timeZone)
        return Upload(kind: .create, href: href, uid: uid, todo: todo.id, data: data)
    }

    /// `todo` with `fields` as a resource over `base`, writing anew only `changed`.
    static func resource(_ todo: Todo, as fields: SyncFields, uid: String, changed: Set<ICalendarField>, base: Data?,
                         now: Date, timeZone: TimeZone) -> Data {
        var shaped = todo
        shaped.title = fields.title
        shaped.notes = fields.notes
        shaped.done = fields.done
        if fields.done, shaped.completed == nil { shaped.completed = now }
        shaped.priority = fields.priority
        shaped.project = fields.project
        shaped.due = fields.due
        shaped.dueTime = fields.dueTime
        shaped.tags = fields.tags
        shaped.recurrence = fields.recurrence
        return ICalendarResource.write(shaped, uid: uid, parentUID: fields.parentUID, changed: changed, base: base, now: now, timeZone: timeZone)
    }
}
