import Entities
import Settings
import Terminal

extension TodoAgendaPresenter {
    /// A key while the title or due date editor is open; submitting goes through the same
    /// `TodoListPrompt.submitEdit` as the list's.
    func handlePromptKey(_ key: Key) {
        guard var open = prompt else { return }
        switch open.editor.apply(key, keymap: keymap) {
        case .edited: prompt = open
        case .ignored: break
        case .cancelled: prompt = nil
        case .submitted(let text):
            message = nil
            let (closes, refusal) = open.submitEdit(text.trimmed, to: interactor, keys: keymap.names)
            if closes { prompt = nil }
            message = refusal ?? message
        }
    }
}

extension TodoListPrompt {
    /// The title (`e`) or due date (`D`) editor on a to-do, as the list and the agenda open it;
    /// nil for any other action.
    @MainActor static func opening(_ action: Action, on todo: Todo, editor: any TodoFieldEditing) -> TodoListPrompt? {
        switch action {
        case .editTitle: .rename(todo.id, LineEditor(text: editor.titleLine(of: todo)))
        case .editDue, .editRecurrence: editing(action, of: todo)
        default: nil
        }
    }
}
