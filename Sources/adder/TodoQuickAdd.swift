import Entities
import Todos

/// The quick-add syntax of `adder todo add -`, one line a to-do: `Pay rent !!! due:fri #home`.
///
/// THE ONE CALL SITE TO SWITCH: the sibling branch todo-dates writes the shared quick-add parser
/// in Sources/Todos; until it lands, this reads the words with `TitleParser` and `DueDateParser`:
/// `!`, `!!`, `!!!` (low, medium, high), `due:WHEN` (one word, as `--due` reads it), `every:RULE`
/// (the repeat's words with `-` for spaces: `every:day`, `every:2-weeks`, `every:mon,thu`) and `#tag`.
enum TodoQuickAdd {
    /// The draft a line describes, or the sentence saying what is wrong with it.
    static func draft(from line: String, today: CalendarDay) -> Result<TodoDraft, QuickAddProblem> {
        var priority: Priority?
        var due: CalendarDay?
        var recurrence: Recurrence?
        var words: [Substring] = []
        for word in line.split(whereSeparator: \.isWhitespace) {
            switch word {
            case "!": priority = .low
            case "!!": priority = .medium
            case "!!!": priority = .high
            case _ where word.lowercased().hasPrefix("due:"):
                do {
                    due = try DueDateParser.parse(String(word.dropFirst(4)), today: today)
                } catch {
                    return .failure(QuickAddProblem(error.description))
                }
            case _ where word.lowercased().hasPrefix("every:"):
                let rule = "every " + word.dropFirst(6).replacingOccurrences(of: "-", with: " ")
                guard let parsed = Recurrence(rule) else {
                    return .failure(QuickAddProblem("“\(word)” is not a repeat: use every:day, every:2-weeks, every:mon,thu or every:month."))
                }
                recurrence = parsed
            default: words.append(word)
            }
        }
        let (title, tags) = TitleParser.parse(words.joined(separator: " "))
        if let problem = TitleParser.problem(withTitle: title) { return .failure(QuickAddProblem(problem)) }
        return .success(TodoDraft(title: title, priority: priority, due: due, tags: tags, recurrence: recurrence))
    }
}

/// Why a quick-add line is not a to-do: one sentence.
struct QuickAddProblem: Error {
    let sentence: String
    init(_ sentence: String) { self.sentence = sentence }
}
