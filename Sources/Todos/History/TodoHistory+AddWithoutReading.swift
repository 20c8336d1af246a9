import Entities
import Foundation

extension TodoHistory {
    /// `adder todo add`'s add when the list need not be read (`TodoFile.addWithoutReading`),
    /// remembered as `perform` remembers an add, so `adder todo undo` takes it back. Declines,
    /// writing nothing, when the list must be read; the caller then performs the add as usual.
    public func addWithoutReading(_ draft: TodoDraft, now: Date, description: String) throws(TodoStoreError) -> TodoFile.AddWithoutReading {
        guard !store.hasUnsavedEdits, store.readOnlyReason == nil else { return .declined(.heldEdits) }
        return try withSharedHistory { () throws(TodoStoreError) -> TodoFile.AddWithoutReading in
            let result = try store.file.addWithoutReading(draft, now: now)
            if case .added(let todo) = result {
                push(Entry(inverse: .delete(todo.id), description: description, in: TodoDocument(nextID: todo.id + 1, todos: [todo])), redo: false)
                stacks.redo.removeAll()
            }
            return result
        }
    }
}
