import Entities
import Terminal

// The editors the detail pane opens: a title or due date in the status bar (the list's
// `TodoListPrompt`, drawn the same way) and the notes in the pane.

extension TodoDetailPresenter {
    func handlePromptKey(_ key: Key) {
        guard var open = prompt else { return }
        switch open.editor.apply(key, keymap: keymap) {
        case .edited:
            prompt = open
        case .ignored:
            break
        case .cancelled:
            prompt = nil
        case .submitted(let text):
            submit(open, text: text.trimmed)
        }
    }

    private func submit(_ open: TodoListPrompt, text: String) {
        message = nil
        switch open {
        case .rename(let id, _):
            guard !text.isEmpty else {
                message = StatusMessage("A to-do needs a title (\(keymap.names(.cancel, .lineEditor)) keeps the old one).", isError: true)
                return
            }
            prompt = nil
            interactor.rename(id, from: text)
        case .due(let id, _):
            // Stays open until the interactor accepts the date (`editDidFinish(.rescheduled)`).
            interactor.setDue(id, from: text)
        case .add, .search:
            prompt = nil
        }
    }

    func handleNotesKey(_ key: Key) {
        guard var editor = notesEditor else { return }
        switch keymap.action(for: key, in: .notesEditor) {
        case .submit:
            notesEditor = nil
            if let todo, editor.text != todo.notes { interactor.setNotes(todo.id, editor.text) }
            return
        case .cancel:
            notesEditor = nil
            message = StatusMessage(editor.text == todo?.notes ? "Closed the notes (nothing changed)." : "Discarded the changes to the notes.")
            return
        case .newLine: editor.insertNewLine()
        case .cursorLeft: editor.moveLeft()
        case .cursorRight: editor.moveRight()
        case .cursorUp: editor.moveUp(width: textWidth)
        case .cursorDown: editor.moveDown(width: textWidth)
        case .cursorToStart: editor.moveToLineStart()
        case .cursorToEnd: editor.moveToLineEnd()
        case .deleteBackward: editor.deleteBackward()
        case .deleteForward: editor.deleteForward()
        case .deleteToStart: editor.deleteToLineStart()
        case .deleteWordBackward: editor.deleteWordBackward()
        default:
            if case .character(let character) = key { editor.insert(character) }
            if case .paste(let text) = key { editor.insert(pasted: text) }
        }
        notesEditor = editor
    }
}
