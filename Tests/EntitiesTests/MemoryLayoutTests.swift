import Entities
import Testing

/// The list holds every to-do, and a row per to-do shown, at once: 100,000 of them at the first
/// frame of the benchmark (BENCHMARKS.md). Schema 2's fields in the schema's order made a to-do
/// 200 bytes; these sizes keep a new field from quietly adding its padding to each one.
@Suite("Memory layout of the values held per to-do")
struct MemoryLayoutTests {
    @Test("a to-do takes at most 168 bytes in an array")
    func todoStride() {
        #expect(MemoryLayout<Todo>.stride <= 168)
    }

    @Test("an optional due time fits in 3 bytes, an optional rule in 28")
    func optionalFields() {
        #expect(MemoryLayout<TimeOfDay?>.size <= 3)
        #expect(MemoryLayout<Recurrence?>.size <= 28)
    }

    @Test("a tree row takes 20 bytes in an array")
    func treeRowStride() {
        #expect(MemoryLayout<TodoTreeRow>.stride <= 20)
    }

    @Test("the compact fields give back what they were given")
    func compactFieldsRoundTrip() throws {
        let time = try #require(TimeOfDay(hour: 23, minute: 59))
        #expect(time.hour == 23 && time.minute == 59 && time.description == "23:59")
        var row = TodoTreeRow(index: 99_999, depth: 3, isContext: true, subtasks: 4, doneSubtasks: 2)
        row.index = 2_000_000
        row.depth += 1
        #expect(row.index == 2_000_000 && row.depth == 4 && row.subtasks == 4 && row.doneSubtasks == 2 && row.isContext && !row.isFolded)
    }
}
