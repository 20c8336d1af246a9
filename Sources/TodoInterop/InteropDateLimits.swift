import Basics
import Entities
import Foundation

/// The dates another tool's file may hold that Adder cannot keep (`DateLimits`): a reader refuses
/// the file with one sentence naming the line, rather than import what todos.json could not hold.
enum InteropDateLimits {
    enum Field: String {
        case created = "creation date", completed = "completion date", due = "due date"
    }

    /// Throws when a date of `todo` is outside `DateLimits`; `line` says where each field was read.
    static func check(_ todo: ForeignTodo, timeZone: TimeZone, file: String,
                      line: (Field) -> Int? = { _ in nil }) throws(InteropError) {
        for (field, instant) in [(Field.created, todo.created), (.completed, todo.completed)] {
            guard let instant, !DateLimits.contains(instant) else { continue }
            throw refusal(field, LocalTime.split(instant, in: timeZone).day, file: file, line: line(field) ?? todo.line)
        }
        if let due = todo.due, !DateLimits.contains(due) {
            throw refusal(.due, due, file: file, line: line(.due) ?? todo.line)
        }
    }

    private static func refusal(_ field: Field, _ day: CalendarDay, file: String, line: Int) -> InteropError {
        InteropError(file: file, line: line, "has a \(field.rawValue) (\(text(day))) outside the dates Adder keeps (\(DateLimits.rangeText))")
    }

    /// `YYYY-MM-DD`, with a sign for years before 1 (`CalendarDay.description` pads only four digits).
    static func text(_ day: CalendarDay) -> String {
        guard day.year < 0 else { return day.description }
        return "-" + CalendarDay(year: -day.year, month: day.month, day: day.day).description
    }
}
