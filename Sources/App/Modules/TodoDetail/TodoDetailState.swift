import Entities
import Terminal

/// What the details show: the to-do and its family, the lines wrapped to the pane and their
/// scroll, the notes editor or a status-bar editor when one is open, and what the last key did.
struct TodoDetailState {
    var todoID: Todo.ID?
    var todo: Todo?
    /// Its parent and subtasks.
    var family = TodoFamily()
    var notesEditor: TextArea?
    /// The notes editor's first visual row on screen, kept from key to key so the text scrolls
    /// only when the cursor would leave it (like a line editor's sideways scroll).
    var notesFirstRow = 0
    /// A title or due date being typed; drawn in the status bar like the list's.
    var prompt: TodoListPrompt?
    var message: StatusMessage?
    /// The details' lines at `textWidth`, and their window (they scroll when taller than the pane).
    var lines: [StyledLine] = []
    var scroll = ListState(selects: false)
    /// The width the details wrap at (the notes editor moves up and down by it).
    var textWidth = 40

    /// The editor sits below the lines down to the notes' heading, in the rows left under them.
    mutating func followNotesCursor() {
        guard let editor = notesEditor else {
            notesFirstRow = 0
            return
        }
        let height = scroll.visibleRows - lines.count
        guard height > 0 else { return }
        let layout = editor.layout(width: textWidth)
        let cursor = layout.position(line: editor.line, column: editor.column)
        notesFirstRow = layout.firstVisibleRow(showing: cursor.row, height: height, previous: notesFirstRow)
    }
}
