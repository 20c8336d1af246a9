import Entities
import Todos

/// Groups the store's open to-dos (`TodoAgenda`) whenever it changes, and edits them through the
/// shared `TodoEditor`, so an edit here is one undo step like the same edit in the list.
@MainActor final class TodoAgendaInteractor: TodoAgendaPresenterToInteractor, @MainActor TodoStoreObserver {
    weak var output: (any TodoAgendaInteractorToPresenter)?
    private let editor: TodoEditor
    private let today: () -> CalendarDay

    init(editor: TodoEditor, today: @escaping () -> CalendarDay) {
        self.editor = editor
        self.today = today
        editor.store.addObserver(self)
    }

    func loadAgenda() { output?.agendaDidChange(content) }

    func todoStoreDidChange(_ store: TodoStore) { output?.agendaDidChange(content) }

    private var content: TodoAgendaContent {
        TodoAgendaContent(sections: TodoAgenda.sections(of: editor.store.todos, today: today()),
                          readOnlyReason: editor.store.readOnlyReason?.description)
    }

    func setDone(_ id: Todo.ID, _ done: Bool) { report { $0.setDone(id, done) } }
    func deleteTodo(_ id: Todo.ID) { report { $0.delete(id) } }
    func setPriority(_ id: Todo.ID, _ priority: Priority?) { report { $0.setPriority(id, priority) } }
    func rename(_ id: Todo.ID, from line: String) { report { $0.rename(id, from: line) } }
    func setDue(_ id: Todo.ID, from text: String) { report { $0.setDue(id, from: text) } }
    func undo() { report { $0.undo() } }
    func redo() { report { $0.redo() } }
    func editNotesExternally(_ id: Todo.ID) { report { $0.editNotesExternally(id) } }

    /// Runs one edit and tells the Presenter what it came to (the new agenda came through the store).
    private func report(_ edit: (TodoEditor) -> TodoEditor.Outcome?) {
        switch edit(editor) {
        case .changed(let change, let saveFailure): output?.editDidFinish(change, saveFailure: saveFailure)
        case .rejected(let sentence), .failed(let sentence): output?.editWasRejected(sentence)
        case nil: output?.agendaDidChange(content)
        }
    }
}

extension TodoAgendaContent {
    /// The grouping `TodoAgenda` made (the one `adder todo agenda` prints), as the agenda shows it.
    init(sections: [TodoAgenda.Section], readOnlyReason: String? = nil) {
        let pressing: Set<TodoAgenda.Group> = [.overdue, .today, .tomorrow]
        self.init(groups: sections.map { TodoAgendaGroup(title: $0.group.title, name: $0.group.rawValue,
                                                         isPressing: pressing.contains($0.group), todos: $0.todos) },
                  readOnlyReason: readOnlyReason)
    }
}
