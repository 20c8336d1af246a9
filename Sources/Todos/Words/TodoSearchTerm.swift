import Entities
import Foundation

/// One word of a to-do search: the `/` search and `adder todo list`'s filter words read the same
/// grammar, taskwarrior's words where it has them. All words must match.
///
/// - `project:work` (`pro:`, `proj:`): the project and the ones under it; `project:` none;
/// - `+tag` has the tag, `-tag` has not; `#ta` a tag beginning so (as before);
/// - `due:today`, `due.before:WHEN`, `due.after:WHEN` (WHEN as `DueDateParser` reads it; before
///   `eow`, `eom`, `eoy` includes that last day, as taskwarrior's end of week does); `due:none`;
/// - `pri:H` (`priority:`; H M L or high medium low; `pri:none`);
/// - `status:pending` (or open), `status:done` (completed), `status:archived`: replaces the view's filter;
/// - any other word: in the title, notes or tags, case- and accent-insensitively.
public enum TodoSearchTerm: Hashable, Sendable {
    case text(String)
    case tagPrefix(String)
    case hasTag(String)
    case lacksTag(String)
    case project(String?)
    case dueOn(CalendarDay?)
    case dueBefore(CalendarDay, inclusive: Bool)
    case dueAfter(CalendarDay)
    case priority(Priority?)
    case status(TodoFilter)

    /// A filter word that says what it wants but cannot be read: one sentence for the user.
    public struct Problem: Error, Hashable, CustomStringConvertible {
        public let description: String
    }

    /// The term `word` is (matched case- and accent-insensitively); a filter word whose value cannot
    /// be read throws when `strict` (the command line), and is searched as text otherwise (the `/`
    /// search, which reads each keystroke).
    public static func parse(_ word: String, today: CalendarDay?, strict: Bool) throws(Problem) -> TodoSearchTerm {
        let typed = word, word = TodoQuery.fold(word)
        do throws(Problem) {
            if let term = try filterTerm(word, typed: typed, today: today) { return term }
        } catch {
            if strict { throw error }
        }
        if word.hasPrefix("#"), word.count > 1 { return .tagPrefix(String(word.dropFirst())) }
        return .text(word)
    }

    /// `word` folded; `typed` as typed, for the sentence.
    private static func filterTerm(_ word: String, typed: String, today: CalendarDay?) throws(Problem) -> TodoSearchTerm? {
        if let sign = word.first, sign == "+" || sign == "-", word.dropFirst().contains(where: \.isLetter) {
            let tag = String(word.dropFirst())
            return sign == "+" ? .hasTag(tag) : .lacksTag(tag)
        }
        guard let colon = word.firstIndex(of: ":") else { return nil }
        let key = String(word[..<colon]), value = String(word[word.index(after: colon)...])
        switch key {
        case "project", "proj", "pro":
            return .project(TodoProject.normalized(value))
        case "pri", "priority":
            let levels: [String: Priority?] = ["h": .high, "high": .high, "m": .medium, "medium": .medium,
                                               "l": .low, "low": .low, "": nil, "none": nil]
            guard let level = levels[value] else { throw Problem(description: "\(typed): a priority is H, M, L or none.") }
            return .priority(level)
        case "status":
            let states: [String: TodoFilter] = ["pending": .open, "open": .open, "done": .done, "completed": .done,
                                                "archived": .archived]
            guard let state = states[value] else { throw Problem(description: "\(typed): a status is pending, done or archived.") }
            return .status(state)
        case "due", "due.before", "due.after":
            if key == "due", value.isEmpty || value == "none" { return .dueOn(nil) }
            guard let today else { throw Problem(description: "\(typed): no day to count from.") }
            let moment: DueMoment?
            do throws(DueDateError) {
                moment = try DueDateParser.parseMoment(value, today: today)
            } catch {
                throw Problem(description: "\(typed): \(error.description)")
            }
            guard let day = moment?.day else { throw Problem(description: "\(typed): give a day, such as \(key):fri.") }
            switch key {
            case "due": return .dueOn(day)
            case "due.before": return .dueBefore(day, inclusive: ["eow", "eom", "eoy"].contains(value))
            default: return .dueAfter(day)
            }
        default:
            return nil
        }
    }

    /// Whether `todo` has what this word asks for; `.status` is the caller's (it replaces the view's filter).
    func matches(_ todo: Todo) -> Bool {
        switch self {
        case .text(let word):
            TodoQuery.fold(todo.title).contains(word) || TodoQuery.fold(todo.notes).contains(word)
                || todo.tags.contains { TodoQuery.fold($0).contains(word) }
        case .tagPrefix(let tag): todo.tags.contains { TodoQuery.fold($0).hasPrefix(tag) }
        case .hasTag(let tag): todo.tags.contains { TodoQuery.fold($0) == tag }
        case .lacksTag(let tag): !todo.tags.contains { TodoQuery.fold($0) == tag }
        case .project(let project?): TodoProject.project(todo.project.map(TodoQuery.fold), isWithin: project)
        case .project(nil): todo.project == nil
        case .dueOn(let day): todo.due == day
        case .dueBefore(let day, let inclusive): todo.due.map { inclusive ? $0 <= day : $0 < day } ?? false
        case .dueAfter(let day): todo.due.map { $0 > day } ?? false
        case .priority(let priority): todo.priority == priority
        case .status: true
        }
    }

    /// Whether `todo` has every term; `byDefault` is the view's filter, which a `status:` term replaces.
    public static func all(_ terms: [TodoSearchTerm], match todo: Todo, byDefault: @autoclosure () -> Bool) -> Bool {
        (terms.contains(where: \.isStatus) || byDefault()) && terms.allSatisfy { $0.admits(todo) && $0.matches(todo) }
    }

    var isStatus: Bool {
        if case .status = self { true } else { false }
    }

    /// Whether `todo` is in the state this word names (for `.status` only).
    func admits(_ todo: Todo) -> Bool {
        guard case .status(let state) = self else { return true }
        switch state {
        case .open: return !todo.archived && !todo.done
        case .done: return !todo.archived && todo.done
        case .archived: return todo.archived
        case .all: return !todo.archived
        }
    }
}
