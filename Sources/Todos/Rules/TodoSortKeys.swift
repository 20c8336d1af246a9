import Entities
import Foundation

/// A sort of several keys, as `adder todo list --sort due,-priority` takes it: each key
/// ascending, a leading `-` descending (taskwarrior's `priority-`), later keys breaking the ties
/// of earlier ones, the manual order the last ones.
///
/// due ascending is soonest first (a time before the date-only dues of its day); to-dos without
/// a due come last either way. priority ascending is none, low, medium, high; created oldest first;
/// title A to Z, case- and accent-insensitively; project A to Z, so a project's to-dos come
/// together, each just after its parent project's, and those without one last either way.
public struct TodoSortKeys: Sendable {
    public enum Key: String, Sendable, CaseIterable { case due, priority, created, title, project }

    public let keys: [(key: Key, descending: Bool)]

    /// Reads `due,-priority`; an unknown key throws one sentence.
    public init(_ text: String) throws(TodoSearchTerm.Problem) {
        var keys: [(Key, Bool)] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !part.isEmpty {
            let descending = part.hasPrefix("-")
            let name = descending || part.hasPrefix("+") ? String(part.dropFirst()) : part
            guard let key = Key(rawValue: name) else {
                throw TodoSearchTerm.Problem(description: "--sort \(text): \(name) is not a sort key (due, priority, created, title, project; -due reverses).")
            }
            keys.append((key, descending))
        }
        self.keys = keys
    }

    /// `todos` in this order; ties keep the order they came in.
    public func sorted(_ todos: [Todo]) -> [Todo] {
        todos.enumerated().sorted { lhs, rhs in comesFirst(lhs.element, rhs.element) ?? (lhs.offset < rhs.offset) }.map(\.element)
    }

    private func comesFirst(_ lhs: Todo, _ rhs: Todo) -> Bool? {
        for (key, descending) in keys {
            if key == .due, (lhs.due == nil) != (rhs.due == nil) { return lhs.due != nil }  // undated last either way
            if key == .project, (lhs.project == nil) != (rhs.project == nil) { return lhs.project != nil }
            guard let ascending = Self.ascending(lhs, rhs, by: key) else { continue }
            return ascending != descending
        }
        return nil
    }

    /// Whether `lhs` comes first in ascending order; nil for a tie.
    private static func ascending(_ lhs: Todo, _ rhs: Todo, by key: Key) -> Bool? {
        switch key {
        case .due:
            guard let left = lhs.due, let right = rhs.due else { return nil }
            if left != right { return left < right }
            let times = (lhs.dueTime?.minutesSinceMidnight ?? Int.max, rhs.dueTime?.minutesSinceMidnight ?? Int.max)
            return times.0 == times.1 ? nil : times.0 < times.1
        case .priority:
            let rank = { (todo: Todo) in todo.priority.map { Priority.allCases.firstIndex(of: $0)! + 1 } ?? 0 }
            return rank(lhs) == rank(rhs) ? nil : rank(lhs) < rank(rhs)
        case .created:
            return lhs.created == rhs.created ? nil : lhs.created < rhs.created
        case .project:
            guard let left = lhs.project, let right = rhs.project, left != right else { return nil }
            return left < right
        case .title:
            let order = TodoQuery.fold(lhs.title).compare(TodoQuery.fold(rhs.title))
            return order == .orderedSame ? nil : order == .orderedAscending
        }
    }
}
