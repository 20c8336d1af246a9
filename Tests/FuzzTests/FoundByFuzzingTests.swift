@testable import NewsCache
@testable import Settings
import App
import Foundation
import FuzzTargets
import Testing

/// Inputs the fuzzers found that crashed or hung a reader, kept as they were found.
@Suite("Found by fuzzing")
struct FoundByFuzzingTests {
    @Test("HTML with a vertical tab (0x0B) no longer hangs the search text reader (seeded, html, seed 17, trial 182)")
    func verticalTabInHTML() {
        let found: [UInt8] = [0x00, 0x75, 0x6C, 0x30, 0xAC, 0xDA, 0x83, 0x0B, 0xE6] + Array("><l>y</<a href=\"style></blockquote>".utf8)
        FuzzTarget.html.run(found)
    }

    /// The fuzz target's own reading of the bytes: text as the program takes it.
    private static func filterText(base64 found: String) -> String {
        String(decoding: Data(base64Encoded: found)!, as: UTF8.self)
    }

    @Test("a pattern with repetitions nested 14 deep is refused, not compiled for seconds (libFuzzer, filter, 300 s)")
    func nestedRepetitionsInAFilter() {
        let found = "dGl0bGUgPX4gIl7///9EXSDUZGNvTnRcPz8/Pz8/Pz/EsWIpY3sxLDN9eD8/KysrKysrKysrKysr//8AfChhPyw/Pz8/Pz8AAABU8zIsM314Ig=="
        let text = Self.filterText(base64: found)
        #expect(throws: FilterError.self) { try FilterExpression.parse(text) }
        // The pattern inside the quotes, alone: refused for its nesting, before regcomp.
        let pattern = String(text[text.index(after: text.firstIndex(of: "\"")!)..<text.lastIndex(of: "\"")!])
        #expect(RegexLimits.problem(in: pattern)?.contains("nested") == true)
        FuzzTarget.filter.run(Array(Data(base64Encoded: found)!))
    }

    @Test("an unclosed group after 24 stacked + is refused, not parsed into 2 GB (libFuzzer, filter, 300 s)")
    func stackedRepetitionsInAnUnclosedGroup() {
        let found = "dGl0bGUgPX4gIl5EY29OdGVuPyA9KDArKysrKysrKysrKysrKysrKysrKysrKyssM///fXgi"
        #expect(throws: FilterError.self) { try FilterExpression.parse(Self.filterText(base64: found)) }
        FuzzTarget.filter.run(Array(Data(base64Encoded: found)!))
    }

    @Test("4,000 opening parentheses are an error, not a stack overflow (libFuzzer, filter, 300 s)")
    func deepParenthesesInAFilter() throws {
        let unclosed = String(repeating: "(", count: 4_000)
        let nested = String(repeating: "( ", count: 4_000) + "unread = \"yes\"" + String(repeating: " )", count: 4_000)
        #expect(throws: FilterError.self) { try FilterExpression.parse(unclosed) }
        #expect(throws: FilterError.self) { try FilterExpression.parse(nested) }
        // A long flat run is no nesting, but more conditions than an expression may hold.
        let flat = Array(repeating: "unread = \"yes\"", count: 5_000).joined(separator: " and ")
        let error = #expect(throws: FilterError.self) { try FilterExpression.parse(flat) }
        #expect(error?.reason.hasSuffix("an expression holds at most 250") == true)
        for text in [unclosed, nested, flat] { FuzzTarget.filter.run(Array(text.utf8)) }
    }

    /// toml++ aborted on an assertion in `parse_key` for these (found on every seed tried, by
    /// seed 17's trial 203 first): a five-byte config.toml stopped every command, a theme the TUI.
    static let brokenHeaders = ["[\n", "[.a]\n", "[\n]\n", "theme = \"x\"\n[=x]\n", "[[.a]]\n", "  [ ]\n",
                                 "\u{FEFF}[\u{D3}&"]  // after a byte order mark: libFuzzer, config, 150 s

    @Test("a table header that does not start like a key is a problem with its line, not an abort")
    func brokenTableHeader() {
        for text in Self.brokenHeaders {
            let problems = ConfigParser.parse(text, file: "config.toml").problems
            #expect(problems.count == 1 && problems[0].description.contains("a table header must start with a key name"), "\(text)")
            FuzzTarget.theme.run(Array(text.utf8))
        }
    }

    @Test("a list closed with } is a problem with its line, not an abort (seeded, theme, seed 1, trial 1876)")
    func listClosedWithABrace() {
        for text in ["a = [}\n", "a = [\n}\n", "a = {b = [}}\n", "a = [1,}\n", "[roles]\nnormal = [}\n"] {
            let problems = ConfigParser.parse(text, file: "config.toml").problems
            #expect(problems.count == 1 && problems[0].description.contains("a list opened with [ is closed with }"), "\(text)")
            FuzzTarget.theme.run(Array(text.utf8))
        }
    }

    @Test("multi-line lists may hold lists and tables at their lines' start")
    func listsAcrossLines() {
        let text = "[keys]\ntoggle-done = [\n  [\"t\"],\n]\n"
        #expect(!ConfigParser.parse(text, file: "config.toml").problems.contains { $0.description.contains("table header") })
    }
}
