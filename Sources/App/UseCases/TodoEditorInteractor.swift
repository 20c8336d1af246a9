import Entities

/// An Interactor whose row edits (`TodoRowEditing`) go through the shared `TodoEditor`: it says
/// only where an edit's outcome goes; the edits themselves are written once, here.
@MainActor protocol TodoEditorInteractor: TodoRowEditing {
    var editor: TodoEditor { get }
    /// Tells the Presenter what an edit came to; nil when nothing was done (the content as it is).
    func report(_ outcome: TodoEditor.Outcome?)
}

extension TodoEditorInteractor {
    func setDone(_ id: Todo.ID, _ done: Bool) { report(editor.setDone(id, done)) }
    func deleteTodo(_ id: Todo.ID) { report(editor.delete(id)) }
    func setPriority(_ id: Todo.ID, _ priority: Priority?) { report(editor.setPriority(id, priority)) }
    func rename(_ id: Todo.ID, from line: String) { report(editor.rename(id, from: line)) }
    func setDue(_ id: Todo.ID, from text: String) { report(editor.setDue(id, from: text)) }
    func setRecurrence(_ id: Todo.ID, from text: String) { report(editor.setRecurrence(id, from: text)) }
    func editNotesExternally(_ id: Todo.ID) { report(editor.editNotesExternally(id)) }
    func undo() { report(editor.undo()) }
    func redo() { report(editor.redo()) }
}
