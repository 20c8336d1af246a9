import Entities
import Foundation
import Todos

/// What `adder todo edit` was asked to change, read before the list is opened.
public struct TodoChangeRequest {
    var patch = TodoPatch()
    /// #words of the new title: added to the to-do's tags.
    var titleTags: [String] = []
    var due: String?
    var parent: String?

    /// Reads the options; one that does not read is a failure (exit 2), as is giving none.
    public init(title: String?, due: String?, every: String?, priority: String?, tags: [String], project: String?,
                parent: String?) throws {
        guard title != nil || due != nil || every != nil || priority != nil || !tags.isEmpty || parent != nil || project != nil else {
            throw CommandFailure("Nothing to change: give --title, --due, --every, --priority, --tag, --project or --parent.", status: 2)
        }
        if let title {
            let parsed = TitleParser.parse(title)
            if let problem = TitleParser.problem(withTitle: parsed.title) { throw CommandFailure(problem, status: 2) }
            patch.title = parsed.title
            titleTags = parsed.tags
        }
        if let priority { patch.priority = .some(try TodoArgument.priority(priority, allowingNone: true)) }
        if !tags.isEmpty { patch.tags = try TodoArgument.tags(tags) }
        if let project { patch.project = .some(TodoProject.normalized(project)) }
        if let every { patch.recurrence = .some(try TodoArgument.recurrence(every)) }
        (self.due, self.parent) = (due, parent)
    }
}

extension TodoSession {
    /// Changes the to-do `id` as asked, in one step `todo undo` takes back whole.
    public func edit(_ id: Todo.ID, _ request: TodoChangeRequest) throws {
        var patch = request.patch
        if let due = request.due {
            let moment = try TodoArgument.dueMoment(due, today: today)
            patch.due = .some(moment?.day)
            patch.dueTime = .some(moment?.time)
        }
        try requireExisting([id])
        if !request.titleTags.isEmpty {
            var allTags = patch.tags ?? todo(id)?.tags ?? []
            for tag in request.titleTags where !allTags.contains(tag) { allTags.append(tag) }
            patch.tags = allTags
        }
        var edits = [TodoEdit.update(id, patch)]
        if let parent = request.parent { edits.insert(try parentEdit(parent, of: id), at: 0) }
        try apply(edits.count == 1 ? edits[0] : .batch(edits))
    }

    /// The move under the to-do `text` names (last among its subtasks), or to the top level for "".
    private func parentEdit(_ text: String, of id: Todo.ID) throws -> TodoEdit {
        guard !text.isEmpty else { return .update(id, TodoPatch(parent: .some(nil))) }
        let parentID = try TodoArgument.ids([text])[0]
        if let problem = store.document.parentProblem(of: id, under: parentID) {
            throw CommandFailure(problem + " Nothing was changed.", status: 1)
        }
        return store.document.indenting(id, under: parentID) ?? .update(id, TodoPatch(parent: .some(parentID)))
    }
}
