import Entities
import Foundation
import Basics
import Todos
import Testing
import TestSupport

/// The hand-written todos.json encoder (TodoDocumentWriter, through TodoDocumentCoding.encode).
@Suite struct TodoDocumentWriterTests {
    static let nastyStrings = [
        "",
        #"quote " backslash \ slash / both \" and \\"#,
        String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}",
        "\r\n is one character in Swift",
        "\u{2028}line separator, paragraph separator\u{2029}",
        "ends with a line separator\u{2028}",
        "near misses: \u{2027} \u{202A} € \u{20AC}",
        "emoji 😀 👩‍👩‍👧‍👦 🇫🇷 🏳️‍🌈",
        "CJK 買い物 牛乳 买牛奶 한국어",
        "combining e\u{301} a\u{308}\u{323} \u{1E0A}\u{323}",
        "byte order mark \u{FEFF} and NUL \u{0} inside",
    ]

    static func document(titles: [String], created: Date = Fixtures.now) -> TodoDocument {
        let todos = titles.enumerated().map { index, title in
            Todo(id: index + 1, title: title, notes: String(title.reversed()), done: index % 2 == 0,
                 created: created.addingTimeInterval(Double(index) * 3_601),
                 completed: index % 2 == 0 ? created.addingTimeInterval(86_400) : nil,
                 priority: [nil, .low, .medium, .high][index % 4],
                 due: index % 3 == 0 ? CalendarDay(year: 2026, month: 2, day: 1 + index) : nil,
                 tags: Array([title, "tag", ""].prefix(index % 4)), archived: index % 5 == 1)
        }
        return TodoDocument(nextID: titles.count + 7, todos: todos)
    }

    @Test func decodingTheOutputGivesBackTheSameDocument() throws {
        let document = Self.document(titles: Self.nastyStrings)
        let decoded = try TodoDocumentCoding.decode(TodoDocumentCoding.encode(document), path: "todos.json")
        #expect(decoded == document)
        #expect(decoded.todos.map(\.title) == Self.nastyStrings)
    }

    @Test func stringsAreEscapedSoTheTextHasNoRawControlCharactersOrLineSeparators() throws {
        let output = [UInt8](TodoDocumentCoding.encode(Self.document(titles: Self.nastyStrings)))
        #expect(!output.contains { $0 < 0x20 && $0 != 0x0A }, "only the layout's own newlines are raw")
        let rawSeparators = output.indices.dropLast(2).filter { index in
            output[index] == 0xE2 && output[index + 1] == 0x80 && [0xA8, 0xA9].contains(output[index + 2])
        }
        #expect(rawSeparators.isEmpty, "U+2028 and U+2029 are written as \\u2028 and \\u2029")
        let text = String(decoding: output, as: UTF8.self)
        for escape in [#"\u2028"#, #"\u2029"#, #"\u0000"#, #"\u001f"#, #"\b"#, #"\f"#, #"\t"#, #"\r\n"#, #"\""#, #"\\"#] {
            #expect(text.contains(escape), "\(escape) is missing")
        }
        #expect(text.contains("😀") && text.contains("買い物") && text.contains("e\u{301}"), "other characters stay as UTF-8")
    }

    /// Apart from `[]` for empty arrays, escaped U+2028/2029 and the final newline, the output
    /// is exactly JSONEncoder's, so files saved by earlier builds do not churn on the next save.
    @Test(arguments: 0..<40)
    func matchesJSONEncoderByteForByte(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7_919 &+ 17)
        let words = ["a", "Buy milk", "😀", "買い物", "\"q\"", "\\", "\t", "\u{1}", "e\u{301}", "/", "{}", ","]
        let titles = (0..<Int(random.next(upTo: 12))).map { _ in
            (0..<Int(random.next(upTo: 4))).map { _ in words[Int(random.next(upTo: UInt64(words.count)))] }.joined()
        }
        // Instants from 1901 to 2099 with fractions of a second, which both round down.
        let created = Date(timeIntervalSince1970: Double(random.next(upTo: 6_250_000_000)) - 2_170_000_000 + 0.999)
        let document = Self.document(titles: titles, created: created)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let reference = String(decoding: try encoder.encode(document), as: UTF8.self)
            .replacingOccurrences(of: #"\[\n\n *\]"#, with: "[]", options: .regularExpression) + "\n"
        #expect(String(decoding: TodoDocumentCoding.encode(document), as: UTF8.self) == reference)
    }

    @Test func datesAreWholeSecondsInUTCLikeJSONEncoder() throws {
        let instants: [(Double, String)] = [
            (1_767_344_400, "2026-01-02T09:00:00Z"),
            (1_767_344_400.9999, "2026-01-02T09:00:00Z"),
            (-0.5, "1969-12-31T23:59:59Z"),
            (0, "1970-01-01T00:00:00Z"),
            (951_782_400, "2000-02-29T00:00:00Z"),
            (1_709_251_199, "2024-02-29T23:59:59Z"),
            (-2_208_988_800, "1900-01-01T00:00:00Z"),
            (253_402_300_799, "9999-12-31T23:59:59Z"),
        ]
        for (seconds, expected) in instants {
            let document = TodoDocument(todos: [Todo(id: 1, title: "t", created: Date(timeIntervalSince1970: seconds))])
            let text = String(decoding: TodoDocumentCoding.encode(document), as: UTF8.self)
            #expect(text.contains("\"created\" : \"\(expected)\""), "\(seconds) should be \(expected)")
        }
    }

    @Test func anEmptyDocumentIsTheSmallestFile() {
        let text = String(decoding: TodoDocumentCoding.encode(TodoDocument()), as: UTF8.self)
        #expect(text == "{\n  \"nextID\" : 1,\n  \"todos\" : [],\n  \"version\" : 3\n}\n")
    }

    @Test func aFixedDocumentGivesTheCommittedText() {
        let document = TodoDocument(nextID: 4, todos: [
            Todo(id: 1, title: #"Buy "milk""#, created: Fixtures.now),
            Todo(id: 3, title: "Call Ana \u{2028} ✓", notes: "line1\nline2\ttab", done: true,
                 created: Fixtures.now.addingTimeInterval(-86_400), completed: Fixtures.now, priority: .high,
                 due: CalendarDay(year: 2026, month: 1, day: 5), tags: ["work", "phone"], archived: true),
        ])
        let expected = #"""
            {
              "nextID" : 4,
              "todos" : [
                {
                  "archived" : false,
                  "created" : "2026-01-02T09:00:00Z",
                  "done" : false,
                  "id" : 1,
                  "notes" : "",
                  "tags" : [],
                  "title" : "Buy \"milk\""
                },
                {
                  "archived" : true,
                  "completed" : "2026-01-02T09:00:00Z",
                  "created" : "2026-01-01T09:00:00Z",
                  "done" : true,
                  "due" : "2026-01-05",
                  "id" : 3,
                  "notes" : "line1\nline2\ttab",
                  "priority" : "high",
                  "tags" : [
                    "work",
                    "phone"
                  ],
                  "title" : "Call Ana \u2028 ✓"
                }
              ],
              "version" : 3
            }

            """#
        #expect(String(decoding: TodoDocumentCoding.encode(document), as: UTF8.self) == expected)
    }
}
