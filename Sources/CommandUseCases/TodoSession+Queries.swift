import Entities
import Foundation
import Settings
import Todos

extension TodoSession {
    /// The to-dos `adder todo list` prints, in their manual order or sorted: those every filter
    /// word matches (open ones unless `all` or a status: word), with `tag` and in `project`.
    /// A word or sort key that does not read is a failure (exit 2); `tag` is already normalised.
    public func list(words: [String], all: Bool, sort: String?, tag: String?, project: String?) throws -> [Todo] {
        let terms: [TodoSearchTerm]
        let sortKeys: TodoSortKeys?
        do throws(TodoSearchTerm.Problem) {
            // config.toml is read only when a saved view is named: listing stays one file's read.
            let views = words.contains { TodoSavedViews.viewName($0) != nil }
                ? ConfigParser.load(from: paths.configFile).config.todos.views : [:]
            let expanded = try TodoSavedViews.expand(words, views: views, strict: true)
            terms = try expanded.map { word throws(TodoSearchTerm.Problem) in try TodoSearchTerm.parse(word, today: today, strict: true) }
            sortKeys = try sort.map { text throws(TodoSearchTerm.Problem) in try TodoSortKeys(text) }
        } catch {
            throw CommandFailure(error.description, status: 2)
        }
        func shown(_ todo: Todo) -> Bool {
            TodoSearchTerm.all(terms, match: todo, byDefault: all || (!todo.done && !todo.archived))
                && (tag.map(todo.tags.contains) ?? true)
                && (project.map { TodoProject.project(todo.project, isWithin: $0) } ?? true)
        }
        // Counted first, so that the copy of 100,000 to-dos is made at its size, not regrown.
        let everything = store.todos
        var todos: [Todo] = []
        todos.reserveCapacity(everything.count(where: shown))
        for todo in everything where shown(todo) { todos.append(todo) }
        if let sortKeys { todos = sortKeys.sorted(todos) }
        return todos
    }

    /// The to-dos whose title, notes or tags hold every word of `text`, as the TUI's `/` finds
    /// them, in the list's order; archived ones too when `all`.
    public func search(_ text: String, all: Bool) -> [Todo] {
        var found = TodoQuery(filter: .all, search: text).apply(to: store.todos)
        if all {
            let archived = TodoQuery(filter: .archived, search: text).apply(to: store.todos)
            let ids = Set(found.map(\.id) + archived.map(\.id))
            found = store.todos.filter { ids.contains($0.id) }
        }
        return found
    }

    /// The open to-dos grouped as the full-screen agenda groups them, at the session's instant.
    public func agenda() -> [TodoAgenda.Section] {
        TodoAgenda.sections(of: store.todos, at: now, in: timeZone)
    }

    /// The to-do `id` names, which must exist (exit 1 naming it otherwise).
    public func existing(_ id: Todo.ID) throws -> Todo {
        try requireExisting([id])
        guard let todo = todo(id) else { throw CommandFailure("There is no to-do with id \(id).", status: 1) }
        return todo
    }
}
