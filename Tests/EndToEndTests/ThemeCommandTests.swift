import Foundation
import Testing
import TestSupport

/// Themes as the built binary sees them: `adder themes`, `--theme`, NO_COLOR, a broken file.
@Suite(.onOwnThreads) struct ThemeCommandTests {
    private func adder(_ arguments: [String], home: TemporaryDirectory,
                       environment: [String: String] = [:]) async throws -> TodoCommandTests.Outcome {
        try await TodoCommandTests.adder(arguments, home: home, environment: environment)
    }

    private func writeTheme(_ name: String, _ text: String, in home: TemporaryDirectory) throws -> URL {
        let folder = home.file("themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).toml")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func themesListsTheBuiltInOnesWithNoFilesAnywhere() async throws {
        let home = TemporaryDirectory("adder-themes")
        let result = try await adder(["themes"], home: home)
        #expect(result == .init(status: 0, output: """
            default         built in
            gruvbox         built in
            high-contrast   built in
            light           built in
            mono            built in
            solarized-dark  built in

            """, errors: ""))
    }

    @Test func themesListsThemWhileTodosJSONCannotBeRead() async throws {
        let home = TemporaryDirectory("adder-themes")
        try Data("{\"todos\": [".utf8).write(to: home.file("todos.json"))
        let result = try await adder(["themes"], home: home)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("default         built in\n"))
        #expect(try Data(contentsOf: home.file("todos.json")) == Data("{\"todos\": [".utf8))
    }

    @Test func themesNamesTheUsersFilesAndWhichBuiltInOneTheyReplace() async throws {
        let home = TemporaryDirectory("adder-themes")
        let mono = try writeTheme("mono", "[roles]\nselected = { bold = true }\n", in: home)
        let ocean = try writeTheme("ocean", "[roles]\n", in: home)
        let result = try await adder(["themes"], home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("mono            \(mono.path) (instead of the built-in one)\n"))
        #expect(result.output.contains("ocean           \(ocean.path)\n"))
        #expect(result.output.contains("gruvbox         built in\n"))
    }

    private static let colourCodes = ["38;5;", "48;5;", "38;2;", "48;2;"]

    @Test func noColorMeansAttributesOnlyInSnapshotANSI() async throws {
        let home = TemporaryDirectory("adder-themes")
        let plain = try await adder(["snapshot", "--size", "60x10", "--ansi", "--keys", "aBuy milk<Enter>"], home: home,
                                    environment: ["NO_COLOR": "1"])
        #expect(plain.status == 0)
        #expect(Self.colourCodes.allSatisfy { !plain.output.contains($0) })
        #expect(plain.output.contains("\u{1B}[0;7m"))  // the selected row, reversed
        #expect(plain.output.contains("Buy milk"))

        let coloured = try await adder(["snapshot", "--size", "60x10", "--ansi"], home: home, environment: ["NO_COLOR": ""])
        #expect(coloured.output.contains("38;5;"))
    }

    @Test func themeWinsOverNoColor() async throws {
        let home = TemporaryDirectory("adder-themes")
        let named = try await adder(["snapshot", "--size", "60x10", "--ansi", "--theme", "gruvbox"], home: home,
                                    environment: ["NO_COLOR": "1"])
        #expect(named.status == 0)
        #expect(named.output.contains("38;2;251;241;199;48;2;80;73;69"))  // gruvbox's title bar
        let file = try writeTheme("anywhere", "[roles]\ntitleBar = { fg = 1, bg = 2 }\n", in: home)
        let byPath = try await adder(["snapshot", "--size", "60x10", "--ansi", "--theme", file.path], home: home,
                                     environment: ["NO_COLOR": "1"])
        #expect(byPath.output.contains("\u{1B}[0;38;5;1;48;5;2m Adder"))
    }

    @Test func aBrokenThemeIsOneSentenceInTheStatusBarAndTheDefaultPaints() async throws {
        let home = TemporaryDirectory("adder-themes")
        let file = try writeTheme("broken", "name = \"broken\"\n\n[roles]\nselected = { fg = \"#12345\" }\n", in: home)
        let result = try await adder(["snapshot", "--size", "240x10", "--theme", "broken"], home: home)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.contains("\(file.path), line 4: role \"selected\": \"#12345\" is not a colour"))
        let ansi = try await adder(["snapshot", "--size", "60x10", "--ansi", "--theme", "broken"], home: home)
        #expect(ansi.output.contains("\u{1B}[0;1;38;5;15;48;5;4m Adder"))  // the default theme's title bar
    }
}
