import Entities

extension TodoEdit {
    /// Marks `todo` done or not done, as `marking(_:done:)` does; completing an open repeating
    /// to-do also adds the next one (`Todo.nextOccurrence`), in the same edit, so one undo takes
    /// both back. Reopening it leaves the next one where it is.
    public static func marking(_ todo: Todo, done: Bool, today: CalendarDay) -> TodoEdit {
        guard done, !todo.done, let next = todo.nextOccurrence(completedOn: today) else { return marking(todo, done: done) }
        return .batch([marking(todo, done: true), .add(next)])
    }
}

extension Todo {
    /// The to-do that follows this repeating one when it is completed on `completedOn`: the same
    /// title, notes, priority, tags, project, rule, due time and parent, due on the rule's next day; nil
    /// when it does not repeat, or when that day is past the last Adder keeps (`DateLimits`).
    public func nextOccurrence(completedOn: CalendarDay) -> TodoDraft? {
        guard let recurrence else { return nil }
        let nextDue = recurrence.nextDue(after: due, completedOn: completedOn)
        guard nextDue <= DueDateParser.latest else { return nil }
        return TodoDraft(title: title, notes: notes, priority: priority, due: nextDue, tags: tags,
                         dueTime: due == nil ? nil : dueTime, recurrence: recurrence, parent: parent, project: project)
    }
}
