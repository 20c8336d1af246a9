import Entities

/// Undo and redo over the store: every edit made through it can be taken back, many levels
/// deep, including deletes and archives. Undo applies the inverse edit to the latest file, so it
/// never discards what another process saved meanwhile, and it refuses when the to-do has
/// changed since the step (by another process, or a script): it never reverts a later change.
///
/// With a `file` (`keep(in:)`), the steps are kept beside todos.json and survive a restart:
/// one history for every Adder process on the folder (see `TodoHistoryFile`).
public final class TodoHistory {
    public let store: TodoStore
    var stacks = TodoHistoryStacks()
    /// How many edits are remembered.
    public private(set) var depth: Int
    /// Where the steps are kept between runs; nil: this process only.
    public private(set) var file: TodoHistoryFile?
    /// A sentence about the history file (cannot be read, cannot be written), until taken.
    private var notice: String?
    /// Whether the file's `problem` was handed out already (it is said once a session).
    private var reported = false
    /// The stacks changed since they were read or written: they need writing.
    private var dirty = false
    /// "FILE could not be written (why)" when the last write of the history file failed (nil when it was written, or not needed):
    /// a caller saving other files in one commit with it (`TodoFile.withCommit`) rolls back then.
    public private(set) var writeFailure: String?

    /// How many steps each way the history file keeps.
    public static let persistedDepth = 100

    /// An edit as the history keeps it: what to apply to take it back, and what to say.
    public struct Entry: Sendable, Hashable {
        public let inverse: TodoEdit
        public let description: String
        /// The to-dos `inverse` names, as they were when it was made.
        let subjects: [TodoSubject]
        /// What each to-do `inverse` names looked like right after the step.
        let after: [TodoAfterState]

        init(inverse: TodoEdit, description: String, in document: TodoDocument) {
            self.inverse = inverse
            self.description = description
            subjects = inverse.subjects(in: document)
            let ids = Set(inverse.namedIDs)
            var found: [Todo.ID: String] = [:]
            if ids.count == 1, let id = ids.first {  // most steps: stop at the to-do rather than hash every id
                found[id] = document.todos.position(of: id).map { document.todos[$0].fingerprint }
            } else {
                document.todos.withUnsafeBufferPointer { todos in  // in place: a `for todo in` copied each to-do
                    for position in todos.indices where ids.contains(todos[position].id) && found[todos[position].id] == nil {
                        found[todos[position].id] = todos[position].fingerprint
                    }
                }
            }
            after = inverse.namedIDs.map { TodoAfterState(id: $0, fingerprint: found[$0]) }
        }
    }

    public init(store: TodoStore, depth: Int = 1000) {
        self.store = store
        self.depth = depth
    }

    /// Keeps the steps in `file` from now on (bounded to `persistedDepth`). Nothing is read yet:
    /// the file is read when an edit or an undo first needs it.
    public func keep(in file: TodoHistoryFile) {
        self.file = file
        depth = min(depth, Self.persistedDepth)
    }

    /// One sentence about the history file, once: it cannot be read (and is left as it is), or
    /// a step could not be written to it. Nil when all is well.
    public func takeFileNotice() -> String? {
        defer { notice = nil }
        return notice
    }

    /// Applies an edit and remembers how to take it back. `description` names it for messages
    /// ("Deleted “Buy milk”").
    @discardableResult
    public func perform(_ edit: TodoEdit, description: String) throws(TodoStoreError) -> EditOutcome {
        try withSharedHistory { () throws(TodoStoreError) -> EditOutcome in
            let outcome = try store.apply(edit, description: description)
            push(Entry(inverse: outcome.applied.inverse, description: description, in: store.document), redo: false)
            stacks.redo.removeAll()
            dirty = true
            return outcome
        }
    }

    /// Takes back the last edit; nil when there is nothing to undo.
    public func undo() throws(TodoStoreError) -> (outcome: EditOutcome, description: String)? {
        try withSharedHistory { () throws(TodoStoreError) in try step(redo: false, verb: "undo") }
    }

    /// Applies again the last edit undone; nil when there is nothing to redo.
    public func redo() throws(TodoStoreError) -> (outcome: EditOutcome, description: String)? {
        try withSharedHistory { () throws(TodoStoreError) in try step(redo: true, verb: "redo") }
    }

