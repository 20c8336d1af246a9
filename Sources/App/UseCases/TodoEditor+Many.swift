import Entities
import Todos

/// Changes to several to-dos at once (the list's marked rows): each one `TodoEdit.batch`, so one
/// undo step, and one sentence saying how many it touched.
extension TodoEditor {
    /// `groups`: the runs of to-dos shown that move among themselves (for `.move`).
    func editMany(_ ids: [Todo.ID], _ change: TodoManyChange, groups: [[Todo.ID]], today: CalendarDay) -> Outcome? {
        let wanted = Set(ids)
        let todos = store.todos.filter { wanted.contains($0.id) }
        guard !todos.isEmpty else { return .rejected("The marked to-dos are gone.") }
        let many = TodoStepWords.count(todos.count)
        switch change {
        case .toggleDone:
            let (edit, done) = TodoEdit.markingAll(todos, today: today)
            let state = done ? "done" : "not done"
            return performSaying(edit, TodoStepWords.mark(many, done: done), "Marked \(many) \(state)")
        case .delete:
            let (edit, count) = store.document.deletingSubtrees(of: todos.map(\.id))
            let subtasks = count > todos.count ? " and \(Self.subtasks(count - todos.count))" : ""
            return performSaying(edit, TodoStepWords.delete(many), "Deleted \(many)\(subtasks)")
        case .cyclePriority:
            let priority = todos[0].priority.next
            return performSaying(.updatingAll(todos.map(\.id), TodoPatch(priority: .some(priority))), TodoStepWords.setPriority(many),
                               priority.map { "Set the priority of \(many) to \($0.rawValue)" } ?? "Cleared the priority of \(many)")
        case .due(let text):
            // As for one to-do: the time typed is kept, and a date without one clears the time.
            let due: DueMoment?
            do {
                due = try DueDateParser.parseMoment(text, today: today)
            } catch {
                return .rejected(error.description)
            }
            return performSaying(.updatingAll(todos.map(\.id), TodoPatch(due: .some(due?.day), dueTime: .some(due?.time))),
                                 TodoStepWords.setDue(many),
                                 due.map { "Set \(many) due \(DueText(today: today).describeWithDate($0.day, time: $0.time))" }
                                     ?? "Cleared the due date of \(many)")
        case .tags(let text):
            switch TagChange.parse(text) {
            case .failure(let problem): return .rejected(problem.description)
            case .success(let tags):
                return performSaying(.retagging(todos, tags), TodoStepWords.retag(many), "Tagged \(many) \(tags.description)")
            }
        case .project(let text):
            let project = TodoProject.normalized(text)
            return performSaying(.updatingAll(todos.map(\.id), TodoPatch(project: .some(project))), TodoStepWords.setProject(many),
                                 project.map { "Moved \(many) to the project \($0)" } ?? "Took \(many) out of their project")
        case .archive:
            let done = store.document.archivableIDs(among: todos.map(\.id))
            guard !done.isEmpty else { return .rejected("None of the marked to-dos is done: only done ones are archived.") }
            let left = todos.count(where: { !done.contains($0.id) })
            return performSaying(.setArchived(done, true), TodoStepWords.archive(TodoStepWords.count(done.count)),
                               "Archived \(TodoStepWords.count(done.count))" + (left > 0 ? " (\(left) not done, or with open subtasks, stay)" : ""))
        case .move(by: let offset):
            let moves = store.document.moves(of: wanted, by: offset, among: groups)
            guard !moves.isEmpty else { return nil }
            return performSaying(.batch(moves), TodoStepWords.move(many), "Moved \(many) \(offset > 0 ? "down" : "up")")
        }
    }
}
