import Basics
@testable import NewsCache
import Testing

/// `=~` on a plain ASCII pattern takes a fast search instead of `regexec`: both must agree.
@Suite struct TextPatternTests {
    @Test func theLiteralSearchAgreesWithTheRegularExpression() throws {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("abcAB C@`[{~é.日")
        let needles = ["ab", "AB", "a b", "c@", "`", "~", "b", "abcab", ""]
        for _ in 0..<2_000 {
            let haystack = String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            for needle in needles {
                let literal = try #require(TextPattern.cached(needle))
                guard case .literal = literal else { Issue.record("\(needle) should take the literal search"); continue }
                #expect(literal.matches(haystack) == (try POSIXRegex(needle)).matches(haystack), "\(needle) in \(haystack)")
            }
        }
    }

    @Test func specialCharactersAndOtherScriptsTakeTheRegularExpression() throws {
        for pattern in ["a.b", "^a", "日本", "x|y", "\\d"] {
            guard case .regex = try #require(TextPattern.cached(pattern)) else {
                Issue.record("\(pattern) should be a regular expression")
                continue
            }
        }
        #expect(TextPattern.cached("(") == nil)
    }
}
