import Entities
import Terminal

/// What the agenda shows: the groups as the Interactor found them, their rows (headings and
/// to-dos), the selection, an editor open in the status bar, and what the last key did.
struct TodoAgendaState {
    private(set) var content = TodoAgendaContent()
    private(set) var entries: [TodoAgendaFormatter.Entry] = []
    var list = ListState()
    var prompt: TodoListPrompt?
    var message: StatusMessage?

    var selectedTodo: Todo? {
        guard let index = list.selected, case .todo(let todo, _) = entries[index] else { return nil }
        return todo
    }

    /// New content, keeping the selected to-do selected where it still shows.
    mutating func take(_ content: TodoAgendaContent, selecting id: Todo.ID? = nil) {
        let selectedID = id ?? selectedTodo?.id
        self.content = content
        entries = TodoAgendaFormatter.entries(content.sections)
        list.setCount(entries.count)
        if let selectedID, let index = entries.firstIndex(where: { $0.todoID == selectedID }) { list.select(index) }
        stepOffHeading(up: false)
    }

    /// Headings are not selected: the selection moves on in the direction it went, or back.
    mutating func stepOffHeading(up: Bool) {
        guard let index = list.selected, case .heading = entries[index] else { return }
        let isTodo = { [entries] (index: Int) -> Bool in if case .todo = entries[index] { true } else { false } }
        let ahead = up ? entries.indices[..<index].last(where: isTodo) : entries.indices[index...].first(where: isTodo)
        let behind = up ? entries.indices[index...].first(where: isTodo) : entries.indices[..<index].last(where: isTodo)
        if let target = ahead ?? behind { list.select(target) }
    }
}
