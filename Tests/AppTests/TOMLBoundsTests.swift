@testable import App
@testable import Settings
import Foundation
import Terminal
import Testing
import TestSupport

/// Issue 17, item 8: a TOML header of ~130,000 dotted keys (a 260 KB file) overflowed the stack
/// inside toml++ and crashed every command that reads config.toml, and the TUI from a theme.
/// What reaches the parser is bounded; what goes over is one sentence naming the file.
@Suite struct TOMLBoundsTests {
    /// The crash input of the report: one table header of 130,000 dotted parts.
    static let dottedHeader = "[" + String(repeating: "a.", count: 130_000) + "a]\nx = 1\n"

    @Test func theCrashingConfigIsOneProblemNamingTheFile() throws {
        let folder = TemporaryDirectory("adder-toml")
        let file = folder.file("config.toml")
        try Data(("mouse = false\n" + Self.dottedHeader).utf8).write(to: file)
        let result = ConfigParser.load(from: file)
        #expect(result.problems.map(\.description) == [
            "\(file.path), line 2: a key has more than the 65 dotted parts Adder reads, so every setting keeps its default.",
        ])
        #expect(result.config.mouse == Config().mouse)
    }

    @Test func theCrashingThemeIsOneErrorNamingTheFile() throws {
        let folder = TemporaryDirectory("adder-toml")
        let file = folder.file("evil.toml")
        try Data(("name = \"evil\"\n" + Self.dottedHeader).utf8).write(to: file)
        #expect(throws: ThemeError("\(file.path), line 2: a key has more than the 65 dotted parts Adder reads.")) {
            try ThemeLoader(userThemes: folder.url).load(named: "evil")
        }
    }

    @Test(arguments: [
        ("[" + String(repeating: "a.", count: 65) + "a]", 1),
        ("x = " + String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000), 1),
        ("x = " + String(repeating: "{a=", count: 40_000) + "1" + String(repeating: "}", count: 40_000), 1),
        ("ok = 1\n" + String(repeating: "\"q\".", count: 100) + "z = 1", 2),
        ("[keys]\n" + (0..<6_000).map { "k\($0) = \"x\"\n" }.joined(), 5_002),
    ])
    func deepOrLongKeysAreRefusedByLine(_ text: String, line: Int) {
        let result = ConfigParser.parse(text, file: "config.toml")
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == line)
    }

    @Test func aFileOverAMegabyteIsNotRead() throws {
        let folder = TemporaryDirectory("adder-toml")
        let file = folder.file("config.toml")
        try Data(("# " + String(repeating: "x", count: 1_100_000) + "\nmouse = false\n").utf8).write(to: file)
        #expect(ConfigParser.load(from: file).problems.map(\.description) == [
            "\(file.path): the file is 1100017 bytes, more than the 1000000 Adder reads, so every setting keeps its default.",
        ])
    }

    /// Dots, brackets and braces inside strings and comments are not keys or nesting.
    @Test func stringsAndCommentsDoNotCount() {
        let dots = String(repeating: ".", count: 500)
        let brackets = String(repeating: "[{", count: 500)
        let text = """
            theme = "\(dots)\(brackets)"
            # \(dots)\(brackets)
            [news]
            browser = '\(dots)\(brackets)'
            [keys]
            quit = \"\"\"
            \(dots)\(brackets) \\" \"\"\"
            "a.b" = '''
            \(dots)
            '''
            """
        #expect(TOMLBounds.problem(in: text) == nil)
        #expect(TOMLBounds.problem(in: text + "\n" + String(repeating: "x.", count: 70) + "y = 1")?.line == 11)
    }

    @Test func theShippedThemesAndTheDefaultConfigAreWithinTheBounds() {
        for (name, text) in BuiltInThemes.texts { #expect(TOMLBounds.problem(in: text) == nil, "\(name)") }
        #expect(TOMLBounds.problem(in: ConfigTemplate.text()) == nil)
    }
}
