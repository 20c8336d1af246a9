import Entities

/// Undo and redo over the store: every edit made through it can be taken back, many levels
/// deep, including deletes and archives. Undo applies the inverse edit to the latest file, so it
/// never discards what another process saved meanwhile.
public final class TodoHistory {
    public let store: TodoStore
    private var undoStack: [Entry] = []
    private var redoStack: [Entry] = []
    /// How many edits are remembered.
    public let depth: Int

    /// An edit as the history keeps it: what to apply to take it back, and what to say.
    public struct Entry: Sendable, Hashable {
        public let inverse: TodoEdit
        public let description: String
        /// The to-dos `inverse` names, as they were when it was made.
        let subjects: [TodoSubject]

        init(inverse: TodoEdit, description: String, in document: TodoDocument) {
            self.inverse = inverse
            self.description = description
            subjects = inverse.subjects(in: document)
        }
    }

    public init(store: TodoStore, depth: Int = 1000) {
        self.store = store
        self.depth = depth
    }

    /// Applies an edit and remembers how to take it back. `description` names it for messages
    /// ("Deleted “Buy milk”").
    @discardableResult
    public func perform(_ edit: TodoEdit, description: String) throws(TodoStoreError) -> EditOutcome {
        let outcome = try store.apply(edit, description: description)
        push(Entry(inverse: outcome.applied.inverse, description: description, in: store.document), onto: &undoStack)
        redoStack.removeAll()
        return outcome
    }

    /// Takes back the last edit; nil when there is nothing to undo.
    public func undo() throws(TodoStoreError) -> (outcome: EditOutcome, description: String)? {
        try step(from: &undoStack, to: &redoStack, verb: "undo")
    }

    /// Applies again the last edit undone; nil when there is nothing to redo.
    public func redo() throws(TodoStoreError) -> (outcome: EditOutcome, description: String)? {
        try step(from: &redoStack, to: &undoStack, verb: "redo")
    }

    private func step(from source: inout [Entry], to target: inout [Entry], verb: String) throws(TodoStoreError) -> (outcome: EditOutcome, description: String)? {
        guard let entry = source.popLast() else { return nil }
        // Aimed at the to-dos it was made on: another program may have given their ids to others.
        let inverse: TodoEdit
        switch store.document.aim(entry.inverse, madeOn: entry.subjects, renumbered: store.renumbered) {
        case .success(let aimed): inverse = aimed
        case .failure(.replaced(let id, let title)):
            throw TodoStoreError(.unknownTodo, "Cannot undo “\(entry.description)”: #\(id) is now “\(title)” (another program changed the list).")
        case .failure(.gone):
            throw TodoStoreError(.unknownTodo, "Cannot undo “\(entry.description)”: the to-do is gone (removed elsewhere).")
        }
        let outcome: EditOutcome
        do {
            outcome = try store.apply(inverse, description: "\(verb): \(entry.description)")
        } catch where error.kind == .unknownTodo {
            // Another process removed what this edit touched: it cannot be taken back; skip it.
            throw TodoStoreError(.unknownTodo, "Cannot undo “\(entry.description)”: the to-do is gone (removed elsewhere).")
        }
        push(Entry(inverse: outcome.applied.inverse, description: entry.description, in: store.document), onto: &target)
        return (outcome, entry.description)
    }

    private func push(_ entry: Entry, onto stack: inout [Entry]) {
        stack.append(entry)
        if stack.count > depth { stack.removeFirst(stack.count - depth) }
    }
}
