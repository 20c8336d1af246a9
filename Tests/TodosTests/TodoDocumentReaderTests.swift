import Basics
import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// The byte-level reader gives exactly what `JSONDecoder` gives, or steps aside (nil) so the
/// complete decoder accepts or words the problem.
@Suite struct TodoDocumentReaderTests {
    /// What the complete decoder makes of the bytes: the reference the fast reader must match.
    static func referenceDecode(_ data: Data) -> TodoDocument? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = ISO8601Instant.decodingStrategy
        guard let document = try? decoder.decode(TodoDocument.self, from: data),
              document.version == TodoDocument.currentVersion else { return nil }
        return document
    }

    @Test(arguments: 0..<20)
    func aGeneratedDocumentReadsBackAsWritten(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let titles = (0..<30).map { _ in TodoDocumentWriterTests.nastyStrings.randomElement(using: &random)! + String(Int.random(in: 0...99_999, using: &random)) }
        let document = TodoDocumentWriterTests.document(titles: titles,
                                                        created: Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &random))))
        let data = TodoDocumentCoding.encode(document)
        let fast = try #require(TodoDocumentReader.decodeCurrentVersion(data))
        #expect(fast == document)
        #expect(fast == Self.referenceDecode(data))
    }

    static let handWritten: [String] = [
        #"{"version":3,"nextID":3,"todos":[{"id":2,"title":"Only what is needed","created":"2026-01-02T09:00:00Z"}]}"#,
        #"  {  "todos" : [ ] , "version" : 3 , "nextID" : 1 }  "# + "\n\t\r\n",
        #"{"nextID":5,"todos":[{"title":"order","created":"2026-01-02T09:00:00Z","tags":["b","a"],"id":4,"done":true,"archived":false}],"version":3}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"esc \" \\ \/ \b \f \n \r \t \u00e9 \u4E2D \ud83d\ude00 \u0000","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"nulls","notes":null,"done":null,"completed":null,"priority":null,"due":null,"tags":null,"archived":null,"created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"extra":{"a":[1,2.5e-3,-0,true,null,"x"]},"todos":[{"id":1,"title":"unknown members","future":[{}],"created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"other instant forms","created":"2026-01-02T09:00:00+02:00","completed":"2026-01-02T09:00:00.250Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":-7,"title":"due and priority","created":"2026-01-02T09:00:00Z","due":"2026-02-30","priority":"high"}]}"#,
        #"{"version":3,"nextID":3,"todos":[{"id":1,"title":"v2 members","created":"2026-01-02T09:00:00Z","due":"2026-02-03","dueTime":"17:05","recurrence":"every 2 weeks on mon,thu"},{"id":2,"title":"child","parent":1,"recurrence":"after 3 days","dueTime":null,"created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":3,"todos":[{"id":1,"title":"v3 members","project":"work.reports","created":"2026-01-02T09:00:00Z"},{"id":2,"title":"none","project":null,"created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"monthly","recurrence":"EVERY month   on the last day","created":"2026-01-02T09:00:00Z"}]}"#,
        // Valid rarities the fast reader leaves to the complete decoder: the result must still match.
        #"{"version":3,"nextID":2.0,"todos":[]}"#,
        #"{"version":3,"nextID":2,"todos":[{"i\u0064":1,"title":"escaped key","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"id":2,"title":"duplicate","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"date escaped","created":"2026-01-02T09\u003a00:00Z"}]}"#,
        // Things both refuse.
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"bad time","due":"2026-02-03","dueTime":"25:00","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"bad rule","recurrence":"sometimes","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"bad parent","parent":"one","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"lone surrogate \ud83d","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"bad priority","priority":"urgent","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"bad due","due":"tomorrow","created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":null,"created":"2026-01-02T09:00:00Z"}]}"#,
        #"{"version":3,"nextID":2,"todos":[{"id":1,"title":"trailing comma",}]}"#,
        #"{"version":3,"nextID":2,"todos":[]} trailing"#,
        #"{"version":4,"nextID":2,"todos":[]}"#,
        #"[{"id":1,"title":"version 0","created":"2026-01-02T09:00:00Z"}]"#,
        #"{"version":3,"nextID":99999999999999999999,"todos":[]}"#,
        #"{"version":3,"nextID":01,"todos":[]}"#,
    ]

    @Test(arguments: handWritten)
    func aHandWrittenFileReadsAsWithJSONDecoder(_ text: String) throws {
        let data = Data(text.utf8)
        let reference = Self.referenceDecode(data)
        if let fast = TodoDocumentReader.decodeCurrentVersion(data) {
            #expect(fast == reference, "the fast reader accepted what JSONDecoder reads differently")
        }
        // Through the public entry point the outcome is always the complete decoder's.
        let decoded = try? TodoDocumentCoding.decode(data, path: "todos.json")
        if let reference { #expect(decoded == reference) }
    }

    @Test func theCommonCasesTakeTheFastPath() throws {
        for text in Self.handWritten.prefix(8) {
            #expect(TodoDocumentReader.decodeCurrentVersion(Data(text.utf8)) != nil, "\(text)")
        }
        let nulls = try #require(TodoDocumentReader.decodeCurrentVersion(Data(Self.handWritten[4].utf8)))
        #expect(nulls.todos[0] == Todo(id: 1, title: "nulls", created: Date(timeIntervalSince1970: 1_767_344_400)))
        let escapes = try #require(TodoDocumentReader.decodeCurrentVersion(Data(Self.handWritten[3].utf8)))
        #expect(escapes.todos[0].title == "esc \" \\ / \u{8} \u{C} \n \r \t é 中 😀 \u{0}")
    }
}

/// A small, repeatable random number generator (SplitMix64) for generated inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
