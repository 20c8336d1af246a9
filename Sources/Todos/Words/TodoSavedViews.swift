import Entities

/// Saved views: `view:NAME` in a filter (the `/` search, `adder todo list`, another view) stands
/// for the words saved under NAME in config.toml's `[todos.views]`, as taskwarrior's reports and
/// contexts name a filter.
public enum TodoSavedViews {
    /// `words` with each `view:NAME` replaced by that view's words (views may name views). When
    /// `strict` (the command line, config.toml's check) an unknown view or a view that names
    /// itself throws one sentence; otherwise (the `/` search, read at each keystroke) the word
    /// stays as typed, and a view met again inside itself is left out.
    public static func expand(_ words: [String], views: [String: String], strict: Bool) throws(TodoSearchTerm.Problem) -> [String] {
        try expand(words, views: views, strict: strict, within: [])
    }

    private static func expand(_ words: [String], views: [String: String], strict: Bool,
                               within: [String]) throws(TodoSearchTerm.Problem) -> [String] {
        var expanded: [String] = []
        for word in words {
            guard let name = viewName(word) else {
                expanded.append(word)
                continue
            }
            guard let saved = views[name] else {
                if strict { throw unknown(word, name: name, views: views) }
                expanded.append(word)
                continue
            }
            if within.contains(name) {
                if strict {
                    let path = (within + [name]).joined(separator: " → ")
                    throw TodoSearchTerm.Problem(description: "\(word): the view names itself (\(path)).")
                }
                continue
            }
            let inner = saved.split(whereSeparator: \.isWhitespace).map(String.init)
            expanded += try expand(inner, views: views, strict: strict, within: within + [name])
        }
        return expanded
    }

    /// NAME, when `word` is `view:NAME` (any case).
    public static func viewName(_ word: String) -> String? {
        guard word.lowercased().hasPrefix("view:") else { return nil }
        return String(word.dropFirst("view:".count)).lowercased()
    }

    private static func unknown(_ word: String, name: String, views: [String: String]) -> TodoSearchTerm.Problem {
        let known = views.keys.sorted()
        let list = known.isEmpty ? "there are none: add them under [todos.views] in config.toml"
            : "the views are \(known.joined(separator: ", ")), from [todos.views] in config.toml"
        return TodoSearchTerm.Problem(description: "\(word): no saved view is called “\(name)” (\(list)).")
    }

    /// Why a saved view's words cannot be read, or nil when they can: every filter word read as
    /// the command line reads it (`today` only for the dates' syntax), every view it names known.
    public static func problem(in words: String, views: [String: String], today: CalendarDay) -> String? {
        do throws(TodoSearchTerm.Problem) {
            let expanded = try expand(words.split(whereSeparator: \.isWhitespace).map(String.init), views: views, strict: true)
            for word in expanded { _ = try TodoSearchTerm.parse(word, today: today, strict: true) }
            return nil
        } catch {
            return error.description
        }
    }
}
