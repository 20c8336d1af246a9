@testable import App
import Entities

final class TodoListViewSpy: TodoListPresenterToView {
    private(set) var models: [TodoListViewModel] = []
    var last: TodoListViewModel? { models.last }
    func display(_ model: TodoListViewModel) { models.append(model) }
}

final class TodoListInteractorSpy: TodoListPresenterToInteractor {
    private(set) var loadCount = 0
    private(set) var added: [String] = []
    private(set) var marked: [(Todo.ID, Bool)] = []
    private(set) var deleted: [Todo.ID] = []
    func loadTodos() { loadCount += 1 }
    func addTodo(titled title: String) { added.append(title) }
    func setDone(_ id: Todo.ID, _ done: Bool) { marked.append((id, done)) }
    func deleteTodo(_ id: Todo.ID) { deleted.append(id) }
}

final class TodoListRouterSpy: TodoListPresenterToRouter {
    private(set) var detailRequests: [(id: Todo.ID?, focus: Bool)] = []
    private(set) var helpCount = 0
    private(set) var quitCount = 0
    func showDetail(of id: Todo.ID?, focus: Bool) { detailRequests.append((id, focus)) }
    func showHelp() { helpCount += 1 }
    func quit() { quitCount += 1 }
}

final class TodoListOutputSpy: TodoListInteractorToPresenter {
    private(set) var lists: [[Todo]] = []
    private(set) var added: [Todo] = []
    private(set) var deleted: [Todo] = []
    private(set) var marked: [Todo] = []
    private(set) var failures: [String] = []
    func todosDidChange(_ todos: [Todo]) { lists.append(todos) }
    func todoWasAdded(_ todo: Todo) { added.append(todo) }
    func todoWasDeleted(_ todo: Todo) { deleted.append(todo) }
    func todoWasMarked(_ todo: Todo) { marked.append(todo) }
    func saveDidFail(_ sentence: String) { failures.append(sentence) }
}
