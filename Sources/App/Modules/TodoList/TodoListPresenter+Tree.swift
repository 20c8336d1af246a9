import Entities
import Settings
import Terminal

/// Subtasks in the list: indent and outdent, folding, and the question asked before completing
/// or deleting a to-do that has subtasks.
extension TodoListPresenter {
    /// The tree keys; false for any other action.
    func performTreeAction(_ action: Action) -> Bool {
        switch action {
        case .indent: indentSelected()
        case .outdent: outdentSelected()
        case .toggleFold: toggleFold()
        case .toggleFoldAll:
            let parents = state.rows.indices.filter { state.rows[$0].subtasks > 0 || state.rows[$0].isFolded }.map { state.todo(atRow: $0).id }
            change { $0.folded = $0.folded.isEmpty ? Set(parents) : [] }
        default: return false
        }
        return true
    }

    private func indentSelected() {
        guard let selected = state.list.selected else { return }
        let depth = state.rows[selected].depth
        // The sibling above: the nearest row above at this depth, before any shallower one.
        let above = (0..<selected).reversed().first { state.rows[$0].depth <= depth }
        guard let above, state.rows[above].depth == depth else {
            state.message = StatusMessage("“\(state.todo(atRow: selected).title)” has nothing above it at its level to go under.", isError: true)
            return
        }
        let parentID = state.todo(atRow: above).id
        if state.query.folded.contains(parentID) { change { $0.folded.remove(parentID) } }
        interactor.indent(state.todo(atRow: selected).id, under: parentID)
    }

    private func outdentSelected() {
        guard let selected = state.list.selected, let todo = state.selectedTodo else { return }
        guard state.rows[selected].depth > 0 else {
            state.message = StatusMessage("“\(todo.title)” is already at the top level.", isError: true)
            return
        }
        interactor.outdent(todo.id)
    }

    /// Folds or unfolds the selected to-do's subtasks; on a subtask, folds its parent and selects it.
    private func toggleFold() {
        guard let selected = state.list.selected else { return }
        let row = state.rows[selected]
        if row.subtasks > 0 || row.isFolded {
            let id = state.todo(atRow: selected).id
            change { $0.folded.formSymmetricDifference([id]) }
        } else if row.depth > 0, let parent = (0..<selected).reversed().first(where: { state.rows[$0].depth < row.depth }) {
            let id = state.todo(atRow: parent).id
            state.list.select(parent)
            change { $0.folded.insert(id) }
        } else {
            state.message = StatusMessage("“\(state.todo(atRow: selected).title)” has no subtasks to fold.")
        }
    }

    /// x on an open to-do with open subtasks, d on one with subtasks: asks first; true when it asked.
    func askAboutSubtasks(_ action: Action) -> Bool {
        guard let selected = state.list.selected else { return false }
        let row = state.rows[selected], todo = state.todo(atRow: selected)
        switch action {
        case .toggleDone where !todo.done && row.subtasks > row.doneSubtasks:
            state.question = .complete(todo.id, title: todo.title, open: row.subtasks - row.doneSubtasks)
        case .deleteTodo where row.subtasks > 0 || row.isFolded:
            state.question = .delete(todo.id, title: todo.title)
        default:
            return false
        }
        return true
    }

    func answer(_ key: Key) {
        guard let asked = state.question else { return }
        switch keymap.action(for: key, in: .todoQuestion) {
        case .answerAll:
            state.question = nil
            switch asked {
            case .complete(let id, _, _): interactor.completeWithSubtasks(id)
            case .delete(let id, _): interactor.deleteTodo(id)
            }
        case .answerOne:
            state.question = nil
            switch asked {
            case .complete(let id, _, _): interactor.setDone(id, true)
            case .delete(let id, _): interactor.deleteKeepingSubtasks(id)
            }
        case .cancel:
            state.question = nil
            state.message = StatusMessage("Nothing changed.")
        default:
            break
        }
    }
}

/// What the list asks before acting on a to-do with subtasks.
enum TodoListQuestion: Hashable {
    case complete(Todo.ID, title: String, open: Int)
    case delete(Todo.ID, title: String)

    /// The question with its answers' keys, as the keymap has them.
    func sentence(keys: KeyNames) -> String {
        let all = keys(.answerAll, .todoQuestion), one = keys(.answerOne, .todoQuestion), cancel = keys(.cancel, .todoQuestion)
        switch self {
        case .complete(_, let title, let open):
            return "“\(title)” has \(open) open subtask\(open == 1 ? "" : "s"). Complete: \(all) all of them too, \(one) only it; \(cancel) cancels."
        case .delete(_, let title):
            return "Delete “\(title)”: \(all) with all its subtasks, \(one) only it (they move up a level); \(cancel) cancels."
        }
    }
}
