@testable import App
import Entities

final class TodoDetailViewSpy: TodoDetailPresenterToView {
    private(set) var models: [TodoDetailViewModel] = []
    var last: TodoDetailViewModel? { models.last }
    func display(_ model: TodoDetailViewModel) { models.append(model) }
}

final class TodoDetailInteractorSpy: TodoDetailPresenterToInteractor {
    private(set) var loaded: [Todo.ID?] = []
    private(set) var marked: [(Todo.ID, Bool)] = []
    func loadTodo(_ id: Todo.ID?) { loaded.append(id) }
    func setDone(_ id: Todo.ID, _ done: Bool) { marked.append((id, done)) }
}

final class TodoDetailRouterSpy: TodoDetailPresenterToRouter {
    private(set) var backCount = 0
    private(set) var helpCount = 0
    func goBack() { backCount += 1 }
    func showHelp() { helpCount += 1 }
}

final class TodoDetailOutputSpy: TodoDetailInteractorToPresenter {
    private(set) var todos: [Todo?] = []
    private(set) var failures: [String] = []
    func todoDidChange(_ todo: Todo?) { todos.append(todo) }
    func saveDidFail(_ sentence: String) { failures.append(sentence) }
}
