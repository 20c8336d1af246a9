import Entities
import Settings
import Terminal

/// Marking rows, and the actions that then apply to every marked to-do as one undo step.
extension TodoListPresenter {
    /// The mark keys; false for any other action.
    func performMarking(_ action: Action) -> Bool {
        switch action {
        case .toggleMark:
            guard let todo = state.selectedTodo else { return true }
            state.marks.toggle(todo.id)
            state.list.select((state.list.selected ?? 0) + 1)
        case .markRange:
            guard let index = state.list.selected else { return true }
            state.marks.markRange(to: index, in: state.shownIDs)
        case .markAll: state.marks.markAll(state.shownIDs)
        case .clearMarks:
            state.marks.clear()
            state.message = StatusMessage("Cleared the marks.")
            return true
        default: return false
        }
        state.message = state.marks.isEmpty ? nil : StatusMessage(markedNotice)
        return true
    }

    /// "3 marked: x, d, p, D, #, P, A, J/K act on all of them; c clears."
    private var markedNotice: String {
        let keys = keymap.names
        let acting: [Action] = [.toggleDone, .deleteTodo, .cyclePriority, .editDue, .editTags, .editProject, .archiveDone]
        return "\(state.marks.count) marked: \(acting.map { keys($0, .todoList) }.joined(separator: ", ")), "
            + "\(keys(.moveTodoDown, .todoList))/\(keys(.moveTodoUp, .todoList)) act on all of them; \(keys(.clearMarks, .todoList)) clears."
    }

    /// An action on the marked to-dos (or, for tags, on the selected one without marks); false
    /// when `action` is not one that applies to many or nothing is marked.
    func performOnMarked(_ action: Action) -> Bool {
        let ids = state.marks.marked(in: state.shownIDs)
        if action == .editTags, let selected = state.selectedTodo?.id {
            state.prompt = .many(.tags, ids.isEmpty ? [selected] : ids, LineEditor())
            return true
        }
        if action == .editProject, let selected = state.selectedTodo {
            state.prompt = .many(.project, ids.isEmpty ? [selected.id] : ids, LineEditor(text: ids.isEmpty ? selected.project ?? "" : ""))
            return true
        }
        guard !ids.isEmpty else { return false }
        switch action {
        case .toggleDone: interactor.editMany(ids, .toggleDone)
        case .deleteTodo: interactor.editMany(ids, .delete)
        case .cyclePriority: interactor.editMany(ids, .cyclePriority)
        case .archiveDone: interactor.editMany(ids, .archive)
        case .editDue: state.prompt = .many(.due, ids, LineEditor())
        case .moveTodoDown, .moveTodoUp:
            guard refuseUnlessManual() else { return true }
            interactor.editMany(ids, .move(by: action == .moveTodoDown ? 1 : -1))
        default: return false
        }
        return true
    }

    /// True in manual order; otherwise says how to get there and returns false.
    func refuseUnlessManual() -> Bool {
        guard state.query.sort != .manual else { return true }
        let sort = keymap.names(.cycleSort, .todoList)
        state.message = StatusMessage("Moving works in manual order: press \(sort) until the title shows no sort.", isError: true)
        return false
    }
}
