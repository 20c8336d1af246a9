import Entities
import TOMLKit
import Todos

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
    /// `[todos.views]`: saved filters by name, each already checked; `view:NAME` in a filter uses one.
    public var views: [String: String] = [:]

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
        "# Saved views: view:NAME in the / search or `adder todo list` stands for these filter words.",
        "# [todos.views]",
        "# work = \"project:work -someday due.before:eow\"",
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
            case "views": if let viewsTable = self.table(value, at: path) { todos.views = readViews(viewsTable) }
            default:
                report(at: path, "unknown setting “\(key)” in [todos] (the settings are filter, sort, hide-done-after-days, [todos.sync] and [todos.views])")
            }
        }
        return todos
    }

    /// `[todos.views]`: `NAME = "filter words"`. A view whose words cannot be read (or that names
    /// an unknown view, or itself) is a problem and is left out; the others still apply.
    private mutating func readViews(_ table: TOMLTable) -> [String: String] {
        var texts: [String: String] = [:]
        for name in table.keys {
            guard let text = string(table[name]!, at: ["todos", "views", name]) else { continue }
            texts[name.lowercased()] = text
        }
        var views: [String: String] = [:]
        // Any day reads the dates' syntax; which day matters only when the view is used.
        let someDay = CalendarDay(year: 2026, month: 1, day: 1)
        for name in table.keys where texts[name.lowercased()] != nil {
            if let problem = TodoSavedViews.problem(in: texts[name.lowercased()]!, views: texts, today: someDay) {
                let reason = problem.hasSuffix(".") ? String(problem.dropLast()) : problem
                report(at: ["todos", "views", name], "the view “\(name)” cannot be used: \(reason)")
            } else {
                views[name.lowercased()] = texts[name.lowercased()]
            }
        }
        return views
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
