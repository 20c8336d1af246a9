import Foundation
@testable import Basics
@testable import Todos
import Testing

/// The hand-written reader of todos.json instants agrees with Foundation's ISO 8601 parser.
@Suite struct ISO8601InstantTests {
    @Test func agreesWithFoundationOnTheFormAdderWrites() throws {
        var random = SeededRandom(seed: 2026)
        for _ in 0..<2_000 {
            // Whole seconds from 1901 to 2099.
            let instant = Date(timeIntervalSince1970: Double(random.next(upTo: 6_250_000_000)) - 2_170_000_000)
            let text = instant.formatted(.iso8601)
            #expect(ISO8601Instant.parse(text) == instant, "\(text)")
            #expect(ISO8601Instant.parse(text) == (try Date(text, strategy: .iso8601)))
        }
    }

    @Test func readsLeapDaysAndTheEdgesOfTheDay() {
        #expect(ISO8601Instant.parse("2024-02-29T23:59:59Z") == Date(timeIntervalSince1970: 1_709_251_199))
        #expect(ISO8601Instant.parse("2000-02-29T00:00:00Z") == Date(timeIntervalSince1970: 951_782_400))
        #expect(ISO8601Instant.parse("1969-12-31T23:59:59Z") == Date(timeIntervalSince1970: -1))
        #expect(ISO8601Instant.parse("1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
    }

    @Test func otherFormsAreLeftToFoundation() throws {
        for text in ["2026-01-02T10:00:00+01:00", "2026-02-30T00:00:00Z", "2026-01-02T24:00:00Z", "2026-01-02 09:00:00Z",
                     "yesterday", "", "2026-01-02T09:00:00", "２026-01-02T09:00:00Z"] {
            #expect(ISO8601Instant.parse(text) == (try? Date(text, strategy: .iso8601)), "\(text)")
        }
        #expect(ISO8601Instant.parse("2026-01-02T10:00:00+01:00") == Date(timeIntervalSince1970: 1_767_344_400))
    }

    @Test func aBadInstantInAFileNamesTheFieldAndQuotesTheText() throws {
        let data = Data(#"{"version": 3, "nextID": 2, "todos": [{"id": 1, "title": "t", "created": "yesterday"}]}"#.utf8)
        let error = try #require(throws: TodoStoreError.self) { try TodoDocumentCoding.decode(data, path: "/x/todos.json") }
        #expect(error.description == #"/x/todos.json: todos[0].created: "yesterday" is not an ISO 8601 instant such as 2026-01-02T09:00:00Z; Adder left it untouched."#)
    }
}
