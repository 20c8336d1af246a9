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
    private(set) var content = TodoAgendaContent() { didSet { cache.invalidate() } }
    /// The rows, headings and to-dos, in the order shown.
    private(set) var entries: [TodoAgendaFormatter.Entry] = []
    var list = ListState() { didSet { cache.invalidate() } }
    var prompt: TodoListPrompt? { didSet { cache.invalidate() } }
    var message: StatusMessage? { didSet { cache.invalidate() } }
    private var cache = ModelCache<TodoAgendaViewModel>()
    private var modelDay: CalendarDay?

    init(interactor: any TodoAgendaPresenterToInteractor, router: any TodoAgendaPresenterToRouter, wording: Wording) {
        self.interactor = interactor
        self.router = router
        self.wording = wording
    }

    var selectedTodo: Todo? {
        guard let index = list.selected, case .todo(let todo, _) = entries[index] else { return nil }
        return todo
    }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadAgenda() }

    func viewDidChange(visibleRows: Int) { list.setVisibleRows(visibleRows) }

    func handle(_ key: Key) -> Bool {
        if prompt != nil {
            TodoRowActions.handlePromptKey(key, on: self, prompt: \.prompt, message: \.message, keymap: keymap, editing: interactor)
            return true
        }
        guard let action = keymap.action(for: key, in: .todoAgenda) else { return false }
        message = nil
        perform(action)
        return true
    }

    /// A click selects the to-do under it, a double click opens it, the wheel scrolls.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard prompt == nil else { return false }
        let outcome = list.handle(mouse)
        if outcome == .none { return false }
        stepOffHeading(up: false)
        if case .open = outcome { perform(.open) }
        return true
    }

    func perform(_ action: Action) {
        if let refusal = TodoRowActions.refusal(of: action, readOnly: content.readOnlyReason != nil, banner: "see the list") {
            return message = refusal
        }
        if list.move(action) { return stepOffHeading(up: action == .moveUp || action == .pageUp) }
        switch action {
        case .back: effects.append(.close)
        case .quit: effects.append(.quit)
        case .showHelp: effects.append(.showHelp)
        case .open: selectedTodo.map { effects.append(contentsOf: detail.show(.showTodo($0.id), focus: true, make: router.makeDetail)) }
        default: if case .opens(let editor) = TodoRowActions.perform(action, on: selectedTodo, with: interactor) { prompt = editor }
        }
    }

    /// Headings are not selected: the selection moves on in the direction it went, or back.
    private func stepOffHeading(up: Bool) {
        guard let index = list.selected, case .heading = entries[index] else { return }
        let isTodo = { (index: Int) -> Bool in if case .todo = self.entries[index] { true } else { false } }
        let ahead = up ? entries.indices[..<index].last(where: isTodo) : entries.indices[index...].first(where: isTodo)
        let behind = up ? entries.indices[index...].first(where: isTodo) : entries.indices[..<index].last(where: isTodo)
        if let target = ahead ?? behind { list.select(target) }
    }

    /// New content, keeping the selected to-do selected where it still shows.
    func take(_ content: TodoAgendaContent, selecting id: Todo.ID? = nil) {
        let selectedID = id ?? selectedTodo?.id
        self.content = content
        entries = TodoAgendaFormatter.entries(content.sections)
        list.setCount(entries.count)
        if let selectedID, let index = entries.firstIndex(where: { $0.todoID == selectedID }) { list.select(index) }
        stepOffHeading(up: false)
    }

    // MARK: Formatting

    /// A new day words the groups and dates again: noticed at the idle tick, never while drawing.
    func viewClockDidTick() {
        let day = today()
        if day != modelDay { (modelDay, cache) = (day, ModelCache()) }
    }

    var viewModel: TodoAgendaViewModel {
        cache.model {
            let day = today()
            let formatter = TodoAgendaFormatter(list: TodoListFormatter(today: day, keys: keymap.names))
            return TodoAgendaViewModel(
                title: formatter.title(content.sections),
                rows: entries[list.visible].map(formatter.row),
                selectedRow: list.selected,
                firstVisibleRow: list.firstVisibleRow,
                emptyLines: entries.isEmpty ? [formatter.emptyMessage] : nil,
                chrome: PaneChrome(summary: formatter.summary(content.sections),
                                   hints: keymap.hints(for: .todoAgenda), message: message,
                                   prompt: prompt.map { $0.model(keymap: keymap) }))
        }
    }
}

// MARK: Interactor → Presenter

extension TodoAgendaPresenter: TodoAgendaInteractorToPresenter {
    func agendaDidChange(_ content: TodoAgendaContent) { take(content) }

    func editDidFinish(_ change: TodoChange, saveFailure: String?) {
        switch change {
        case .undone(_, let id), .redone(_, let id): take(content, selecting: id)
        case .rescheduled(let todo): take(content, selecting: todo.id)  // it moved to another group: the selection follows it
        default: break
        }
        if prompt?.isClosed(by: change) == true { prompt = nil }
        message = TodoRowActions.said(change, saveFailure: saveFailure, today: today(), keys: keymap.names)
    }

    func editWasRejected(_ sentence: String) { message = StatusMessage(sentence, isError: true) }
}

extension TodoAgendaPresenter {
    /// The details went back saying what they did (a delete): the sentence shows here.
    func receive(_ message: PaneMessage) {
        if case .status(let sentence) = message { self.message = sentence }
    }
}
