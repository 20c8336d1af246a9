import Entities
import Settings
import Terminal

/// Decides what the agenda shows and what each key does: the list's row keys, on the selected
/// to-do, through the same use cases (`TodoRowActions`). Headings are rows the selection steps
/// over. Formatting is in `TodoAgendaFormatter`.
@MainActor final class TodoAgendaPresenter: Worded, ListViewToPresenter {
    let interactor: any TodoAgendaPresenterToInteractor
    let router: any TodoAgendaPresenterToRouter
    let effects = PaneEffects()
    let keyContext: KeyContext? = .todoAgenda
    /// The details over the agenda: one pane, reused.
    private var detail = CompanionPane()
    let wording: Wording
    private(set) var state = TodoAgendaState() { didSet { cache.invalidate() } }
    private var cache = ModelCache<TodoAgendaViewModel>()
    private var modelDay: CalendarDay?

    init(interactor: any TodoAgendaPresenterToInteractor, router: any TodoAgendaPresenterToRouter, wording: Wording) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
    }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadAgenda() }

    func viewDidChange(visibleRows: Int) { state.list.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        if state.prompt != nil {
            TodoRowActions.handlePromptKey(key, on: self, prompt: \.state.prompt, message: \.state.message, keymap: keymap, editing: interactor)
            return true
        }
        guard let action = keymap.action(for: key, in: .todoAgenda) else { return false }
        state.message = nil
        perform(action)
        return true
    }

    /// A click selects the to-do under it, a double click opens it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard state.prompt == nil else { return false }
        let outcome = state.list.handle(mouse)
        if outcome == .none { return false }
        state.stepOffHeading(up: false)
        if case .open = outcome { perform(.open) }
        return true
    }

    func perform(_ action: Action) {
        if let refusal = TodoRowActions.refusal(of: action, readOnly: state.content.readOnlyReason != nil, banner: "see the list") {
            return state.message = refusal
        }
        if state.list.move(action) { return state.stepOffHeading(up: action == .moveUp || action == .pageUp) }
        if effects.appendPaneAction(action, back: .close) { return }
        let selected = state.selectedTodo
        switch action {
        case .open: selected.map { effects.append(contentsOf: detail.show(.showTodo($0.id), focus: true, make: router.makeDetail)) }
        default: if case .opens(let editor) = TodoRowActions.perform(action, on: selected, with: interactor) { state.prompt = editor }
        }
    }

    // MARK: Formatting

    /// A new day words the groups and dates again: noticed at the idle tick, never while drawing.
    func viewClockDidTick() {
        let day = today()
        if day != modelDay { (modelDay, cache) = (day, ModelCache()) }
    }

    var viewModel: TodoAgendaViewModel {
        cache.model {
            let (sections, entries, list) = (state.content.sections, state.entries, state.list)
            let formatter = TodoAgendaFormatter(list: TodoListFormatter(today: today(), keys: keymap.names))
            return TodoAgendaViewModel(
                title: formatter.title(sections),
                rows: entries[list.visible].map(formatter.row),
                selectedRow: list.selected,
                firstVisibleRow: list.firstVisibleRow,
                emptyLines: entries.isEmpty ? [formatter.emptyMessage] : nil,
                chrome: PaneChrome(summary: formatter.summary(sections), hints: keymap.hints(for: .todoAgenda), message: state.message,
                                   prompt: state.prompt.map { $0.model(keymap: keymap) }))
        }
    }
}

// MARK: Interactor → Presenter

extension TodoAgendaPresenter: TodoAgendaInteractorToPresenter {
    func agendaDidChange(_ content: TodoAgendaContent) { state.take(content) }

    func editDidFinish(_ change: TodoChange, saveFailure: String?) {
        switch change {
        case .undone(_, let id), .redone(_, let id): state.take(state.content, selecting: id)
        case .rescheduled(let todo): state.take(state.content, selecting: todo.id)  // it moved to another group: the selection follows it
        default: break
        }
        if state.prompt?.isClosed(by: change) == true { state.prompt = nil }
        state.message = TodoRowActions.said(change, saveFailure: saveFailure, today: today(), keys: keymap.names)
    }

    func editWasRejected(_ sentence: String) { state.message = StatusMessage(sentence, isError: true) }

    /// The details went back saying what they did (a delete): the sentence shows here.
    func receive(_ message: PaneMessage) {
        if case .status(let sentence) = message { state.message = sentence }
    }
}
