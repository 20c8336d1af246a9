import Entities
import Todos

/// The quick-add syntax of `adder todo add -`, one line a to-do: `Pay rent !!! due:fri #home`,
/// read by the same `QuickAdd` parser as the add line and `adder todo add`'s words.
enum TodoQuickAdd {
    /// The draft a line describes, or the sentence saying what is wrong with it.
    static func draft(from line: String, today: CalendarDay) -> Result<TodoDraft, QuickAddProblem> {
        do {
            return .success(try QuickAdd.parse(line, today: today).draft)
        } catch {
            return .failure(QuickAddProblem(error.description))
        }
    }
}

/// Why a quick-add line is not a to-do: one sentence.
struct QuickAddProblem: Error {
    let sentence: String
    init(_ sentence: String) { self.sentence = sentence }
}
