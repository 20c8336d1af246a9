import Entities
import Todos

/// Subtask edits: indent, outdent, and completing or deleting a to-do with its subtasks. Each is
/// one undo step; the store refuses a parent that is missing or would make a cycle.
extension TodoEditor {
    func indent(_ id: Todo.ID, under parentID: Todo.ID) -> Outcome {
        let document = store.document
        if let problem = document.parentProblem(of: id, under: parentID) { return .rejected(problem) }
        guard let edit = document.indenting(id, under: parentID), let moved = todo(id), let parent = todo(parentID) else {
            return .rejected("That to-do is gone.")
        }
        return performSaying(edit, "indent “\(moved.title)”", "“\(moved.title)” is a subtask of “\(parent.title)” now")
    }

    func outdent(_ id: Todo.ID) -> Outcome {
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        guard let edit = store.document.outdenting(id) else { return .rejected("“\(todo.title)” is already at the top level.") }
        let parent = todo.parent.flatMap { self.todo($0) }?.parent.flatMap { self.todo($0) }
        return performSaying(edit, "outdent “\(todo.title)”",
                             parent.map { "“\(todo.title)” is a subtask of “\($0.title)” now" } ?? "“\(todo.title)” is at the top level now")
    }

    func completeWithSubtasks(_ id: Todo.ID) -> Outcome {
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        let open = store.document.subtaskCounts(of: id).open
        return performSaying(store.document.completingSubtree(id, today: today()), TodoStepWords.completeWithSubtasks(TodoStepWords.title(todo.title)),
                             "Done: “\(todo.title)” and its \(Self.subtasks(open, "open"))")
    }

    /// Deletes the to-do with its subtasks (a to-do without any, as `delete` does).
    func deleteSubtree(_ id: Todo.ID) -> Outcome {
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        let (edit, count) = store.document.deletingSubtrees(of: [id])
        guard count > 1 else { return delete(id) }
        return performSaying(edit, TodoStepWords.deleteWithSubtasks(TodoStepWords.title(todo.title)), "Deleted “\(todo.title)” and its \(Self.subtasks(count - 1))")
    }

    /// Deletes only the to-do: its direct subtasks move up to its parent.
    func deleteKeepingSubtasks(_ id: Todo.ID) -> Outcome {
        guard let todo = todo(id) else { return .rejected("That to-do is gone.") }
        let children = store.todos.count(where: { $0.parent == id })
        return performSaying(.delete(id), TodoStepWords.delete(TodoStepWords.title(todo.title)),
                             "Deleted “\(todo.title)”; its \(Self.subtasks(children)) moved up a level")
    }

    /// "1 subtask", "3 open subtasks".
    static func subtasks(_ count: Int, _ kind: String = "") -> String {
        "\(count) \(kind.isEmpty ? "" : kind + " ")subtask\(count == 1 ? "" : "s")"
    }

    /// Applies an edit through the history and says what it did in `sentence`.
    func performSaying(_ edit: TodoEdit, _ description: String, _ sentence: String) -> Outcome {
        do {
            let outcome = try history.perform(edit, description: description)
            return .changed(.many(sentence), saveFailure: outcome.saveError?.description)
        } catch {
            return .failed(error.description)
        }
    }
}
