import Foundation
import Testing
import TestSupport

/// Every command in README.md's `sh` blocks runs here, in README's order, as a newcomer types it:
/// in a fresh home folder, through `/bin/sh`, with `adder` on PATH (`swift run adder …` runs the
/// same built binary), taskwarrior holding a few tasks and newsboat's urls file pointing at a
/// feed server on 127.0.0.1. A command must end with status 0; one that starts the full-screen
/// program must draw its first screen in tmux. A line this test does not know fails it, so a
/// command added to README is a command tested.
@Suite(.serialized) struct ReadmeCommandTests {
    /// Lines README shows that are not run here, and why.
    static let notRunHere: [String: String] = [
        "swift build -c release --static-swift-stdlib --product adder -Xlinker --version-script=\"$PWD/Scripts/release-exports.map\"":
            "the release build takes minutes; the test runs the debug build's binary under the same name",
        "swift test": "this test is part of it",
    ]

    /// The lines of README's `sh` blocks, comments and blank lines left out.
    static func readmeCommands() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        var commands: [String] = []
        var inShellBlock = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && line == "```sh"
                continue
            }
            guard inShellBlock else { continue }
            let command = (line.range(of: "  #").map { String(line[..<$0.lowerBound]) } ?? line)
                .trimmingCharacters(in: .whitespaces)
            if !command.isEmpty { commands.append(command) }
        }
        return commands
    }

    /// `adder` with nothing but the full-screen program's options: it needs a terminal.
    static func startsTheScreen(_ command: String) -> Bool {
        let words = command.replacingOccurrences(of: "swift run adder", with: "adder").split(separator: " ").map(String.init)
        guard words.first == "adder" else { return false }
        return words.dropFirst().allSatisfy { ["--demo", "--tab", "news", "todos"].contains($0) }
    }

    @Test func readmeStartsWithSwiftRunWithoutADoubleDash() throws {
        let commands = try Self.readmeCommands()
        #expect(commands.first == "swift run adder --demo")
        #expect(!commands.contains { $0.contains("adder -- ") }, "`swift run adder -- --demo` hands `--` to adder")
    }

    @Test func everyReadmeCommandRunsAsWritten() async throws {
        let world = try ReadmeWorld()
        defer { world.stop() }
        for command in try Self.readmeCommands() {
            if Self.notRunHere[command] != nil { continue }
            let line = command.replacingOccurrences(of: "swift run adder", with: "adder")
            if Self.startsTheScreen(line) {
                let arguments = Array(line.split(separator: " ").dropFirst().map(String.init))
                let screen = try await world.firstScreen(arguments)
                #expect(screen.contains { $0.contains(ReadmeWorld.firstScreenShows(arguments)) }, "\(command): \(screen)")
                continue
            }
            let known = ["adder", "task", "mkdir", "install"].contains { line.hasPrefix($0 + " ") }
            #expect(known, "README shows `\(command)`, which this test neither runs nor lists in notRunHere")
            guard known else { continue }
            let result = try world.shell(line)
            #expect(result.status == 0 && !result.wasSignalled,
                    "`\(command)` ended with \(result.status): \(result.standardError)\(result.standardOutput)")
        }
        #expect(try world.shell("adder todo list").standardOutput.contains("Call the bank (at 09:00)"), "README's quick add: due tomorrow 9am")
        #expect(try world.shell("adder todo list").standardOutput.contains("Water the plants"), "the taskwarrior import")
        #expect(try world.shell("adder news list").standardOutput.contains("First"), "the newsboat feeds, refreshed")
    }
}

/// The newcomer's machine: a home folder with taskwarrior's tasks and newsboat's urls file, a
/// feed server, and a folder on PATH where `adder` is the built binary.
private struct ReadmeWorld {
    let home = TemporaryDirectory("adder-readme")
    let server: LoopbackFeedServer
    let environment: [String: String]

    init() throws {
        let bin = home.file("bin")
        let work = home.file("work")
        let served = home.file("served")
        for folder in [bin, work, served, home.file(".newsboat"), work.appendingPathComponent(".build/release")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let adder = try TUIProcess.adderExecutable()
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("adder"), withDestinationURL: adder)
        // README's install line copies .build/release/adder from the clone it is typed in.
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent(".build/release/adder"), withDestinationURL: adder)
        try Data(NewsCommandTests.newsRSS.utf8).write(to: served.appendingPathComponent("news.rss"))
        server = try LoopbackFeedServer(root: served)
        try Data("\(server.url("/news.rss")) local \"~Local news\"\n".utf8).write(to: home.file(".newsboat/urls"))
        try Data("data.location=\(home.file(".task").path)\nconfirmation=off\nverbose=nothing\n".utf8).write(to: home.file(".taskrc"))
        environment = TUIProcess.cleanEnvironment([
            "HOME": home.url.path, "PATH": "\(home.file(".local/bin").path):\(bin.path):/usr/bin:/bin",
            "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "TASKRC": home.file(".taskrc").path,
        ])
        for tool in ["task", "newsboat"] where TUIProcess.tool(tool) == nil {
            throw TUIError("\(tool) is not installed; README's moving-in commands need it (.ci/run installs it)")
        }
        for task in ["add Water the plants due:tomorrow +garden", "add Renew passport priority:H"] {
            let result = try shell("task \(task)")
            guard result.status == 0 else { throw TUIError("task \(task): \(result.standardError)") }
        }
        // The OPML README imports, as newsboat writes it (`newsboat -e`).
        let opml = try shell("newsboat -u ~/.newsboat/urls -c ~/newsboat-cache.db -e > feeds.opml")
        guard opml.status == 0 else { throw TUIError("newsboat -e: \(opml.standardError)") }
    }

    func stop() { server.stop() }

    /// Runs a README line in the clone's folder.
    func shell(_ line: String) throws -> TUIProcessResult {
        try TUIProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$HOME/work\" && \(line)"], environment: environment,
                           timeout: .seconds(30))
    }

    /// What the first screen shows: the News tab's feeds pane, or the To-dos tab's counts.
    static func firstScreenShows(_ arguments: [String]) -> String {
        arguments.contains("news") ? "─ Feeds ─" : "open"
    }

    /// The first screen `adder ARGUMENTS` draws in a tmux pane.
    func firstScreen(_ arguments: [String]) async throws -> [String] {
        let scratch = TemporaryDirectory("adder-readme-tmux")
        // tmux's server may keep its own PATH for the pane: the binary by its full path.
        let command = ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", home.file("work").path, home.file("bin/adder").path]
            + arguments
        return try await withTmuxSession(columns: 120, rows: 30, command: command, environment: environment, scratch: scratch,
                                         socketPrefix: "adder-readme") { session in
            try await session.waitForScreen(containing: Self.firstScreenShows(arguments), timeout: .seconds(20))
        }
    }
}
