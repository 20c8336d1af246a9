import Entities
import Basics
import Todos

/// The list's use cases on the to-do store, through the undo history. It knows nothing of keys
/// or screens; it pushes every change, whoever made it, to its Presenter.
@MainActor final class TodoListInteractor: TodoListPresenterToInteractor, TodoEditorInteractor, @MainActor TodoStoreObserver {
    weak var output: (any TodoListInteractorToPresenter)?
    let editor: TodoEditor
    private let today: () -> CalendarDay
    /// The time now, so a to-do due at a time today counts as overdue from the next minute.
    var now: () -> TimeOfDay? = { nil }
    private(set) var query = TodoQuery()
    private let view: TodoViewMemory
    /// The store's list's rows for the query without folds (a fold only skips over them), made
    /// from the tree the panes share (`TodoTreeCache`) at the store's `version`; a query alone
    /// reuses the tree, and an edit of fields where the to-dos stand patches both (`TodoFieldsChange`).
    private var cachedLayout: (query: TodoQuery, layout: TodoTreeLayout, version: Int)?
    private var cachedCounts: (day: CalendarDay, minute: TimeOfDay?, counts: TodoCounts, version: Int)?
    /// The to-dos of the content last made, emptied before an edit in place (`todoStoreWillChange`).
    private weak var shownTodos: TodoListTodos?
    /// To-dos already said to show at the top level because their parent is gone.
    private var toldLifted: Set<Todo.ID> = []
    /// The background sync with a CalDAV server; nil when `[todos.sync]` is not set up.
    var syncStatus: TodoSyncStatus?

    init(editor: TodoEditor, today: @escaping () -> CalendarDay, view: TodoViewMemory = .none) {
        self.editor = editor
        self.today = today
        self.view = view
        query = view.startQuery
        editor.store.addObserver(self)
    }

    private var store: TodoStore { editor.store }

    func loadTodos() { output?.todosDidChange(content) }

    func setQuery(_ query: TodoQuery) {
        self.query = query
        view.remember(query)
        output?.todosDidChange(content)
    }

    /// An edit is about to change the store's list in place: the tree and rows kept of it go (they
    /// are made again on the change that follows), or the edit would copy the whole list first.
    func todoStoreWillChange(_ store: TodoStore) {
        cachedLayout?.layout.letGoOfTodos()
        output?.todosWillChange()
        shownTodos?.empty()
    }

    /// Every change, this pane's own edits included: the store tells its observers while the edit
    /// runs, so the edit's result that follows carries only what happened.
    func todoStoreDidChange(_ store: TodoStore) {
        output?.todosDidChange(content)
        reportDroppedEdits()
    }

    /// Held edits a replay could not apply, because their to-dos are gone or are others now.
    private func reportDroppedEdits() {
        if let notice = store.takeDroppedEditsNotice() { output?.editWasRejected(notice) }
    }

    var tree: TodoTree { editor.trees.tree }

    /// The rows shown for the query, folds applied.
    var shownRows: [TodoTreeRow] {
        // The remembered view's rules (config's hide-done-after-days) apply to what the query shows.
        var unfolded = view.shown(query)
        unfolded.folded = []
        unfolded.today = today()  // for the search's due words
        let tree = tree, version = store.version
        // Taken out, so that a patch changes the only copy of the rows.
        if var cached = cachedLayout.take(), cached.query == unfolded {
            if cached.version != version, let change = patchable(since: cached.version),
               cached.layout.patch(tree, after: change, query: unfolded) { cached.version = version }
            if cached.version == version {
                cachedLayout = cached
                return cached.layout.rows(folding: query.folded)
            }
        }
        let layout = TodoTreeLayout(tree, query: unfolded)
        cachedLayout = (unfolded, layout, version)
        return layout.rows(folding: query.folded)
    }

    private var counts: TodoCounts {
        let day = today(), minute = now(), version = store.version
        if let cachedCounts, cachedCounts.day == day, cachedCounts.minute == minute {
            if cachedCounts.version == version { return cachedCounts.counts }
            if let change = patchable(since: cachedCounts.version) {
                var counts = cachedCounts.counts
                counts.patch(tree.todos, after: change, today: day, now: minute)
                self.cachedCounts = (day, minute, counts, version)
                return counts
            }
        }
        let counts = TodoCounts(tree.todos, today: day, now: minute)
        cachedCounts = (day, minute, counts, version)
        return counts
    }

    /// The store's last change when it takes what was made at `version` to now by a patch.
    private func patchable(since version: Int) -> TodoFieldsChange? {
        guard let change = store.lastFieldsChange, change.from == version, change.to == store.version else { return nil }
        return change
    }

    private var content: TodoListContent {
        let tree = tree
        var content = TodoListContent(all: tree.todos, rows: shownRows,
                                      counts: counts, readOnlyReason: store.readOnlyReason?.description,
                                      refreshProblem: store.refreshProblem?.description, unsavedEditCount: store.unsavedEditCount)
        content.liftedNotice = Self.liftedNotice(tree.orphans.filter { toldLifted.insert($0).inserted }, in: tree)
        shownTodos = content.shared
        return content
    }

    // MARK: Edits

    func addTodo(from line: String) { report(editor.add(from: line)) }
    /// With its subtasks (the agenda and the details delete one to-do).
    func deleteTodo(_ id: Todo.ID) { report(editor.deleteSubtree(id)) }
    func archiveDone() { report(editor.archiveDone()) }
    func unarchive(_ id: Todo.ID) { report(editor.unarchive(id)) }
    func editMany(_ ids: [Todo.ID], _ change: TodoManyChange) {
        report(editor.editMany(ids, change, groups: siblingGroups(), today: today()))
    }
    func indent(_ id: Todo.ID, under parent: Todo.ID) { report(editor.indent(id, under: parent)) }
    func outdent(_ id: Todo.ID) { report(editor.outdent(id)) }
    func completeWithSubtasks(_ id: Todo.ID) { report(editor.completeWithSubtasks(id)) }
    func deleteKeepingSubtasks(_ id: Todo.ID) { report(editor.deleteKeepingSubtasks(id)) }

    /// Moves a to-do past its neighbour among its siblings as shown (its subtasks go with it);
    /// the file keeps the manual order.
    func moveTodo(_ id: Todo.ID, by offset: Int) {
        guard let edit = store.document.moves(of: [id], by: offset, among: siblingGroups(of: id)).first,
              case .move(_, let target) = edit else { return }
        report(editor.move(id, to: target))
    }

    /// What an edit came to (the new list came through the store while it ran).
    func report(_ outcome: TodoEditor.Outcome?) {
        switch outcome {
        case .changed(let change, let saveFailure): output?.editDidFinish(change, saveFailure: saveFailure)
        case .rejected(let sentence): output?.editWasRejected(sentence)
        case .failed(let sentence): output?.saveDidFail(sentence)
        case nil: output?.todosDidChange(content)
        }
        reportDroppedEdits()
    }
}
