import Entities
import Terminal

/// Decides what the list shows and what each key does; formats rows and messages.
final class TodoListPresenter: TodoListViewToPresenter, TodoListInteractorToPresenter {
    weak var view: (any TodoListPresenterToView)?
    let interactor: any TodoListPresenterToInteractor
    let router: any TodoListPresenterToRouter
    private let keymap: Keymap
    private var todos: [Todo] = []
    private var selection = 0
    private var firstVisibleRow = 0
    private var visibleRows = 20
    private var editor: LineEditor?
    private var message: StatusMessage?
    private var shownInDetail: Todo.ID??

    init(interactor: any TodoListPresenterToInteractor, router: any TodoListPresenterToRouter, keymap: Keymap) {
        self.interactor = interactor
        self.router = router
        self.keymap = keymap
    }

    private var selectedTodo: Todo? { todos.indices.contains(selection) ? todos[selection] : nil }

    // MARK: View → Presenter

    func viewDidLoad() { interactor.loadTodos() }

    func viewDidChange(visibleRows: Int) {
        self.visibleRows = max(1, visibleRows)
        publish()
    }

    func handle(_ key: Key) -> Bool {
        if editor != nil { return handleEditorKey(key) }
        guard let action = keymap.action(for: key, in: .todoList) else { return false }
        message = nil
        perform(action)
        publish()
        return true
    }

    private func perform(_ action: Action) {
        switch action {
        case .moveDown: select(selection + 1)
        case .moveUp: select(selection - 1)
        case .moveToTop: select(0)
        case .moveToBottom: select(todos.count - 1)
        case .pageDown: select(selection + max(1, visibleRows - 1))
        case .pageUp: select(selection - max(1, visibleRows - 1))
        case .addTodo: editor = LineEditor()
        case .toggleDone: if let todo = selectedTodo { interactor.setDone(todo.id, !todo.done) }
        case .deleteTodo: if let todo = selectedTodo { interactor.deleteTodo(todo.id) }
        case .open: if let todo = selectedTodo { router.showDetail(of: todo.id, focus: true) }
        case .showHelp: router.showHelp()
        case .quit: router.quit()
        default: break
        }
    }

    private func handleEditorKey(_ key: Key) -> Bool {
        switch editor?.apply(key, keymap: keymap) {
        case .submitted(let text):
            editor = nil
            let title = text.trimmed
            if !title.isEmpty { interactor.addTodo(titled: title) }
        case .cancelled:
            editor = nil
        case .edited, .ignored, nil:
            break
        }
        publish()
        return true
    }

    private func select(_ index: Int) {
        selection = min(max(0, index), max(0, todos.count - 1))
    }

    // MARK: Interactor → Presenter

    func todosDidChange(_ todos: [Todo]) {
        let selectedID = selectedTodo?.id
        self.todos = todos
        if let selectedID, let index = todos.firstIndex(where: { $0.id == selectedID }) {
            selection = index
        } else {
            select(selection)
        }
        publish()
    }

    func todoWasAdded(_ todo: Todo) {
        if let index = todos.firstIndex(where: { $0.id == todo.id }) { selection = index }
        message = StatusMessage("Added “\(todo.title)”.")
        publish()
    }

    func todoWasDeleted(_ todo: Todo) {
        message = StatusMessage("Deleted “\(todo.title)”.")
        publish()
    }

    func todoWasMarked(_ todo: Todo) {
        message = StatusMessage(todo.done ? "Done: “\(todo.title)”." : "Not done: “\(todo.title)”.")
        publish()
    }

    func saveDidFail(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
        publish()
    }

    // MARK: Formatting

    private func publish() {
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
        let doneCount = todos.filter(\.done).count
        let position = todos.isEmpty ? "" : " \(selection + 1)/\(todos.count)"
        let prompt = editor.map {
            Prompt(label: "New to-do:", editor: $0, hints: keymap.hints(for: .lineEditor))
        }
        return TodoListViewModel(
            title: "To-dos\(position)",
            rows: todos.map { TodoListRow(checkbox: $0.done ? "☑" : "☐", title: $0.title, isDone: $0.done) },
            selectedRow: todos.isEmpty ? nil : selection,
            firstVisibleRow: firstVisibleRow,
            emptyMessage: todos.isEmpty ? "Nothing to do. Press a to add a to-do." : nil,
            chrome: PaneChrome(summary: "\(todos.count - doneCount) open · \(doneCount) done",
                               hints: keymap.hints(for: .todoList), message: message, prompt: prompt))
    }
}
