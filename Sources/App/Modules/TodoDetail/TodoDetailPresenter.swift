import Entities
import Settings
import Terminal

/// Formats one to-do for the detail pane and decides what its keys do. The editors that open
/// from it (the notes in the pane, a title or due date in the status bar) are handled in
/// `TodoDetailPresenter+Prompt.swift`. Like the reader, the details are wrapped by the Formatter
/// to the width the View reports, and the View pulls the view model when the loop draws.
@MainActor final class TodoDetailPresenter: Worded, TextViewToPresenter, TodoDetailInteractorToPresenter {
    let interactor: any TodoDetailPresenterToInteractor
    let effects = PaneEffects()
    let keyContext: KeyContext? = .todoDetail
    let wording: Wording
    private var todoID: Todo.ID?
    private(set) var todo: Todo? { didSet { relayout() } }
    /// Its parent and subtasks: set just before `todo`, which lays the details out again.
    private var family = TodoFamily()
    var notesEditor: TextArea? {
        didSet {
            if (notesEditor == nil) != (oldValue == nil) { relayout() } else { cache.invalidate() }
            followNotesCursor()
        }
    }
    /// The notes editor's first visual row on screen, kept from key to key so the text scrolls
    /// only when the cursor would leave it (like a line editor's sideways scroll).
    private(set) var notesFirstRow = 0 { didSet { cache.invalidate() } }
    /// A title or due date being typed; drawn in the status bar like the list's.
    var prompt: TodoListPrompt? { didSet { cache.invalidate() } }
    var message: StatusMessage? { didSet { cache.invalidate() } }
    /// The details' lines at `textWidth`, and their window (they scroll when taller than the pane).
    private var lines: [StyledLine] = [] { didSet { cache.invalidate() } }
    private var scroll = ListState(selects: false) { didSet { cache.invalidate() } }
    /// The width the details wrap at (the notes editor moves up and down by it).
    private(set) var textWidth = 40
    private var cache = ModelCache<TodoDetailViewModel>()

    init(interactor: any TodoDetailPresenterToInteractor, wording: Wording) {
        self.interactor = interactor
        self.wording = wording
    }

    func receive(_ message: PaneMessage) {
        if case .showTodo(let id) = message { show(todoID: id) }
    }

    func show(todoID: Todo.ID?) {
        guard todoID != self.todoID || todo == nil else { return }
        self.todoID = todoID
        message = nil
        scroll.setCount(0)
        interactor.loadTodo(todoID)
    }

    func viewDidLoad() { interactor.loadTodo(todoID) }

    func viewDidChange(width: Int, visibleRows: Int) {
        scroll.setVisibleRows(visibleRows)
        if max(1, width) != textWidth {
            textWidth = max(1, width)
            relayout()
        }
        followNotesCursor()
    }

    func handle(_ key: Key) -> Bool {
        if notesEditor != nil {
            handleNotesKey(key)
        } else if prompt != nil {
            TodoRowActions.handlePromptKey(key, on: self, prompt: \.prompt, message: \.message, keymap: keymap, editing: interactor)
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
        guard notesEditor == nil, prompt == nil else { return false }
        return scroll.handle(mouse) != .none
    }

    private func perform(_ action: Action) {
        if let refusal = TodoRowActions.refusal(of: action, readOnly: interactor.readOnlyReason != nil, banner: "see the list") {
            return message = refusal
        }
        if scroll.move(action) { return }
        switch action {
        case .back: effects.append(.goBack)
        case .showHelp: effects.append(.showHelp)
        case .quit: effects.append(.quit)
        default:
            switch TodoRowActions.perform(action, on: todo, with: interactor) {
            case .opens(let editor): prompt = editor
            case .opensNotes: notesEditor = todo.map { TextArea(text: $0.notes) }
            case .done, nil: break
            }
        }
    }

    // MARK: Interactor → Presenter

    func familyDidChange(_ family: TodoFamily) {
        self.family = family
    }

    func todoDidChange(_ todo: Todo?) {
        if todo?.id != self.todo?.id {
            notesEditor = nil
            scroll.setCount(0)
        }
        self.todo = todo
    }

    func editDidFinish(_ change: TodoChange, todo: Todo?, saveFailure: String?) {
        self.todo = todo
        if prompt?.isClosed(by: change) == true { prompt = nil }
        let said = TodoRowActions.said(change, saveFailure: saveFailure, today: today(), keys: keymap.names)
        if case .deleted = change, let said {
            message = nil
            // the list takes the keys: the sentence goes to its status bar
            effects.append(contentsOf: [.sendToOpener(.status(said)), .goBack])
        } else {
            message = said
        }
    }

    func editWasRejected(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
    }

    func saveDidFail(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
    }

    // MARK: Formatting

    private var fields: [TodoDetailField] {
        todo.map { TodoDetailFormatter(dates: dates(), today: today(), keys: keymap.names).fields(of: $0, family: family) } ?? []
    }

    /// The editor sits below the lines down to the notes' heading, in the rows left under them.
    private func followNotesCursor() {
        guard let editor = notesEditor else {
            if notesFirstRow != 0 { notesFirstRow = 0 }
            return
        }
        let height = scroll.visibleRows - lines.count
        guard height > 0 else { return }
        let layout = editor.layout(width: textWidth)
        let cursor = layout.position(line: editor.line, column: editor.column)
        notesFirstRow = layout.firstVisibleRow(showing: cursor.row, height: height, previous: notesFirstRow)
    }

    /// Wraps the details again: the to-do, the width or whether the notes are edited changed.
    private func relayout() {
        if let todo {
            lines = TodoDetailFormatter.lines(heading: todo.title, fields: fields, notes: todo.notes.isEmpty ? nil : todo.notes,
                                              editingNotes: notesEditor != nil, width: textWidth)
        } else {
            lines = []
        }
        scroll.setCount(lines.count)
        followNotesCursor()
    }

    var viewModel: TodoDetailViewModel { cache.model(makeViewModel) }

    private func makeViewModel() -> TodoDetailViewModel {
        let context: KeyContext = notesEditor == nil ? .todoDetail : .notesEditor
        let chrome = PaneChrome(hints: keymap.hints(for: context), message: message,
                                prompt: prompt.map { $0.model(keymap: keymap) })
        guard let todo else {
            return TodoDetailViewModel(paneTitle: "Details", heading: nil, fields: [], notes: nil, lines: [], notesEditor: nil,
                                       placeholder: "No to-do selected.", chrome: chrome)
        }
        let shown = notesEditor == nil ? Array(lines[scroll.visible]) : lines
        let above = notesEditor == nil ? scroll.firstVisibleRow : 0
        return TodoDetailViewModel(
            paneTitle: notesEditor == nil ? "Details" : "Details · editing notes", heading: todo.title, fields: fields,
            notes: todo.notes.isEmpty ? nil : todo.notes, lines: shown, linesAbove: above,
            linesBelow: notesEditor == nil ? max(0, lines.count - above - shown.count) : 0,
            notesEditor: notesEditor, notesFirstRow: notesFirstRow, placeholder: nil, chrome: chrome)
    }
}
