import Basics
import Todos
import Testing

/// `#tags` typed in a title become tags; everything else stays in the title.
@Suite struct TitleParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let line: String
        let title: String
        let tags: [String]
        init(_ line: String, _ title: String, _ tags: [String] = []) {
            self.line = line
            self.title = title
            self.tags = tags
        }
        var testDescription: String { "\"\(line)\"" }
    }

    static let examples: [Case] = [
        Case("Buy milk #errands #home", "Buy milk", ["errands", "home"]),
        Case("Buy milk", "Buy milk"),
        Case("", ""),
        Case("#errands", "", ["errands"]),
        Case("#errands Buy milk", "Buy milk", ["errands"]),
        Case("Buy #errands milk", "Buy milk", ["errands"]),
        // Spaces left behind collapse; so do runs of white space between words.
        Case("  Buy   #errands  milk  ", "Buy milk", ["errands"]),
        Case("Buy\tmilk\t#errands", "Buy milk", ["errands"]),
        // Lower-cased, each once, in order of first appearance.
        Case("Call #Home #WORK #home", "Call", ["home", "work"]),
        Case("x #b #a #b #a", "x", ["b", "a"]),
        // Digits, - and _ belong to the tag; Unicode letters too.
        Case("Plan #q3-review #team_2", "Plan", ["q3-review", "team_2"]),
        Case("Bake #Gâteau #日本 #Ελλάδα", "Bake", ["gâteau", "日本", "ελλάδα"]),
        // Not tags: a lone #, a # inside a word, an issue number, punctuation, a doubled #.
        Case("Learn C# today", "Learn C# today"),
        Case("Fix issue#3", "Fix issue#3"),
        Case("Fix #123", "Fix #123"),
        Case("Step # 2", "Step # 2"),
        Case("Buy milk #errands,", "Buy milk #errands,"),
        Case("Heading ##two", "Heading ##two"),
        Case("Odd #-_", "Odd #-_"),
        Case("Mixed #a.b #ok", "Mixed #a.b", ["ok"]),
    ]

    @Test(arguments: examples)
    func parse(_ example: Case) {
        let parsed = TitleParser.parse(example.line)
        #expect(parsed.title == example.title)
        #expect(parsed.tags == example.tags)
    }

    @Test(arguments: [("errands", "errands"), ("#Errands", "errands"), (" home ", "home"), ("q3-review", "q3-review"),
                      ("Gâteau", "gâteau")])
    func normalizedTag(_ text: String, _ expected: String) {
        #expect(TitleParser.normalizedTag(text) == expected)
    }

    @Test(arguments: ["", "#", "two words", "123", "a,b", "##x", "-"])
    func notATag(_ text: String) {
        #expect(TitleParser.normalizedTag(text) == nil)
    }
}
