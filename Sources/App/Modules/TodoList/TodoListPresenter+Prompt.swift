import Entities
import Settings
import Terminal

/// The line editor the list has open, and what it is for.
enum TodoListPrompt: Hashable {
    case add(LineEditor)
    case rename(Todo.ID, LineEditor)
    case due(Todo.ID, LineEditor)
    /// The repeat rule (`TodoListPrompt+Repeat.swift`).
    case every(Todo.ID, LineEditor)
    case search(LineEditor)
    /// A due date, tags or a project for several to-dos at once (the marked ones).
    case many(ManyField, [Todo.ID], LineEditor)

    enum ManyField: Hashable { case due, tags, project }

    var editor: LineEditor {
        get {
            switch self {
            case .add(let editor), .rename(_, let editor), .due(_, let editor), .every(_, let editor), .search(let editor),
                 .many(_, _, let editor): editor
            }
        }
        set {
            switch self {
            case .add: self = .add(newValue)
            case .rename(let id, _): self = .rename(id, newValue)
            case .due(let id, _): self = .due(id, newValue)
            case .every(let id, _): self = .every(id, newValue)
            case .search: self = .search(newValue)
            case .many(let field, let ids, _): self = .many(field, ids, newValue)
            }
        }
    }

    func model(keymap: Keymap) -> Prompt {
        let labels = switch self {
        case .add: ["New to-do:"]
        case .rename: ["Title:"]
        case .due: ["Due (fri 17:00, +3d, dec 25; empty clears):", "Due (fri, +3d; empty clears):", "Due:"]
        case .every: Self.repeatLabels
        case .search: ["Search:"]
        case .many(.due, let ids, _): ["Due for \(ids.count) to-do\(ids.count == 1 ? "" : "s") (fri, +3d, YYYY-MM-DD; empty clears):", "Due:"]
        case .many(.project, let ids, _): ["Project for \(ids.count) to-do\(ids.count == 1 ? "" : "s") (work.reports; empty clears):", "Project:"]
        case .many(.tags, let ids, _): ["Tags for \(ids.count) to-do\(ids.count == 1 ? "" : "s") (home adds, -home removes):", "Tags:"]
        }
        return Prompt(labels: labels, editor: editor, hints: keymap.hints(for: .lineEditor))
    }
}

extension TodoListPrompt {
    /// Submits a title or a due date, the same from the list and the details: whether the editor
    /// closes (the due date's stays open until the date is accepted), and a refusal to show.
    @MainActor func submitEdit(_ text: String, to editing: any TodoRowEditing, keys: KeyNames) -> (closes: Bool, refusal: StatusMessage?) {
        switch self {
        case .rename(let id, _):
            guard !text.isEmpty else {
                return (false, StatusMessage("A to-do needs a title (\(keys(.cancel, .lineEditor)) keeps the old one).", isError: true))
            }
            editing.rename(id, from: text)
            return (true, nil)
        case .due(let id, _):
            editing.setDue(id, from: text)
            return (false, nil)
        case .every(let id, _):
            editing.setRecurrence(id, from: text)
            return (false, nil)
        case .add, .search, .many:
            return (true, nil)
        }
    }
}

extension TodoListPresenter {
    func handlePromptKey(_ key: Key) {
        guard var open = state.prompt else { return }
        let outcome = open.editor.apply(key, keymap: keymap)
        switch outcome {
        case .edited:
            state.prompt = open
            if case .search(let editor) = open { change { $0.search = editor.text } }
        case .ignored:
            break
        case .cancelled:
            state.prompt = nil
            if case .search = open { change { $0.search = "" } }
        case .submitted(let text):
            submit(open, text: text.trimmed)
        }
    }

    private func submit(_ open: TodoListPrompt, text: String) {
        state.message = nil
        switch open {
        case .add:
            // Stays open until the to-do is added: a line quick add cannot read is kept to mend.
            if text.isEmpty { state.prompt = nil } else { interactor.addTodo(from: text) }
        case .many(let field, let ids, _):
            interactor.editMany(ids, field == .due ? .due(text) : field == .tags ? .tags(text) : .project(text))
        default:
            let (closes, refusal) = open.submitEdit(text, to: interactor, keys: keymap.names)
            if closes { state.prompt = nil }
            state.message = refusal ?? state.message
        }
    }
}

// MARK: Interactor → Presenter

extension TodoListPresenter: TodoListInteractorToPresenter {
    func todosDidChange(_ content: TodoListContent) {
        take(content)
        followSelection()
    }

    func editDidFinish(_ change: TodoChange, saveFailure: String?) {
        switch change {
        case .added(let todo), .moved(let todo), .renamed(let todo), .retagged(let todo):
            if case .added = change, case .add = state.prompt { state.prompt = nil }
            if let index = state.row(of: todo.id) { state.list.select(index) }
        case .undone(_, let id), .redone(_, let id):
            if let index = state.row(of: id) { state.list.select(index) }
        case .rescheduled, .repeatSet:
            if state.prompt?.isClosed(by: change) == true { state.prompt = nil }
        case .many:
            if case .many = state.prompt { state.prompt = nil }
        default:
            break
        }
        // A failed save is the sentence left on screen: the edit waits in memory.
        let said = TodoRowActions.said(change, saveFailure: saveFailure, today: today(), keys: keymap.names)
        state.message = saveFailure == nil ? hiddenNotice(for: change) ?? said : said
        followSelection()
    }

    /// A to-do just added that the search or filter hides: said, so it does not seem lost. The
    /// search is kept (clearing it would throw away what the user was looking at).
    private func hiddenNotice(for change: TodoChange) -> StatusMessage? {
        guard case .added(let todo) = change, state.row(of: todo.id) == nil else { return nil }
        let keys = keymap.names
        let by = state.query.filter == .done || state.query.filter == .archived || state.query.search.isEmpty
            ? "the filter (\(state.query.filter.rawValue); \(keys(.cycleFilter, .todoList)) changes it)"
            : "the search \(keys(.search, .todoList))\(state.query.search) (\(keys(.clearSearch, .todoList)) clears it)"
        return StatusMessage("Added “\(todo.title)” — hidden by \(by).")
    }

    func editWasRejected(_ sentence: String) {
        state.message = StatusMessage(sentence, isError: true)
    }

    func saveDidFail(_ sentence: String) {
        state.message = StatusMessage(sentence, isError: true)
    }

    func todosWillChange() {
        state.selectedBeforeChange = state.selectedTodo?.id
    }

    /// New content, keeping the selected to-do selected where it still shows.
    private func take(_ content: TodoListContent) {
        let selectedID = state.selectedBeforeChange ?? state.selectedTodo?.id
        state.selectedBeforeChange = nil
        state.content = content
        if let notice = content.liftedNotice { state.message = StatusMessage(notice) }
        if !state.marks.isEmpty {
            let shown = state.shownIDs
            state.marks.keep(onlyShown: shown)
        }
        state.list.setCount(content.rows.count)
        if let selectedID, let index = state.row(of: selectedID) { state.list.select(index) }
    }
}