    public var canUndo: Bool { !stacks.undo.isEmpty }

    /// Runs `body` on the latest history under todos.json's lock, then writes the history back.
    func withSharedHistory<T>(_ body: () throws(TodoStoreError) -> T) throws(TodoStoreError) -> T {
        guard let file else { return try body() }
        var ran = false
        func locked() throws(TodoStoreError) -> T {
            ran = true
            writeFailure = nil
            if let read = file.readIfChanged() { stacks = read }
            if let problem = file.problem, !reported {
                notice = problem
                reported = true
            }
            defer {
                if dirty {
                    let reason = file.write(stacks, durable: !store.appendsEdits)
                    writeFailure = reason.map { "\(file.url.path) could not be written (\($0))" }
                    if let reason { notice = "The undo history could not be saved to \(file.url.path) (\(reason)); undo still works until Adder ends." }
                }
                dirty = false
            }
            return try body()
        }
        do {
            return try store.file.withLock(locked)
        } catch where !ran {
            return try locked()  // no lock could be taken (a read-only folder): the store says why
        }
    }

    private func step(redo: Bool, verb: String) throws(TodoStoreError) -> (outcome: EditOutcome, description: String)? {
        guard let entry = redo ? stacks.redo.popLast() : stacks.undo.popLast() else { return nil }
        dirty = true  // taken off for good, even when it is refused below
        // The latest file, so a change another process saved a moment ago is seen.
        store.refreshIfChanged()
        // Aimed at the to-dos it was made on: another program may have given their ids to others.
        let inverse: TodoEdit
        switch store.document.aim(entry.inverse, madeOn: entry.subjects, renumbered: store.renumbered) {
        case .success(let aimed): inverse = aimed
        case .failure(.replaced(let id, let title)):
            throw TodoStoreError(.unknownTodo, "Cannot \(verb) “\(entry.description)”: #\(id) is now “\(title)” (another program changed the list).")
        case .failure(.gone):
            throw TodoStoreError(.unknownTodo, "Cannot \(verb) “\(entry.description)”: the to-do is gone (removed elsewhere).")
        }
        if let changed = changedSince(entry, aimed: inverse) {
            throw TodoStoreError(.unknownTodo, "Cannot \(verb) “\(entry.description)”: \(changed) was changed since, elsewhere (another Adder or a script), and \(verb) would revert that change.")
        }
        let outcome: EditOutcome
        do {
            outcome = try store.apply(inverse, description: "\(verb): \(entry.description)")
        } catch where error.kind == .unknownTodo {
            // Another process removed what this edit touched: it cannot be taken back; skip it.
            throw TodoStoreError(.unknownTodo, "Cannot \(verb) “\(entry.description)”: the to-do is gone (removed elsewhere).")
        }
        push(Entry(inverse: outcome.applied.inverse, description: entry.description, in: store.document), redo: !redo)
        return (outcome, entry.description)
    }

    /// The to-do (“title”) that no longer looks as it did right after the step, or nil.
    private func changedSince(_ entry: Entry, aimed: TodoEdit) -> String? {
        let aimedIDs = aimed.namedIDs
        let ids = Dictionary(zip(entry.inverse.namedIDs, aimedIDs), uniquingKeysWith: { first, _ in first })
        let wanted = Set(aimedIDs)
        var now: [Todo.ID: Todo] = [:]
        for todo in store.document.todos where wanted.contains(todo.id) && now[todo.id] == nil { now[todo.id] = todo }
        for state in entry.after {
            let todo = now[ids[state.id] ?? state.id]
            guard todo?.fingerprint != state.fingerprint else { continue }
            return todo.map { "“\($0.title)”" } ?? "#\(state.id)"
        }
        return nil
    }

    func push(_ entry: Entry, redo: Bool) {
        dirty = true
        if redo { stacks.redo.append(entry) } else { stacks.undo.append(entry) }
        if stacks.undo.count > depth { stacks.undo.removeFirst(stacks.undo.count - depth) }
        if stacks.redo.count > depth { stacks.redo.removeFirst(stacks.redo.count - depth) }
    }
}
