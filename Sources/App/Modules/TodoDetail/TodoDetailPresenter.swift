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
    var state = TodoDetailState() { didSet { cache.invalidate() } }
    private var cache = ModelCache<TodoDetailViewModel>()

    init(interactor: any TodoDetailPresenterToInteractor, wording: Wording) {
        self.interactor = interactor
        self.wording = wording
    }

    func receive(_ message: PaneMessage) {
        if case .showTodo(let id) = message { show(todoID: id) }
    }

    func show(todoID: Todo.ID?) {
        guard todoID != state.todoID || state.todo == nil else { return }
        state.todoID = todoID
        state.message = nil
        state.scroll.setCount(0)
        interactor.loadTodo(todoID)
    }

    func viewDidLoad() { interactor.loadTodo(state.todoID) }

    func viewDidChange(width: Int, visibleRows: Int) {
        state.scroll.setVisibleRows(visibleRows)
        if max(1, width) != state.textWidth {
            state.textWidth = max(1, width)
            relayout()
        }
        state.followNotesCursor()
    }

    func handle(_ key: Key) -> Bool {
        if state.notesEditor != nil {
            handleNotesKey(key)
        } else if state.prompt != nil {
            TodoRowActions.handlePromptKey(key, on: self, prompt: \.state.prompt, message: \.state.message, keymap: keymap, editing: interactor)
        } else if case .paste = key {
            let notes = keymap.names(.editNotes, .todoDetail)
            state.message = StatusMessage("Pasted text goes into the notes: press \(notes) first; this paste was ignored.", isError: true)
        } else {
            guard let action = keymap.action(for: key, in: .todoDetail) else { return false }
            state.message = nil
            perform(action)
        }
        return true
    }

    /// The wheel scrolls the details; clicks only focus the pane (the shell does that).
    func handle(_ mouse: MouseEvent) -> Bool {
        guard state.notesEditor == nil, state.prompt == nil else { return false }
        return state.scroll.handle(mouse) != .none
    }

    private func perform(_ action: Action) {
        if let refusal = TodoRowActions.refusal(of: action, readOnly: interactor.readOnlyReason != nil, banner: "see the list") {
            return state.message = refusal
        }
        if state.scroll.move(action) || effects.appendPaneAction(action, back: .goBack) { return }
        switch TodoRowActions.perform(action, on: state.todo, with: interactor) {
        case .opens(let editor): state.prompt = editor
        case .opensNotes: setNotesEditor(state.todo.map { TextArea(text: $0.notes) })
        case .done, nil: break
        }
    }

    /// Opening or closing the notes editor lays the details out again (the notes leave the lines).
    func setNotesEditor(_ editor: TextArea?) {
        let opensOrCloses = (editor == nil) != (state.notesEditor == nil)
        state.notesEditor = editor
        if opensOrCloses { relayout() } else { state.followNotesCursor() }
    }

    // MARK: Interactor → Presenter

    /// Comes just before the to-do, which lays the details out again.
    func familyDidChange(_ family: TodoFamily) {
        state.family = family
    }

    func todoDidChange(_ todo: Todo?) {
        if todo?.id != state.todo?.id {
            setNotesEditor(nil)
            state.scroll.setCount(0)
        }
        show(todo)
    }

    func editDidFinish(_ change: TodoChange, todo: Todo?, saveFailure: String?) {
        show(todo)
        if state.prompt?.isClosed(by: change) == true { state.prompt = nil }
        let said = TodoRowActions.said(change, saveFailure: saveFailure, today: today(), keys: keymap.names)
        if case .deleted = change, let said {
            state.message = nil
            // the list takes the keys: the sentence goes to its status bar
            effects.append(contentsOf: [.sendToOpener(.status(said)), .goBack])
        } else {
            state.message = said
        }
    }

    func editWasRejected(_ sentence: String) {
        state.message = StatusMessage(sentence, isError: true)
    }

    func saveDidFail(_ sentence: String) {
        state.message = StatusMessage(sentence, isError: true)
    }

    // MARK: Formatting

    private func show(_ todo: Todo?) {
        state.todo = todo
        relayout()
    }

    private var fields: [TodoDetailField] {
        let formatter = TodoDetailFormatter(dates: dates(), today: today(), keys: keymap.names)
        return state.todo.map { formatter.fields(of: $0, family: state.family) } ?? []
    }

    /// Wraps the details again: the to-do, the width or whether the notes are edited changed.
    private func relayout() {
        let (fields, editingNotes, width) = (fields, state.notesEditor != nil, state.textWidth)
        state.lines = state.todo.map {
            TodoDetailFormatter.lines(heading: $0.title, fields: fields, notes: $0.notes.isEmpty ? nil : $0.notes,
                                      editingNotes: editingNotes, width: width)
        } ?? []
        state.scroll.setCount(state.lines.count)
        state.followNotesCursor()
    }

    var viewModel: TodoDetailViewModel { cache.model(makeViewModel) }

    private func makeViewModel() -> TodoDetailViewModel {
        let (notesEditor, lines, scroll) = (state.notesEditor, state.lines, state.scroll)
        let context: KeyContext = notesEditor == nil ? .todoDetail : .notesEditor
        let chrome = PaneChrome(hints: keymap.hints(for: context), message: state.message,
                                prompt: state.prompt.map { $0.model(keymap: keymap) })
        guard let todo = state.todo else {
            return TodoDetailViewModel(paneTitle: "Details", heading: nil, fields: [], notes: nil, lines: [], notesEditor: nil,
                                       placeholder: "No to-do selected.", chrome: chrome)
        }
        let shown = notesEditor == nil ? Array(lines[scroll.visible]) : lines
        let above = notesEditor == nil ? scroll.firstVisibleRow : 0
        return TodoDetailViewModel(
            paneTitle: notesEditor == nil ? "Details" : "Details · editing notes", heading: todo.title, fields: fields,
            notes: todo.notes.isEmpty ? nil : todo.notes, lines: shown, linesAbove: above,
            linesBelow: notesEditor == nil ? max(0, lines.count - above - shown.count) : 0,
            notesEditor: notesEditor, notesFirstRow: state.notesFirstRow, placeholder: nil, chrome: chrome)
    }
}
