import Foundation
import Testing
import TestSupport

/// Issue 17, item 8, end to end: the config.toml and theme that crashed the binary (a table
/// header of 130,000 dotted parts, 260 KB) are one sentence naming the file.
@Suite(.onOwnThreads) struct TOMLCrashCommandTests {
    /// NO_COLOR from the environment the tests run in would choose the mono theme over config.toml's.
    static let colour = ["NO_COLOR": ""]
    static let crashingTOML = "[" + String(repeating: "a.", count: 130_000) + "a]\nx = 1\n"

    private func adder(_ arguments: [String], home: TemporaryDirectory) throws -> TUIProcessResult {
        try TUIProcess.run(try TUIProcess.adderExecutable(), arguments,
                           environment: TUIProcess.cleanEnvironment(adderEnvironment(home: home).merging(Self.colour) { $1 }),
                           timeout: .seconds(30))
    }

    @Test func everyCommandThatReadsTheConfigSaysWhatIsWrongInsteadOfCrashing() throws {
        let home = TemporaryDirectory("adder-toml-crash")
        let config = home.file("config.toml")
        try Data(Self.crashingTOML.utf8).write(to: config)
        let sentence = "\(config.path), line 1: a key has more than the 65 dotted parts Adder reads, so every setting keeps its default."

        let checked = try adder(["config", "--check"], home: home)
        #expect(!checked.wasSignalled && checked.status == 1)
        #expect(checked.standardError == sentence + "\n")
        for arguments in [["keys"], ["news", "refresh"], ["snapshot", "--size", "200x10"]] {
            let result = try adder(arguments, home: home)
            #expect(!result.wasSignalled && result.status == 0, "adder \(arguments): \(result.status) \(result.standardError)")
        }
        #expect(try adder(["snapshot", "--size", "200x10"], home: home).standardOutput.contains(sentence.dropLast()))
    }

    @Test func aThemeFileThatCrashedTheTUIIsTheStatusBarsSentence() async throws {
        let home = TemporaryDirectory("adder-toml-crash")
        try FileManager.default.createDirectory(at: home.file("themes"), withIntermediateDirectories: true)
        try Data(("name = \"evil\"\n" + Self.crashingTOML).utf8).write(to: home.file("themes/evil.toml"))
        try Data("theme = \"evil\"\n".utf8).write(to: home.file("config.toml"))

        let snapshot = try adder(["snapshot", "--size", "300x10"], home: home)
        #expect(!snapshot.wasSignalled && snapshot.status == 0)
        #expect(snapshot.standardOutput.contains("evil.toml, line 2: a key has more than the 65 dotted parts Adder reads."))

        let report = try await withAdderInTmux(columns: 300, rows: 12, home: home, environment: Self.colour) { pane in
            let (screen, found) = try await pane.session.pollScreen { $0.contains { $0.contains("dotted parts Adder reads") } }
            #expect(found, "\(screen.joined(separator: "\n"))")
            try pane.session.press("q")
            return try await pane.exitReport()
        }
        #expect(report == "EXIT=0 MODES=same")
    }
}
