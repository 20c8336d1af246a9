import Basics
import Glibc
@testable import NewsCache
import Testing

/// `=~` searches for the plain runs a pattern requires before it runs `regexec`: the answer must
/// always be `regexec`'s, in the UTF-8 locale the app runs in (where "ı" and "ſ" match i and s).
@Suite struct TextPatternTests {
    /// Patterns built from atoms, quantifiers and groups, each tried on random texts against
    /// glibc's `regexec` alone. `ADDER_PATTERN_TRIALS` sets how many patterns (for long runs).
    @Test func theSearchAgreesWithTheRegularExpression() throws {
        let trials = Int(getenv("ADDER_PATTERN_TRIALS").map { String(cString: $0) } ?? "") ?? 3_000
        var random = SplitMix64(seed: 11)
        let atoms = ["a", "b", "s", "i", "S", "I", "k", "e", "1", " ", ".", "\\.", "\\w", "[ab]", "[^a]", "[]a]", "[[:alpha:]]",
                     "(ab|c)", "(si)", "^", "$", "ı", "ſ", "é", "@", "`", "abc", "Sis", "kiss"]
        let quantifiers = ["", "", "", "", "*", "+", "?", "{2}", "{0,1}", "{1,}", "{,2}", "+?", "*+"]
        let alphabet = Array("abcsiSIkKe1 .ıſé@`")
        try withUTF8Locale {
            for _ in 0..<trials {
                var pattern = ""
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    pattern += atoms.randomElement(using: &random)! + quantifiers.randomElement(using: &random)!
                }
                if Int.random(in: 0..<4, using: &random) == 0 {
                    pattern += "|" + (0..<Int.random(in: 0...3, using: &random)).map { _ in atoms.randomElement(using: &random)! }.joined()
                }
                guard let regex = try? POSIXRegex(pattern, searchFromStart: false) else {
                    #expect(throws: POSIXRegex.Failure.self) { try TextPattern(pattern) }
                    continue
                }
                let searched = try TextPattern(pattern)
                for _ in 0..<20 {
                    let text = String((0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                    #expect(searched.matches(text) == regex.matches(text), "\(pattern) on “\(text)”, runs \(searched.alternatives)")
                }
            }
        }
    }

    @Test func dotlessIAndLongSMatchTheirASCIILetters() throws {
        try withUTF8Locale {
            for (pattern, text) in [("kiss", "KIſS"), ("kiss", "kıss"), ("Kiss+", "kiſs"), ("(a)kiss", "akıss")] {
                let searched = try TextPattern(pattern), regex = try POSIXRegex(pattern)
                #expect(searched.matches(text), "\(pattern) on \(text)")
                #expect(regex.matches(text), "glibc: \(pattern) on \(text)")
            }
            let kiss = try TextPattern("kiss")
            #expect(kiss.matches("kıſſ x"))
            #expect(!kiss.matches("kıſ x"))
        }
    }

    @Test func theRequiredRunsOfPatterns() {
        let cases: [(String, [String])] = [
            ("Kubernetes", []),  // plain texts are searched whole, not through RequiredRuns
            ("kubernetes$", ["kubernetes"]),
            ("^Release v[0-9]+ of Swift", ["release v", " of swift"]),
            ("abcd*efg", ["abc", "efg"]),
            ("abc+def", ["abc", "def"]),
            ("abc+*def", ["def", "ab"].filter { $0.count >= 3 }),
            ("abc{0,2}def", ["def"]),
            ("abc{2}def", ["abc", "def"]),
            ("foo|barbaz", []),  // two alternatives: `alternatives(of:)`
            ("(foo|bar)bazqux", ["bazqux"]),
            ("a\\.bcd", ["a.bcd"]),
            ("x\\wyz", []),
            ("[]abc]def", ["def"]),
            ("[[:alpha:]]ghi", ["ghi"]),
            ("héllo", ["llo"]),
            ("abc{", []),
        ]
        for (pattern, expected) in cases {
            let runs = RequiredRuns.of(pattern).map { String(decoding: $0, as: UTF8.self) }
            if pattern == "Kubernetes" {
                #expect(TextPattern.cached(pattern)?.isPlainText == true)
                continue
            }
            #expect(runs == expected, "\(pattern)")
        }
        let alternatives = RequiredRuns.alternatives(of: "Linux|kern+el|(a|b)xyz").map { $0.map { String(decoding: $0, as: UTF8.self) } }
        #expect(alternatives == [["linux"], ["kern"], ["xyz"]])
        #expect(RequiredRuns.alternatives(of: "linux|k.rn").isEmpty)
        #expect(RequiredRuns.alternatives(of: "linux|").isEmpty)
        #expect(TextPattern.cached("(") == nil)
    }

    /// Runs `body` with this thread in a UTF-8 LC_CTYPE (`uselocale`: other tests' threads keep theirs).
    private func withUTF8Locale(_ body: () throws -> Void) throws {
        let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(utf8)
        defer {
            uselocale(previous)
            freelocale(utf8)
        }
        try body()
    }
}

/// glibc's `regcomp` on hostile patterns: nested repetitions and repeated copies are refused first.
@Suite struct RegexLimitsTests {
    @Test(arguments: ["x?++++++++++++", "((((((((x?)+)+)+)+)+)+)+)+", "x{1000}{1000}", "(a{100}){200}", "a{5,}{5,}{5,}{5,}{5,}{5,}",
                      "(0++++++++++++++++++++++++,3", "x++++++++++++++++++++++++[", "((((((((x?)+)+)+)+)+)+)+"])
    func aPatternThatWouldTakeRegcompLongIsRefusedAtOnce(pattern: String) {
        #expect(RegexLimits.problem(in: pattern) != nil, "refused before regcomp sees it")
        #expect(throws: POSIXRegex.Failure.self) { try POSIXRegex(pattern) }
        #expect(throws: FilterError.self) { try FilterExpression.parse("content =~ \"\(pattern)\"") }
    }

    @Test func theSentenceSaysWhy() throws {
        #expect(RegexLimits.problem(in: "x?+++++++") == "repetitions nested 8 deep; Adder takes at most 6")
        #expect(RegexLimits.problem(in: "x{1000}{1000}") == "repetitions that copy parts of it over 10,000 times, more than Adder takes")
        #expect(throws: POSIXRegex.Failure.self) { try POSIXRegex("a\u{0}b") }
        #expect(RegexLimits.problem(in: "(a|aa)+\\1\\1c") == "back-references (\\1 to \\9) can keep regexec busy for minutes; Adder does not take them")
        #expect(RegexLimits.problem(in: "((a)\\2)") != nil)
        #expect(RegexLimits.problem(in: "[\\1]x\\.") == nil)
    }

    @Test(arguments: ["^Release v[0-9]+ of Swift", "(linux|kernel)+ news", "x?+++++", "[0-9]{4}-[0-9]{2}", "a{1,100}b{100}", "((a)|b)*c",
                      "[[:alpha:]]{2,}", "x{9999}", "\\{{2}"])
    func ordinaryPatternsPass(pattern: String) {
        #expect(RegexLimits.problem(in: pattern) == nil, "\(pattern)")
    }
}

extension RequiredRuns {
    /// The runs every match requires: those of a pattern with one alternative, else none.
    static func of(_ pattern: String) -> [[UInt8]] {
        let alternatives = alternatives(of: pattern)
        return alternatives.count == 1 ? alternatives[0] : []
    }
}
