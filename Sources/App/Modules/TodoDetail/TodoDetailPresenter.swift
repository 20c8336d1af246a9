import Entities
import Terminal

/// Formats one to-do for the detail pane and decides what its keys do. The editors that open
/// from it (the notes in the pane, a title or due date in the status bar) are handled in
/// `TodoDetailPresenter+Prompt.swift`.
final class TodoDetailPresenter: TodoDetailViewToPresenter, TodoDetailInteractorToPresenter, TodoDetailModuleInput {
    weak var view: (any TodoDetailPresenterToView)?
    let interactor: any TodoDetailPresenterToInteractor
    let router: any TodoDetailPresenterToRouter
    let keymap: Keymap
    private let dates: () -> DateText
    private let today: () -> CalendarDay
    private var todoID: Todo.ID?
    private(set) var todo: Todo?
    var notesEditor: TextArea?
    /// A title or due date being typed; drawn in the status bar like the list's.
    var prompt: TodoListPrompt?
    var message: StatusMessage?
    /// The details scroll when they are taller than the pane (long notes).
    private var firstVisibleRow = 0
    /// What the View last laid out: rows shown, rows the details take, the width notes wrap at.
    private(set) var layout = (visibleRows: 20, contentRows: 0, textWidth: 40)
    /// While a key is handled, results that arrive publish nothing: the key publishes once at the end.
    private var isHandlingKey = false

    init(interactor: any TodoDetailPresenterToInteractor, router: any TodoDetailPresenterToRouter,
         keymap: Keymap, dates: @escaping () -> DateText, today: @escaping () -> CalendarDay) {
        self.interactor = interactor
        self.router = router
        self.keymap = keymap
        self.dates = dates
        self.today = today
    }

    func show(todoID: Todo.ID?) {
        guard todoID != self.todoID || todo == nil else { return }
        self.todoID = todoID
        message = nil
        firstVisibleRow = 0
        interactor.loadTodo(todoID)
    }

    func viewDidLoad() { interactor.loadTodo(todoID) }

    func viewDidLayout(visibleRows: Int, contentRows: Int, textWidth: Int) {
        layout = (max(1, visibleRows), contentRows, max(1, textWidth))
        scroll(to: firstVisibleRow)
    }

    func handle(_ key: Key) -> Bool {
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        if notesEditor != nil {
            handleNotesKey(key)
        } else if prompt != nil {
            handlePromptKey(key)
        } else if case .paste = key {
            let notes = keymap.names(.editNotes, .todoDetail)
            message = StatusMessage("Pasted text goes into the notes: press \(notes) first; this paste was ignored.", isError: true)
        } else {
            guard let action = keymap.action(for: key, in: .todoDetail) else { return false }
            message = nil
            perform(action)
        }
        return true
    }

    /// The wheel scrolls the details; clicks only focus the pane (the shell does that).
    func handle(_ mouse: MouseEvent) -> Bool {
        guard notesEditor == nil, prompt == nil, case .scroll(let rows) = MouseIntent.inText(mouse) else { return false }
        scroll(to: firstVisibleRow + rows)
        publish()
        return true
    }

    private func perform(_ action: Action) {
        let page = max(1, layout.visibleRows - 1)
        switch action {
        case .moveDown: scroll(to: firstVisibleRow + 1)
        case .moveUp: scroll(to: firstVisibleRow - 1)
        case .moveToTop: scroll(to: 0)
        case .moveToBottom: scroll(to: layout.contentRows)
        case .pageDown: scroll(to: firstVisibleRow + page)
        case .pageUp: scroll(to: firstVisibleRow - page)
        case .back: router.goBack()
        case .showHelp: router.showHelp()
        case .quit: router.quit()
        case .undo: interactor.undo()
        case .redo: interactor.redo()
        default: if let todo { perform(action, on: todo) }
        }
    }

    private func perform(_ action: Action, on todo: Todo) {
        switch action {
        case .toggleDone: interactor.setDone(todo.id, !todo.done)
        case .editTitle: prompt = .rename(todo.id, LineEditor(text: ([todo.title] + todo.tags.map { "#\($0)" }).joined(separator: " ")))
        case .editDue: prompt = .due(todo.id, LineEditor(text: todo.due?.description ?? "", selected: true))
        case .cyclePriority: interactor.setPriority(todo.id, todo.priority.next)
        case .deleteTodo: interactor.deleteTodo(todo.id)
        case .editNotes: notesEditor = TextArea(text: todo.notes)
        case .editNotesExternally: interactor.editNotesExternally(todo.id)
        default: break
        }
    }

    private func scroll(to row: Int) {
        firstVisibleRow = max(0, min(row, layout.contentRows - layout.visibleRows))
    }


    // MARK: Interactor → Presenter

    func todoDidChange(_ todo: Todo?) {
        if todo?.id != self.todo?.id {
            notesEditor = nil
            firstVisibleRow = 0
        }
        self.todo = todo
        publish()
    }

    func editDidFinish(_ change: TodoChange, todo: Todo?, saveFailure: String?) {
        self.todo = todo
        if case .rescheduled = change, case .due = prompt { prompt = nil }
        // A failed save is the sentence left on screen: the edit waits in memory.
        let said = saveFailure.map { StatusMessage($0, isError: true) }
            ?? TodoChangeMessages(today: today(), keys: keymap.names).message(for: change).map { StatusMessage($0) }
        if case .deleted = change, let said {
            message = nil
            router.goBack(saying: said)  // the list takes the keys: the sentence goes to its status bar
        } else {
            message = said
        }
        publish()
    }

    func editWasRejected(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
        publish()
    }

    func saveDidFail(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
        publish()
    }

    // MARK: Formatting

    private func publish() {
        guard !isHandlingKey else { return }
        let context: KeyContext = notesEditor == nil ? .todoDetail : .notesEditor
        let chrome = PaneChrome(hints: keymap.hints(for: context), message: message,
                                prompt: prompt.map { $0.model(keymap: keymap) })
        guard let todo else {
            view?.display(TodoDetailViewModel(paneTitle: "Details", heading: nil, fields: [], notes: nil, notesEditor: nil,
                                              placeholder: "No to-do selected.", chrome: chrome))
            return
        }
        view?.display(TodoDetailViewModel(
            paneTitle: notesEditor == nil ? "Details" : "Details · editing notes", heading: todo.title,
            fields: TodoDetailFormatter(dates: dates(), today: today(), keys: keymap.names).fields(of: todo),
            notes: todo.notes.isEmpty ? nil : todo.notes, notesEditor: notesEditor,
            firstVisibleRow: notesEditor == nil ? firstVisibleRow : 0, placeholder: nil, chrome: chrome))
    }
}
