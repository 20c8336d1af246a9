import Entities
import TOMLKit

/// `[todos]`: the list's start view, pinned, and how long done to-dos stay in the default view.
public struct TodoViewConfig: Equatable, Sendable {
    /// The filter the list starts with every time; nil: the one last used (remembered).
    public var filter: TodoFilter?
    /// The sort the list starts with every time; nil: the one last used (remembered).
    public var sort: TodoSort?
    /// Done to-dos completed more than this many days ago are left out of the default view
    /// (all), as if archived (`A`); nil: all of them show.
    public var hideDoneAfterDays: Int?
    /// `[todos.sync]`: the CalDAV sync's server and calendar.
    public var sync = TodoSyncConfig()

    public init() {}

    static let daysRange = 0...36_500

    /// The commented lines `adder config --default` prints (all defaults are "not set").
    static let template = [
        "[todos]",
        "# The view the list opens with, every time; without them it opens as you left it.",
        "# filter = \"all\"      # all, open, done or archived",
        "# sort = \"manual\"     # manual, due, priority, created or project",
        "# Leave done to-dos completed more than this many days ago out of the default view,",
        "# as A (archive) would, without archiving them; 0 or unset shows them all.",
        "# hide-done-after-days = 7",
        "",
    ]
}

extension ConfigParser {
    mutating func readTodos(_ table: TOMLTable) -> TodoViewConfig {
        var todos = TodoViewConfig()
        for key in table.keys {
            let value = table[key]!
            let path = ["todos", key]
            switch key {
            case "filter": todos.filter = word(value, at: path, TodoFilter.init(rawValue:), TodoFilter.allCases.map(\.rawValue))
            case "sort": todos.sort = word(value, at: path, TodoSort.init(rawValue:), TodoSort.allCases.map(\.rawValue))
            case "hide-done-after-days":
                if let days = integer(value, at: path, in: TodoViewConfig.daysRange, unit: "days") { todos.hideDoneAfterDays = days == 0 ? nil : days }
            case "sync": if let syncTable = self.table(value, at: path) { todos.sync = readTodoSync(syncTable) }
            default:
                report(at: path, "unknown setting “\(key)” in [todos] (the settings are filter, sort, hide-done-after-days and [todos.sync])")
            }
        }
        return todos
    }

    /// One of `words`, read by `make`; else a problem naming them.
    private mutating func word<T>(_ value: any TOMLValueConvertible, at path: [String], _ make: (String) -> T?, _ words: [String]) -> T? {
        guard let text = string(value, at: path) else { return nil }
        guard let made = make(text) else {
            let choices = words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
            report(at: path, "\(Self.name(path)) must be \(choices), not “\(text)”")
            return nil
        }
        return made
    }
}
