import Entities
import Terminal

/// Decides what the list shows and what each key does. Formatting lives in `TodoListFormatter`,
/// the open line editor in `TodoListPresenter+Prompt.swift`.
final class TodoListPresenter: TodoListViewToPresenter {
    weak var view: (any TodoListPresenterToView)?
    let interactor: any TodoListPresenterToInteractor
    let router: any TodoListPresenterToRouter
    let keymap: Keymap
    let today: () -> CalendarDay
    var content = TodoListContent(todos: [], counts: TodoCounts())
    var query = TodoQuery()
    var selection = 0
    var firstVisibleRow = 0
    var visibleRows = 20
    var prompt: TodoListPrompt?
    var message: StatusMessage?
    private var shownInDetail: Todo.ID??
    /// While a key is handled, results that arrive publish nothing: the key publishes once at the end.
    var isHandlingKey = false

    init(interactor: any TodoListPresenterToInteractor, router: any TodoListPresenterToRouter, keymap: Keymap,
         today: @escaping () -> CalendarDay) {
        self.interactor = interactor
        self.router = router
        self.keymap = keymap
        self.today = today
    }

    var todos: [Todo] { content.todos }
    var selectedTodo: Todo? { todos.indices.contains(selection) ? todos[selection] : nil }
    var formatter: TodoListFormatter { TodoListFormatter(today: today()) }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadTodos() }

    func viewDidChange(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
        publish()
    }

    func handle(_ key: Key) -> Bool {
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        if prompt != nil {
            handlePromptKey(key)
            return true
        }
        if case .paste = key {
            let add = keymap.keyLabel(for: .addTodo, in: .todoList) ?? "a"
            let edit = keymap.keyLabel(for: .editTitle, in: .todoList) ?? "e"
            message = StatusMessage("Pasted text goes into an editor: press \(add) (add) or \(edit) (edit) first; this paste was ignored.",
                                    isError: true)
            return true
        }
        guard let action = keymap.action(for: key, in: .todoList) else { return false }
        message = nil
        perform(action)
        return true
    }

    /// Actions that change the file: refused up front while it is read-only, so nothing typed is lost.
    private static let edits: Set<Action> = [.addTodo, .editTitle, .editDue, .cyclePriority, .toggleDone, .deleteTodo,
                                             .moveTodoDown, .moveTodoUp, .archiveDone, .unarchive, .undo, .redo, .editNotesExternally]

    func perform(_ action: Action) {
        if Self.edits.contains(action), content.readOnlyReason != nil {
            message = StatusMessage("Nothing can be changed while the file is read-only (see above).", isError: true)
            return
        }
        let page = max(1, visibleRows - 1)
        switch action {
        case .moveDown: select(selection + 1)
        case .moveUp: select(selection - 1)
        case .moveToTop: select(0)
        case .moveToBottom: select(todos.count - 1)
        case .pageDown: select(selection + page)
        case .pageUp: select(selection - page)
        case .addTodo: prompt = .add(LineEditor())
        case .search: prompt = .search(LineEditor(text: query.search))
        case .clearSearch: change { $0.search = "" }
        case .cycleFilter: change { $0.filter = $0.filter.next }
        case .cycleSort: change { $0.sort = $0.sort.next }
        case .showHelp: router.showHelp()
        case .quit: quit()
        case .archiveDone: interactor.archiveDone()
        case .undo: interactor.undo()
        case .redo: interactor.redo()
        default: performOnSelection(action)
        }
    }

    private func performOnSelection(_ action: Action) {
        guard let todo = selectedTodo else { return }
        switch action {
        case .toggleDone: interactor.setDone(todo.id, !todo.done)
        case .deleteTodo: interactor.deleteTodo(todo.id)
        case .open: router.showDetail(of: todo.id, focus: true)
        case .editTitle: prompt = .rename(todo.id, LineEditor(text: ([todo.title] + todo.tags.map { "#\($0)" }).joined(separator: " ")))
        case .editDue: prompt = .due(todo.id, LineEditor(text: todo.due?.description ?? "", selected: true))
        case .cyclePriority: interactor.setPriority(todo.id, todo.priority.next)
        case .unarchive: interactor.unarchive(todo.id)
        case .editNotesExternally: interactor.editNotesExternally(todo.id)
        case .moveTodoDown, .moveTodoUp:
            guard query.sort == .manual else {
                let sort = keymap.keyLabel(for: .cycleSort, in: .todoList) ?? "s"
                message = StatusMessage("Moving works in manual order: press \(sort) until the title shows no sort.", isError: true)
                return
            }
            interactor.moveTodo(todo.id, by: action == .moveTodoDown ? 1 : -1)
        default: break
        }
    }

    /// Quits, unless edits held in memory would be lost and the user has not been told yet.
    private func quit() {
        guard let count = interactor.editsAQuitWouldLose() else { return router.quit() }
        message = StatusMessage(TodoChangeMessages.unsavedEditsWarning(count: count, quitKey: keymap.keyLabel(for: .quit, in: .todoList) ?? "q"), isError: true)
    }

    func change(_ edit: (inout TodoQuery) -> Void) {
        edit(&query)
        interactor.setQuery(query)
    }

    func select(_ index: Int) {
        selection = min(max(0, index), max(0, todos.count - 1))
    }

    // MARK: Formatting

    func publish() {
        guard !isHandlingKey else { return }
        if selection < firstVisibleRow { firstVisibleRow = selection }
        if selection >= firstVisibleRow + visibleRows { firstVisibleRow = selection - visibleRows + 1 }
        firstVisibleRow = max(0, min(firstVisibleRow, todos.count - visibleRows))
        view?.display(makeViewModel())
        let selectedID = selectedTodo?.id
        if shownInDetail != .some(selectedID) {
            shownInDetail = .some(selectedID)
            router.showDetail(of: selectedID, focus: false)
        }
    }

    private func makeViewModel() -> TodoListViewModel {
        let formatter = formatter
        return TodoListViewModel(
            title: formatter.title(position: todos.isEmpty ? nil : selection, count: todos.count, query: query),
            rows: todos[firstVisibleRow..<min(todos.count, firstVisibleRow + visibleRows)].map(formatter.row),
            selectedRow: todos.isEmpty ? nil : selection,
            firstVisibleRow: firstVisibleRow,
            emptyMessage: todos.isEmpty ? (content.readOnlyReason == nil ? formatter.emptyMessage(query: query)
                                                                         : "The file could not be read (see above).") : nil,
            chrome: PaneChrome(summary: formatter.summary(content.counts),
                               hints: keymap.hints(for: .todoList),
                               message: message, prompt: prompt.map { $0.model(keymap: keymap) },
                               banner: formatter.banner(content)))
    }
}

extension TodoListPresenter {
    /// A click selects the row under it, a double click opens it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard prompt == nil else { return false }
        let intent = MouseIntent.inList(mouse, firstVisibleRow: firstVisibleRow, visibleRows: visibleRows, count: todos.count)
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        let acted = intent.perform(onListShowing: visibleRows, from: firstVisibleRow, selection: selection, count: todos.count,
                                   select: select, open: { perform(.open) }, scrolled: { window in
            firstVisibleRow = window.firstVisibleRow
            selection = window.selection
        })
        if acted { message = nil }
        return acted
    }
}

extension TodoListPresenter: TodoDetailModuleOutput {
    func detailDidGoBack(saying message: StatusMessage) {
        self.message = message
        publish()
    }
}

extension CaseIterable where Self: Equatable, AllCases.Index == Int {
    /// The case after this one, wrapping around.
    var next: Self {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

extension Optional where Wrapped == Priority {
    /// none → low → medium → high → none.
    var next: Priority? {
        switch self {
        case nil: .low
        case .low: .medium
        case .medium: .high
        case .high: nil
        }
    }
}
