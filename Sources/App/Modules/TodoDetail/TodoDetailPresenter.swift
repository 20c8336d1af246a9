import Entities
import Terminal

/// Formats one to-do for the detail pane and decides what its keys do.
final class TodoDetailPresenter: TodoDetailViewToPresenter, TodoDetailInteractorToPresenter, TodoDetailModuleInput {
    weak var view: (any TodoDetailPresenterToView)?
    let interactor: any TodoDetailPresenterToInteractor
    let router: any TodoDetailPresenterToRouter
    private let keymap: Keymap
    private let dates: () -> DateText
    private var todoID: Todo.ID?
    private var todo: Todo?
    private var message: StatusMessage?

    init(interactor: any TodoDetailPresenterToInteractor, router: any TodoDetailPresenterToRouter,
         keymap: Keymap, dates: @escaping () -> DateText) {
        self.interactor = interactor
        self.router = router
        self.keymap = keymap
        self.dates = dates
    }

    func show(todoID: Todo.ID?) {
        self.todoID = todoID
        message = nil
        interactor.loadTodo(todoID)
    }

    func viewDidLoad() { interactor.loadTodo(todoID) }

    func handle(_ key: Key) -> Bool {
        guard let action = keymap.action(for: key, in: .todoDetail) else { return false }
        message = nil
        switch action {
        case .back: router.goBack()
        case .showHelp: router.showHelp()
        case .toggleDone: if let todo { interactor.setDone(todo.id, !todo.done) }
        default: return false
        }
        publish()
        return true
    }

    func todoDidChange(_ todo: Todo?) {
        self.todo = todo
        publish()
    }

    func saveDidFail(_ sentence: String) {
        message = StatusMessage(sentence, isError: true)
        publish()
    }

    private func publish() {
        let chrome = PaneChrome(hints: keymap.hints(for: .todoDetail), message: message)
        guard let todo else {
            view?.display(TodoDetailViewModel(paneTitle: "Details", heading: nil, fields: [], notes: nil,
                                              placeholder: "No to-do selected.", chrome: chrome))
            return
        }
        let dates = dates()
        var fields = [
            TodoDetailField(label: "State", value: todo.done ? "done" : "open", emphasis: todo.done ? .done : .normal),
            TodoDetailField(label: "Created", value: dates.dateAndTimeWithRelative(todo.created), emphasis: .normal),
        ]
        if let completed = todo.completed {
            fields.append(TodoDetailField(label: "Completed", value: dates.dateAndTimeWithRelative(completed), emphasis: .normal))
        }
        fields.append(TodoDetailField(label: "Id", value: String(todo.id), emphasis: .muted))
        view?.display(TodoDetailViewModel(paneTitle: "Details", heading: todo.title, fields: fields,
                                          notes: todo.notes.isEmpty ? nil : todo.notes, placeholder: nil, chrome: chrome))
    }
}
