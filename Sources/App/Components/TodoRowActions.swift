import Entities
import Settings
import Terminal

/// The edits a key makes on one to-do row, which the list, the agenda and the details all ask
/// of their Interactors (each through the shared `TodoEditor`, so each is one undo step).
@MainActor protocol TodoRowEditing: AnyObject {
    func setDone(_ id: Todo.ID, _ done: Bool)
    /// The list deletes the to-do with its subtasks; the others only ever show a single one.
    func deleteTodo(_ id: Todo.ID)
    func setPriority(_ id: Todo.ID, _ priority: Priority?)
    /// `line` may carry #tags.
    func rename(_ id: Todo.ID, from line: String)
    /// `text` as typed: today, fri 17:00, +3d, YYYY-MM-DD…; empty clears.
    func setDue(_ id: Todo.ID, from text: String)
    /// `text` as typed: every 2 weeks, every mon,thu, after 3 days…; empty clears.
    func setRecurrence(_ id: Todo.ID, from text: String)
    func editNotesExternally(_ id: Todo.ID)
    func undo()
    func redo()
}

/// What a key does to a to-do row, the same in the list, the agenda and the details: the
/// read-only gate, the edit, the editor it opens, and the sentence its result is said in.
@MainActor enum TodoRowActions {
    /// What carrying out an action came to, when it was a row action.
    enum Outcome: Equatable {
        case done
        /// The title, due date or repeat editor to open, holding what the to-do has now.
        case opens(TodoListPrompt)
        /// The notes editor to open in the details.
        case opensNotes
    }

    /// The row actions that change the file: refused up front while it is read-only, so nothing
    /// typed is lost.
    static let edits: Set<Action> = [.toggleDone, .deleteTodo, .editTitle, .editDue, .editRecurrence, .cyclePriority, .undo, .redo,
                                     .editNotes, .editNotesExternally]

    /// The refusal of `action` while the file is read-only; `banner` says where the reason shows.
    static func refusal(of action: Action, readOnly: Bool, banner: String, alsoRefused: Set<Action> = []) -> StatusMessage? {
        guard readOnly, edits.contains(action) || alsoRefused.contains(action) else { return nil }
        return StatusMessage("Nothing can be changed while the file is read-only (\(banner)).", isError: true)
    }

    /// Carries out a row action on `todo` (undo and redo need none); nil when `action` is not one.
    static func perform(_ action: Action, on todo: Todo?, with editing: any TodoRowEditing) -> Outcome? {
        switch action {
        case .undo: editing.undo()
        case .redo: editing.redo()
        default:
            guard let todo else { return edits.contains(action) ? .done : nil }
            switch action {
            case .toggleDone: editing.setDone(todo.id, !todo.done)
            case .deleteTodo: editing.deleteTodo(todo.id)
            case .cyclePriority: editing.setPriority(todo.id, todo.priority.next)
            case .editNotesExternally: editing.editNotesExternally(todo.id)
            case .editTitle: return .opens(.rename(todo.id, LineEditor(text: editing.titleLine(of: todo))))
            case .editDue, .editRecurrence: return .opens(.editing(action, of: todo))
            case .editNotes: return .opensNotes
            default: return nil
            }
        }
        return .done
    }

    /// A key while a row's title, due date or repeat editor is open; submitting goes through
    /// `TodoListPrompt.submitEdit`. Key paths, not `inout`: the edit's result comes back to the
    /// Presenter (closing the editor, saying what was done) while it runs.
    static func handlePromptKey<Presenter: AnyObject>(_ key: Key, on presenter: Presenter,
                                                      prompt: ReferenceWritableKeyPath<Presenter, TodoListPrompt?>,
                                                      message: ReferenceWritableKeyPath<Presenter, StatusMessage?>,
                                                      keymap: Keymap, editing: any TodoRowEditing) {
        guard var open = presenter[keyPath: prompt] else { return }
        switch open.editor.apply(key, keymap: keymap) {
        case .edited: presenter[keyPath: prompt] = open
        case .ignored: break
        case .cancelled: presenter[keyPath: prompt] = nil
        case .submitted(let text):
            presenter[keyPath: message] = nil
            let (closes, refusal) = open.submitEdit(text.trimmed, to: editing, keys: keymap.names)
            if closes { presenter[keyPath: prompt] = nil }
            if let refusal { presenter[keyPath: message] = refusal }
        }
    }

    /// The status-bar sentence for an edit's result: a failed save (the edit waits in memory),
    /// else what the edit did.
    static func said(_ change: TodoChange, saveFailure: String?, today: CalendarDay, keys: KeyNames) -> StatusMessage? {
        saveFailure.map { StatusMessage($0, isError: true) }
            ?? TodoChangeMessages(today: today, keys: keys).message(for: change).map { StatusMessage($0) }
    }
}
