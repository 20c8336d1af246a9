import Entities
import Foundation

/// Writes to-dos as todo.txt lines, the way todo.txt-cli reads them:
/// `[x COMPLETED ][(A) ]CREATED title +project +tags due:DATE rec:… id:… p:… pri:A`.
///
/// high, medium and low are (A), (B) and (C); a done to-do keeps its priority as `pri:`, since
/// todo.txt drops the (A) of done tasks. Tags not already in the title as +tag or @tag are added as
/// +tag. todo.txt has no notes and no due times: both are counted in `dropped`. Titles lose
/// controls and bidi overrides (`InteropText.clean`), so the file is inert on a terminal too.
enum TodoTxtWriter {
    static func write(_ entries: [ExportEntry], timeZone: TimeZone, dropped: inout Tally) -> Data {
        Data(entries.map { line(for: $0, timeZone: timeZone, dropped: &dropped) + "\n" }.joined().utf8)
    }

    static func line(for entry: ExportEntry, timeZone: TimeZone, dropped: inout Tally) -> String {
        let todo = entry.todo
        var words: [String] = []
        let letter = todo.priority.map { ["high": "A", "medium": "B", "low": "C"][$0.rawValue]! }
        if todo.done {
            words.append("x")
            if let completed = todo.completed { words.append(InteropDates.wallClock(of: completed, in: timeZone).day.description) }
        } else if let letter {
            words.append("(\(letter))")
        }
        words.append(InteropDates.wallClock(of: todo.created, in: timeZone).day.description)
        // A todo.txt line is one line: line breaks in a title become spaces, controls go.
        let title = InteropText.clean(todo.title, dropped: &dropped)
        words.append(title)
        let titleWords = title.split(separator: " ").filter { $0.count > 1 && ($0.first == "+" || $0.first == "@") }
        let titleTags = Set(titleWords.compactMap { InteropText.tag(String($0.dropFirst())) })
        // The project first of the +words, as the reader takes the first for the project; spaces are not in a word.
        if let project = todo.project?.replacingOccurrences(of: " ", with: "-"), titleWords.first.map({ String($0) }) != "+" + project {
            words.append("+" + project)
        }
        words += todo.tags.filter { !titleTags.contains($0) }.map { "+" + $0 }
        if let due = todo.due { words.append("due:\(due)") }
        if todo.dueTime != nil { dropped.add("due times (todo.txt's due: holds a date)") }
        if let recurrence = todo.recurrence { words.append("rec:" + RecurrenceMapping.todoTxt(recurrence, dropped: &dropped)) }
        if entry.foreignID.hasPrefix("id:"), entry.hasSubtasks || !entry.foreignID.hasPrefix("id:adder-") {
            words.append(entry.foreignID)
        }
        if let parent = entry.parentForeignID {
            words.append("p:" + (parent.hasPrefix("id:") ? String(parent.dropFirst(3)) : parent))
        }
        if todo.done, let letter { words.append("pri:\(letter)") }
        if !todo.notes.isEmpty { dropped.add("notes (todo.txt has none)") }
        if todo.archived { dropped.add("archived marks (todo.txt keeps done tasks in done.txt)") }
        return words.joined(separator: " ")
    }
}
