import Entities
import Foundation

extension TodoDocument {
    /// A batch's edits in order, all or none; its inverse takes them back in the reverse order.
    /// A run of restores that each land at the end of the list (an import puts in thousands so)
    /// is applied in one pass over the list, with the same result as one restore after another,
    /// which cost a pass over the list each (10,000 imported to-dos: 100 million steps); so is a
    /// run of deletes (the undo of an import), in TodoDocument+BatchDelete.swift, and the runs in
    /// TodoDocument+BatchRuns.swift. Those index the whole list first, so they wait for runs of
    /// `shortestIndexedRun` (two marks on a long list cost less one after another: a key press).
    mutating func applyBatch(_ edits: [TodoEdit], now: Date, shortestIndexedRun: Int = 16) throws(TodoStoreError) -> AppliedEdit {
        let before = self
        var inverses: [TodoEdit] = []
        inverses.reserveCapacity(edits.count)
        var touched: Todo.ID?
        do {
            var index = edits.startIndex
            while index < edits.endIndex {
                let run = restoresAtTheEnd(edits[index...])
                let deletions = run.count > 1 ? [] : deletedIDs(edits[index...])
                if run.count > 1 {
                    appendRestored(run)
                    inverses += run.map { .delete($0.id) }
                    touched = touched ?? run[0].id
                    index += run.count
                } else if deletions.count > 1, let deleted = deleteAll(deletions) {
                    inverses += deleted
                    touched = touched ?? deletions[0]
                    index += deletions.count
                } else if let restores = newRestores(edits[index...], atLeast: shortestIndexedRun) {
                    inverses += insertRestores(restores)
                    touched = touched ?? restores[0].todo.id
                    index += restores.count
                } else if case let run = inPlaceEdits(edits[index...]), run.count >= max(2, shortestIndexedRun) {
                    // One after another when the one pass would refuse: that says why, or does what it does.
                    if let applied = applyInPlace(run, now: now) {
                        inverses += applied
                    } else {
                        for edit in run { inverses.append(try apply(edit, now: now).inverse) }
                    }
                    touched = touched ?? run.first?.namedIDs.first
                    index += run.count
                } else {
                    // One edit, or a run of deletes that one after another must handle (and may refuse).
                    for edit in edits[index..<index + max(1, deletions.count)] {
                        let applied = try apply(edit, now: now)
                        inverses.append(applied.inverse)
                        touched = touched ?? applied.todoID
                    }
                    index += max(1, deletions.count)
                }
            }
        } catch {
            self = before
            throw error
        }
        guard let touched else { throw TodoStoreError(.unknownTodo, "No to-do was named.") }
        return AppliedEdit(todoID: touched, inverse: .batch(inverses.reversed()))
    }

    /// The to-dos of the restores that start `edits` and land one after another at the end of
    /// the list: each one's position is past the end even if none before it replaced a to-do.
    private func restoresAtTheEnd(_ edits: ArraySlice<TodoEdit>) -> [Todo] {
        var run: [Todo] = []
        for edit in edits {
            guard case .restore(let todo, let position) = edit, position >= todos.count + run.count else { break }
            run.append(todo)
        }
        return run
    }

    /// What `.restore(todo, at: past the end)` does for each of `run` in turn: a to-do with the
    /// same id is taken out (so of two restores of one id the later stays, at its place), the
    /// to-do goes at the end, a parent that is not in the list by then is dropped
    /// (`withValidParent`), and `nextID` passes its id.
    private mutating func appendRestored(_ run: [Todo]) {
        let restoredIDs = Set(run.map(\.id))
        var lastOfID: [Todo.ID: Int] = [:]
        for (index, todo) in run.enumerated() { lastOfID[todo.id] = index }
        // A to-do's id stays in the list from here on: one restored takes out only its own id.
        var present = Set(todos.map(\.id))
        todos.removeAll { restoredIDs.contains($0.id) }
        todos.reserveCapacity(todos.count + lastOfID.count)
        for (index, todo) in run.enumerated() {
            var restored = todo.withStoredText()
            // A to-do that names itself as parent has just taken out the only one with that id.
            if let parent = todo.parent, parent == todo.id || !present.contains(parent) { restored.parent = nil }
            present.insert(todo.id)
            nextID = max(nextID, todo.id + 1)
            if lastOfID[todo.id] == index { todos.append(restored) }
        }
    }
}
