import Entities
import Terminal

/// Formats one to-do for the detail pane and decides what its keys do, including the notes
/// editor that opens in the pane.
final class TodoDetailPresenter: TodoDetailViewToPresenter, TodoDetailInteractorToPresenter, TodoDetailModuleInput {
    weak var view: (any TodoDetailPresenterToView)?
    let interactor: any TodoDetailPresenterToInteractor
    let router: any TodoDetailPresenterToRouter
    private let keymap: Keymap
    private let dates: () -> DateText
    private let today: () -> CalendarDay
    private var todoID: Todo.ID?
    private var todo: Todo?
    private var notesEditor: TextArea?
    private var message: StatusMessage?
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
        interactor.loadTodo(todoID)
    }

    func viewDidLoad() { interactor.loadTodo(todoID) }

    func handle(_ key: Key) -> Bool {
        isHandlingKey = true
        defer {
            isHandlingKey = false
            publish()
        }
        if notesEditor != nil {
            handleNotesKey(key)
        } else if case .paste = key {
            message = StatusMessage("Pasted text goes into the notes: press n first; this paste was ignored.", isError: true)
        } else {
            guard let action = keymap.action(for: key, in: .todoDetail) else { return false }
            message = nil
            perform(action)
        }
        return true
    }

    private func perform(_ action: Action) {
        switch action {
        case .back: router.goBack()
        case .showHelp: router.showHelp()
        case .undo: interactor.undo()
        case .redo: interactor.redo()
        case .toggleDone: if let todo { interactor.setDone(todo.id, !todo.done) }
        case .editNotes: if let todo { notesEditor = TextArea(text: todo.notes) }
        case .editNotesExternally: if let todo { interactor.editNotesExternally(todo.id) }
        default: break
        }
    }

    private func handleNotesKey(_ key: Key) {
        guard var editor = notesEditor else { return }
        switch keymap.action(for: key, in: .notesEditor) {
        case .submit:
            notesEditor = nil
            if let todo, editor.text != todo.notes { interactor.setNotes(todo.id, editor.text) }
            return
        case .cancel:
            notesEditor = nil
            message = StatusMessage("Discarded the changes to the notes.")
            return
        case .newLine: editor.insertNewLine()
        case .cursorLeft: editor.moveLeft()
        case .cursorRight: editor.moveRight()
        case .cursorUp: editor.moveUp()
        case .cursorDown: editor.moveDown()
        case .cursorToStart: editor.moveToLineStart()
        case .cursorToEnd: editor.moveToLineEnd()
        case .deleteBackward: editor.deleteBackward()
        case .deleteForward: editor.deleteForward()
        case .deleteToStart: editor.deleteToLineStart()
        case .deleteWordBackward: editor.deleteWordBackward()
        default:
            if case .character(let character) = key { editor.insert(character) }
            if case .paste(let text) = key { editor.insert(pasted: text) }
        }
        notesEditor = editor
    }

    // MARK: Interactor → Presenter

    func todoDidChange(_ todo: Todo?) {
        if todo?.id != self.todo?.id { notesEditor = nil }
        self.todo = todo
        publish()
    }

    func editDidFinish(_ change: TodoChange, todo: Todo?, saveFailure: String?) {
        self.todo = todo
        // A failed save is the sentence left on screen: the edit waits in memory.
        message = saveFailure.map { StatusMessage($0, isError: true) }
            ?? TodoChangeMessages(today: today()).message(for: change).map { StatusMessage($0) }
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
        let chrome = PaneChrome(hints: keymap.hints(for: context), message: message)
        guard let todo else {
            view?.display(TodoDetailViewModel(paneTitle: "Details", heading: nil, fields: [], notes: nil, notesEditor: nil,
                                              placeholder: "No to-do selected.", chrome: chrome))
            return
        }
        view?.display(TodoDetailViewModel(
            paneTitle: notesEditor == nil ? "Details" : "Details · editing notes", heading: todo.title,
            fields: TodoDetailFormatter(dates: dates(), today: today()).fields(of: todo),
            notes: todo.notes.isEmpty ? nil : todo.notes, notesEditor: notesEditor, placeholder: nil, chrome: chrome))
    }
}
