import Entities
import Todos

extension TodoArgument {
    /// A due date and optional time as `DueDateParser.parseMoment` reads them; nil for empty text.
    public static func dueMoment(_ text: String, today: CalendarDay) throws -> DueMoment? {
        do {
            return try DueDateParser.parseMoment(text, today: today)
        } catch {
            throw CommandFailure("--due \(error.description)", status: 2)
        }
    }

    /// A repeat rule as `RecurrenceParser` reads it; nil for empty text (no rule).
    public static func recurrence(_ text: String) throws -> Recurrence? {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        do {
            return try RecurrenceParser.parse(text)
        } catch {
            throw CommandFailure("--every \(error.description)", status: 2)
        }
    }

    /// What quick add understood besides the title, for stderr: "Understood: due Fri 2026-01-09, #home."
    public static func understoodLine(_ draft: TodoDraft) -> String? {
        let parts = QuickAdd.understood(draft)
        return parts.isEmpty ? nil : "Understood: \(parts.joined(separator: ", "))."
    }
}
