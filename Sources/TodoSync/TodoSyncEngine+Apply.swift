import Entities
import Foundation
import TodoInterop
import Todos

extension TodoSyncEngine {
    /// The server's changes into the store as one undo step, saved in one commit with the state
    /// and the undo history (a process killed part way leaves all three as they were).
    func apply(_ plan: inout SyncPlan, state: inout SyncState, planner: SyncPlanner) throws(SyncError) {
        let store = history.store
        let companions = [history.file?.url, stateFile].compactMap { $0 }
        var finished = plan
        var saved = state
        do {
            try store.file.withCommit(of: companions) {
                store.refreshIfChanged()
                let meanwhile = Self.changedMeanwhile(planner, now: store.todos)
                Self.leaveAlone(meanwhile, in: &finished, before: state)
                let edits = self.edits(for: &finished, in: store.todos, nextID: store.document.nextID)
                if !edits.isEmpty {
                    let outcome = try history.perform(.batch(edits), description: "sync with \(calendar.displayName)")
                    if let saveError = outcome.saveError { throw SyncError("\(saveError.reason); nothing was synced into Adder.") }
                    if let failure = history.writeFailure { throw SyncError("The undo history \(failure), so nothing was synced into Adder.") }
                }
                let todos = Dictionary(store.todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                let items = Array(finished.items.values).sorted { $0.href < $1.href }
                let uids = SyncPlanner.uids(store.todos, items: items)
                saved.items = items.map { item in
                    var item = item
                    if let id = item.todo, let todo = todos[id], !meanwhile.contains(id) {
                        item.fingerprint = SyncFields(todo, parentUID: todo.parent.flatMap { uids[$0] }).fingerprint
                    }
                    return item
                }
                try saved.save(to: stateFile)
            }
        } catch let error as SyncError {
            throw error
        } catch let error as TodoStoreError {
            throw SyncError("\(error.description) Nothing was synced into Adder.")
        } catch {
            throw SyncError("The sync could not be saved (\(error)); nothing was synced into Adder.")
        }
        plan = finished
        state = saved
    }

    /// True when the sync has nothing to bring in and would save the state as `loaded` from the
    /// file (same token and calendar, same items, every to-do's fingerprint as kept): then nothing
    /// is written, neither the state (every VTODO's text, megabytes at 10,000) nor a commit.
    /// (An item the server changed differs from the one loaded; the planner checked the others' fingerprints.)
    static func changesNothing(_ plan: SyncPlan, state: SyncState, loaded: SyncState) -> Bool {
        guard plan.uploads.isEmpty, plan.incoming.isEmpty, plan.updates.isEmpty, plan.deletes.isEmpty, plan.fingerprintsKept,
              state.syncToken == loaded.syncToken, state.calendarName == loaded.calendarName,
              plan.items.count == loaded.items.count else { return false }
        return loaded.items.allSatisfy { plan.items[$0.href] == $0 }
    }

    /// The to-dos edited or deleted by another process (the TUI) while the sync was on the network.
    static func changedMeanwhile(_ planner: SyncPlanner, now todos: [Todo]) -> Set<Todo.ID> {
        let current = Dictionary(todos.map { ($0.id, planner.raw($0).fingerprint) }, uniquingKeysWith: { first, _ in first })
        return Set(planner.todos.filter { current[$0.id] != planner.raw($0).fingerprint }.map(\.id))
    }

    /// Nothing of this sync is applied to `ids` here, and their items go back to what the last sync
    /// left (a new one keeps its upload, with no fingerprint): the next sync sees
    /// them changed here, and a 412 on the ETag it holds merges the server's side in. Saving their
    /// fingerprints now would have hidden that edit from every later sync.
    static func leaveAlone(_ ids: Set<Todo.ID>, in plan: inout SyncPlan, before state: SyncState) {
        guard !ids.isEmpty else { return }
        plan.updates.removeAll { ids.contains($0.id) }
        plan.deletes.removeAll { ids.contains($0) }
        let old = Dictionary(state.items.map { ($0.href, $0) }, uniquingKeysWith: { _, last in last })
        for (href, item) in plan.items {
            guard let id = item.todo, ids.contains(id) else { continue }
            plan.items[href] = old[href]?.todo == id ? old[href] : item
        }
    }

    /// The edits that bring the server's changes in: new to-dos (parents first, with the ids they
    /// get), field changes and deletes, leaving out any to-do gone from the list meanwhile.
    private func edits(for plan: inout SyncPlan, in todos: [Todo], nextID: Todo.ID) -> [TodoEdit] {
        let current = Dictionary(todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var idOfUID: [String: Todo.ID] = [:]
        for item in plan.items.values { if let id = item.todo { idOfUID[item.uid] = id } }
        var next = nextID
        var adding: [(todo: Todo, parentUID: String?)] = []
        for incoming in plan.incoming {
            var item = incoming.item
            item.todo = next
            plan.items[item.href] = item
            idOfUID[item.uid] = next
            let foreign = incoming.foreign
            let completed = foreign.done ? foreign.completed ?? now : nil
            var todo = Todo(id: next, title: foreign.title, notes: foreign.notes, done: foreign.done,
                            created: foreign.created ?? min(now, completed ?? now), completed: completed,
                            priority: foreign.priority, due: foreign.due, tags: foreign.tags)
            todo.dueTime = foreign.due == nil ? nil : foreign.dueTime
            todo.recurrence = foreign.recurrence
            todo.project = foreign.project
            adding.append((todo, foreign.parentForeignID))
            next += 1
        }
        var edits: [TodoEdit] = []
        // Parents before their subtasks: the store drops a parent not in the list yet.
        var placed = Set(current.keys)
        var waiting = adding
        while !waiting.isEmpty {
            var later: [(todo: Todo, parentUID: String?)] = []
            for (todo, parentUID) in waiting {
                let parent = parentUID.flatMap { idOfUID[$0] }
                if let parent, !placed.contains(parent) { later.append((todo, parentUID)); continue }
                var linked = todo
                linked.parent = parent == todo.id ? nil : parent
                edits.append(.restore(linked, at: Int.max))
                placed.insert(todo.id)
            }
            if later.count == waiting.count {
                // A loop among new to-dos: the rest go in at the top level.
                edits += later.map { .restore($0.todo, at: Int.max) }
                break
            }
            waiting = later
        }
        for (id, fields) in plan.updates {
            guard let todo = current[id] else { continue }
            edits += Self.edits(turning: todo, into: fields, parent: fields.parentUID.flatMap { idOfUID[$0] })
        }
        edits += plan.deletes.filter { current[$0] != nil }.map { .delete($0) }
        return edits
    }

    /// The field changes (and done mark) that make `todo` hold `fields`.
    static func edits(turning todo: Todo, into fields: SyncFields, parent: Todo.ID?) -> [TodoEdit] {
        var patch = TodoPatch()
        if todo.title != fields.title { patch.title = fields.title }
        if todo.notes != fields.notes { patch.notes = fields.notes }
        if todo.priority != fields.priority { patch.priority = .some(fields.priority) }
        if todo.project != fields.project { patch.project = .some(fields.project) }
        if todo.due != fields.due { patch.due = .some(fields.due) }
        if todo.dueTime != fields.dueTime { patch.dueTime = .some(fields.dueTime) }
        if todo.tags != fields.tags { patch.tags = fields.tags }
        if todo.recurrence != fields.recurrence { patch.recurrence = .some(fields.recurrence) }
        // A parent the list does not have (yet) leaves the link as it is.
        if fields.parentUID == nil, todo.parent != nil { patch.parent = .some(nil) }
        if let parent, parent != todo.parent, parent != todo.id { patch.parent = .some(parent) }
        var edits: [TodoEdit] = []
        if patch != TodoPatch() { edits.append(.update(todo.id, patch)) }
        if todo.done != fields.done { edits.append(.setDone(todo.id, fields.done)) }
        return edits
    }
}
