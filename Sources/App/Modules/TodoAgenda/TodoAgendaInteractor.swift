import Entities
import Todos

/// Groups the store's open to-dos (`TodoAgenda`) whenever it changes, and edits them through the
/// shared `TodoEditor`, so an edit here is one undo step like the same edit in the list.
@MainActor final class TodoAgendaInteractor: TodoAgendaPresenterToInteractor, TodoEditorInteractor, @MainActor TodoStoreObserver {
    weak var output: (any TodoAgendaInteractorToPresenter)?
    let editor: TodoEditor
    /// Today, and the minute of the day (local time): a to-do due earlier today is overdue.
    private let now: () -> (day: CalendarDay, minute: Int)

    init(editor: TodoEditor, now: @escaping () -> (day: CalendarDay, minute: Int)) {
        self.editor = editor
        self.now = now
        editor.store.addObserver(self)
    }

    func loadAgenda() { output?.agendaDidChange(content) }

    func todoStoreDidChange(_ store: TodoStore) { output?.agendaDidChange(content) }

    private var content: TodoAgendaContent {
        let (day, minute) = now()
        return TodoAgendaContent(sections: TodoAgenda.sections(of: editor.store.todos, today: day, minute: minute),
                          readOnlyReason: editor.store.readOnlyReason?.description)
    }

    /// What an edit came to (the new agenda came through the store).
    func report(_ outcome: TodoEditor.Outcome?) {
        switch outcome {
        case .changed(let change, let saveFailure): output?.editDidFinish(change, saveFailure: saveFailure)
        case .rejected(let sentence), .failed(let sentence): output?.editWasRejected(sentence)
        case nil: output?.agendaDidChange(content)
        }
    }
}
