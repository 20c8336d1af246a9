import Entities
import Settings
import Terminal

// The notes editor in the detail pane (a title or due date is typed in the status bar, as in
// the list: `TodoRowActions.handlePromptKey`).

extension TodoDetailPresenter {
    func handleNotesKey(_ key: Key) {
        guard var editor = state.notesEditor else { return }
        switch keymap.action(for: key, in: .notesEditor) {
        case .submit:
            setNotesEditor(nil)
            if let todo = state.todo, editor.text != todo.notes { interactor.setNotes(todo.id, editor.text) }
            return
        case .cancel:
            setNotesEditor(nil)
            state.message = StatusMessage(editor.text == state.todo?.notes ? "Closed the notes (nothing changed)."
                                                                           : "Discarded the changes to the notes.")
            return
        case .newLine: editor.insertNewLine()
        case .cursorLeft: editor.moveLeft()
        case .cursorRight: editor.moveRight()
        case .cursorUp: editor.moveUp(width: state.textWidth)
        case .cursorDown: editor.moveDown(width: state.textWidth)
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
        setNotesEditor(editor)
    }
}
