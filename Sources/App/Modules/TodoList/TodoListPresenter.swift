import Entities
import Settings
import Terminal

/// Decides what the list shows and what each key does. Formatting lives in `TodoListFormatter`,
/// the open line editor in `TodoListPresenter+Prompt.swift`. The View pulls the view model when
/// the loop draws; it is made again only after the state below changed.
@MainActor final class TodoListPresenter: Worded, ListViewToPresenter {
    let interactor: any TodoListPresenterToInteractor
    let router: any TodoListPresenterToRouter
    let effects = PaneEffects()
    let keyContext: KeyContext? = .todoList
    /// The detail pane, opened the first time a to-do is shown.
    private var detail = CompanionPane()
    let wording: Wording
    var state = TodoListState() { didSet { cache.invalidate() } }
    private var cache = ModelCache<TodoListViewModel>()
    /// The day and minute the cached rows' due dates were worded at: a new one words them again.
    private var modelClock: DueClock?
    private var shownInDetail: Todo.ID??

    init(interactor: any TodoListPresenterToInteractor, router: any TodoListPresenterToRouter, wording: Wording) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
    }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadTodos() }

    func viewDidChange(visibleRows: Int) { state.list.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        defer { followSelection() }
        if state.prompt != nil || state.question != nil {
            if state.question != nil { answer(key) } else { handlePromptKey(key) }
            return true
        }
        if case .paste = key {
            let add = keymap.names(.addTodo, .todoList)
            let edit = keymap.names(.editTitle, .todoList)
            state.message = StatusMessage("Pasted text goes into an editor: press \(add) (add) or \(edit) (edit) first; this paste was ignored.",
                                    isError: true)
            return true
        }
        guard let action = keymap.action(for: key, in: .todoList) else { return false }
        state.message = nil
        perform(action)
        return true
    }

    /// The list's own actions that change the file, refused up front like a row's (`TodoRowActions`).
    private static let edits: Set<Action> = [.addTodo, .moveTodoDown, .moveTodoUp, .archiveDone, .unarchive, .editTags, .editProject,
                                             .indent, .outdent, .syncTodos]

    func perform(_ action: Action) {
        let readOnly = state.content.readOnlyReason != nil
        if let refusal = TodoRowActions.refusal(of: action, readOnly: readOnly, banner: "see above", alsoRefused: Self.edits) {
            return state.message = refusal
        }
        if state.list.move(action) || performMarking(action) || (!state.marks.isEmpty || action == .editTags || action == .editProject) && performOnMarked(action)
            || performTreeAction(action) || askAboutSubtasks(action) { return }
        switch action {
        case .addTodo: state.prompt = .add(LineEditor())
        case .search: state.prompt = .search(LineEditor(text: state.query.search))
        case .clearSearch: change { $0.search = "" }
        case .cycleFilter: change { $0.filter = $0.filter.next }
        case .cycleSort: change { $0.sort = $0.sort.next }
        case .cycleView: showNextView()
        case .showHelp: effects.append(.showHelp)
        case .showAgenda: effects.append(.open(router.makeAgenda(), focus: true))
        case .syncTodos: requestSync()
        case .quit: effects.append(.quit)
        case .archiveDone: interactor.archiveDone()
        default: performOnSelection(action)
        }
    }

    private func performOnSelection(_ action: Action) {
        if case .opens(let editor) = TodoRowActions.perform(action, on: state.selectedTodo, with: interactor) { return state.prompt = editor }
        guard let todo = state.selectedTodo else { return }
        switch action {
        case .open: showDetail(of: todo.id, focus: true)
        case .unarchive: interactor.unarchive(todo.id)
        case .moveTodoDown, .moveTodoUp:
            guard refuseUnlessManual() else { return }
            interactor.moveTodo(todo.id, by: action == .moveTodoDown ? 1 : -1)
        default: break
        }
    }

    func change(_ edit: (inout TodoQuery) -> Void) {
        edit(&state.query)
        interactor.setQuery(state.query)
    }

    /// The detail pane follows the selection: an effect of handling a key or a result, never of drawing.
    func followSelection() {
        let selectedID = state.selectedTodo?.id
        if shownInDetail != .some(selectedID) {
            shownInDetail = .some(selectedID)
            showDetail(of: selectedID, focus: false)
        }
    }

    private func showDetail(of id: Todo.ID?, focus: Bool) {
        effects.append(contentsOf: detail.show(.showTodo(id), focus: focus, make: router.makeDetail))
    }

    // MARK: Formatting

    /// Made again only after a change of state; the clock moving is one, noticed at the idle tick.
    var viewModel: TodoListViewModel { cache.model { makeViewModel(dueClock) } }

    /// Rows word due dates against today and the minute now: a new one words them again.
    func viewClockDidTick() {
        let clock = dueClock
        if clock != modelClock { (modelClock, cache) = (clock, ModelCache()) }
    }

    private func makeViewModel(_ clock: DueClock) -> TodoListViewModel {
        let formatter = TodoListFormatter(today: clock.day, keys: keymap.names, now: clock.time)
        let state = state
        let rows = state.rows
        let readOnly = state.content.readOnlyReason != nil
        return TodoListViewModel(
            title: formatter.title(position: state.list.selected, count: rows.count, query: state.query),
            rows: state.list.visible.map { row in
                let todo = state.todo(atRow: row)
                return formatter.row(todo, tree: rows[row], marked: state.marks.contains(todo.id))
            },
            selectedRow: state.list.selected,
            firstVisibleRow: state.list.firstVisibleRow,
            emptyLines: rows.isEmpty ? [readOnly ? "The file could not be read (see above)." : formatter.emptyMessage(query: state.query)] : nil,
            chrome: PaneChrome(summary: formatter.summary(state.content.counts, marked: state.marks.count, sync: state.sync, dates: wording.dates()),
                               hints: keymap.hints(for: state.question == nil ? .todoList : .todoQuestion),
                               message: state.question.map { StatusMessage($0.sentence(keys: keymap.names)) } ?? state.message,
                               prompt: state.prompt.map { $0.model(keymap: keymap) },
                               banner: formatter.banner(state.content)))
    }
}

extension TodoListPresenter {
    /// A click selects the row under it, a double click opens it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard state.prompt == nil else { return false }
        defer { followSelection() }
        let outcome = state.list.handle(mouse)
        if outcome == .none { return false }
        state.message = nil
        if case .open = outcome { perform(.open) }
        return true
    }
}

extension TodoListPresenter {
    /// The details went back saying what they did (a delete): the sentence shows here.
    func receive(_ message: PaneMessage) {
        if case .status(let sentence) = message { state.message = sentence }
    }
}
