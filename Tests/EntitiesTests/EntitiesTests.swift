import Entities
import Foundation
import Testing

@Suite("Calendar days")
struct CalendarDayTests {
    @Test("YYYY-MM-DD reads and writes back", arguments: ["2026-01-02", "1999-12-31", "0042-07-04"])
    func roundTrip(text: String) throws {
        #expect(try #require(CalendarDay(text)).description == text)
    }

    @Test("anything else is not a day", arguments: ["2026-1-02", "2026-13-01", "2026-01-32", "2026/01/02", "", "tomorrow"])
    func rejected(text: String) {
        #expect(CalendarDay(text) == nil)
    }

    @Test("days order by year, then month, then day")
    func ordering() {
        let days = ["2026-01-10", "2025-12-31", "2026-01-02"].compactMap(CalendarDay.init)
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-02", "2026-01-10"])
    }

    @Test("a due date is a JSON string, and a malformed one is a decoding error")
    func coding() throws {
        let data = try JSONEncoder().encode([CalendarDay(year: 2026, month: 3, day: 4)])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-03-04"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data(#"["next week"]"#.utf8)) }
    }
}

@Suite("To-dos as stored")
struct TodoTests {
    @Test("a hand-written to-do may leave out everything but id, title and created")
    func defaults() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let json = #"{"id": 7, "title": "Buy milk", "created": "2026-01-02T09:00:00Z"}"#
        let todo = try decoder.decode(Todo.self, from: Data(json.utf8))
        #expect(todo == Todo(id: 7, title: "Buy milk", created: Date(timeIntervalSince1970: 1_767_344_400)))
        #expect(todo.notes == "" && !todo.done && todo.tags.isEmpty && !todo.archived && todo.priority == nil)
    }

    @Test("a to-do without a title is refused")
    func titleRequired() {
        let json = #"{"id": 7, "created": "2026-01-02T09:00:00Z"}"#
        #expect(throws: DecodingError.self) {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            _ = try decoder.decode(Todo.self, from: Data(json.utf8))
        }
    }

    @Test("priorities order low < medium < high")
    func priorities() {
        #expect(Priority.allCases.sorted() == [.low, .medium, .high])
        #expect(Priority.high > .low)
    }

    @Test("a new document is version 3 and gives id 1 first")
    func document() {
        let document = TodoDocument()
        #expect(document.version == TodoDocument.currentVersion)
        #expect(document.version == 3)
        #expect(document.nextID == 1)
    }
}
