import Entities
import Foundation

extension TodoQuery {
    /// The to-dos this query shows, in its order.
    public func apply(to todos: [Todo]) -> [Todo] {
        let words = searchWords
        guard words.isEmpty else { return sorted(todos.filter { matches($0, words: words) }) }
        // Without a search, counting first is cheap: when every to-do shows (all of them, none
        // archived) the list itself is the answer, shared rather than copied, and otherwise the
        // copy is made at its size. Copying 100,000 to-dos and regrowing the copy, as `filter`
        // does, was a seventh of the first frame.
        let count = todos.count(where: passesFilter)
        guard count < todos.count else { return sorted(todos) }
        var matching: [Todo] = []
        matching.reserveCapacity(count)
        for todo in todos where passesFilter(todo) { matching.append(todo) }
        return sorted(matching)
    }

    func passesFilter(_ todo: Todo) -> Bool {
        switch filter {
        case .all: !todo.archived && !(todo.done && hidesDoneCompletedBefore.map { (todo.completed ?? .distantFuture) < $0 } == true)
        case .open: !todo.archived && !todo.done
        case .done: !todo.archived && todo.done
        case .archived: todo.archived
        }
    }

    private func sorted(_ todos: [Todo]) -> [Todo] {
        // The manual order needs no copy; at 100,000 to-dos the copy showed on every start.
        if sort == .manual { return todos }
        return Array(todos.enumerated()).sorted { lhs, rhs in
            comesFirst(lhs.element, rhs.element) ?? (lhs.offset < rhs.offset)
        }.map(\.element)
    }

    /// Whether `lhs` comes before `rhs` in this sort; nil for a tie (the manual order decides).
    func comesFirst(_ lhs: Todo, _ rhs: Todo) -> Bool? {
        switch sort {
        case .manual:
            return nil
        case .due:
            switch (lhs.due, rhs.due) {
            // On the same day a time comes first: a date-only due is due by the end of the day.
            case let (left?, right?): return left != right ? left < right : Self.timeFirst(lhs.dueTime, rhs.dueTime)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return nil
            }
        case .priority:
            let left = lhs.priority.map { Priority.allCases.firstIndex(of: $0)! + 1 } ?? 0
            let right = rhs.priority.map { Priority.allCases.firstIndex(of: $0)! + 1 } ?? 0
            return left == right ? nil : left > right
        case .created:
            return lhs.created == rhs.created ? nil : lhs.created > rhs.created
        case .project:
            switch (lhs.project, rhs.project) {
            case let (left?, right?): return left == right ? nil : left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return nil
            }
        }
    }

    /// The search's words, folded and read as `TodoSearchTerm`s, for `matches(_:words:)`.
    var searchWords: [TodoSearchTerm] {
        let words = search.split(whereSeparator: \.isWhitespace).map(String.init)
        let expanded = (try? TodoSavedViews.expand(words, views: views, strict: false)) ?? words
        return expanded.map { word in
            (try? TodoSearchTerm.parse(word, today: today, strict: false)) ?? .text(Self.fold(word))
        }
    }

    /// Passes the filter (or the search's `status:` words instead) and has every word.
    func matches(_ todo: Todo, words: [TodoSearchTerm]) -> Bool {
        // Without words, no closure captures the to-do: that capture copied each of 100,000 on every edit.
        guard !words.isEmpty else { return passesFilter(todo) }
        return TodoSearchTerm.all(words, match: todo, byDefault: passesFilter(todo))
    }

    /// Times in order, then no time (due by the end of the day); nil for a tie.
    private static func timeFirst(_ lhs: TimeOfDay?, _ rhs: TimeOfDay?) -> Bool? {
        switch (lhs, rhs) {
        case let (early?, late?): early == late ? nil : early < late
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): nil
        }
    }

    /// Lower case without accents: "Crème" and "creme" match.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}

extension TodoCounts {
    private static func isPast(_ time: TimeOfDay?, now: TimeOfDay?) -> Bool {
        guard let time, let now else { return false }
        return time < now
    }

    /// Counts the to-dos that are not archived; overdue ones are open and due before `today`, or
    /// today at a time before `now` when `now` is given.
    public init(_ todos: [Todo], today: CalendarDay, now: TimeOfDay? = nil) {
        self.init()
        // Read in place: a `for todo in todos` copied (retained) each to-do.
        todos.withUnsafeBufferPointer { todos in
            for position in todos.indices { tally(todos[position], by: 1, today: today, now: now) }
        }
    }

    /// The counts after `change`, made to the list these counts were made of on the same day and minute.
    public mutating func patch(_ todos: [Todo], after change: TodoFieldsChange, today: CalendarDay, now: TimeOfDay?) {
        for changed in change.changed {
            tally(changed.before, by: -1, today: today, now: now)
            tally(todos[changed.position], by: 1, today: today, now: now)
        }
    }

    @inline(__always)
    private mutating func tally(_ todo: borrowing Todo, by step: Int, today: CalendarDay, now: TimeOfDay?) {
        guard !todo.archived else { return }
        if todo.done {
            done += step
        } else {
            open += step
            if let due = todo.due, due < today || (due == today && Self.isPast(todo.dueTime, now: now)) { overdue += step }
        }
    }
}
