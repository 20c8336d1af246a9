import Entities
import Terminal

// The TodoDetail module: one to-do's details, beside the list or in its place.

// What other panes tell it: `PaneMessage.showTodo`. What it tells the pane that opened it, as it
// goes back after an edit that pane should word (a delete): `PaneMessage.status`.

// View → Presenter: `TextViewToPresenter` (the View pulls `TodoDetailViewModel` when it draws).

/// Presenter → Interactor: the row edits the list makes (`TodoRowEditing`), and the notes.
@MainActor protocol TodoDetailPresenterToInteractor: TodoRowEditing {
    func loadTodo(_ id: Todo.ID?)
    func setNotes(_ id: Todo.ID, _ notes: String)
    /// Why the file cannot be changed, when it could not be read: edits are refused before any typing.
    var readOnlyReason: String? { get }
}

/// Interactor → Presenter.
@MainActor protocol TodoDetailInteractorToPresenter: AnyObject {
    /// The shown to-do as it is now; nil when there is none (deleted, or the list is empty).
    func todoDidChange(_ todo: Todo?)
    /// Where the shown to-do sits in the tree (told just before `todoDidChange`).
    func familyDidChange(_ family: TodoFamily)
    /// An edit this pane asked for was made: what it was, the to-do now, and, if the file could
    /// not be written, why (the edit waits in memory).
    func editDidFinish(_ change: TodoChange, todo: Todo?, saveFailure: String?)
    func editWasRejected(_ sentence: String)
    func saveDidFail(_ sentence: String)
}

/// What the detail pane draws.
struct TodoDetailViewModel: Hashable {
    var paneTitle: String
    var heading: String?
    var fields: [TodoDetailField]
    var notes: String?
    /// The lines on screen, wrapped to the pane (while the notes are edited: down to their heading).
    var lines: [StyledLine]
    /// Lines above and below the ones shown.
    var linesAbove = 0
    var linesBelow = 0
    /// The notes being edited in the pane, when they are.
    var notesEditor: TextArea?
    /// The editor's first visual row on screen (the Presenter keeps the cursor in view).
    var notesFirstRow = 0
    /// Shown when there is no to-do to show.
    var placeholder: String?
    var chrome: PaneChrome
}

/// The shown to-do's parent and subtasks, for its fields.
struct TodoFamily: Hashable {
    var parentTitle: String?
    /// Direct subtasks that are not archived, and the done ones among them.
    var subtasks = 0
    var doneSubtasks = 0
}

/// One "label  value" line.
struct TodoDetailField: Hashable {
    enum Emphasis: Hashable { case normal, done, muted, tag, priorityLow, priorityMedium, priorityHigh, dueToday, overdue }
    var label: String
    var value: String
    var emphasis: Emphasis
}
