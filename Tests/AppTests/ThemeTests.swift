@testable import App
@testable import Settings
import Foundation
import Terminal
import Testing
import TestSupport
import TOMLKit

/// Themes/ in this checkout: only tests read it; the binary carries the texts (BuiltInThemes).
let themesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Themes", isDirectory: true).standardized

@MainActor
@Suite("Themes: the shipped files")
struct ThemeFileTests {
    nonisolated static let shipped = ["default", "gruvbox", "high-contrast", "light", "mono", "solarized-dark"]

    private func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: themesFolder, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("the compiled-in texts are the files in Themes/, byte for byte (Scripts/embed-themes.py)")
    func compiledInTextsAreTheFiles() throws {
        let files = try files()
        #expect(files.map { $0.deletingPathExtension().lastPathComponent } == Self.shipped)
        #expect(ThemeLoader.builtInNames == Self.shipped)
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            #expect(Data((BuiltInThemes.texts[name] ?? "").utf8) == (try Data(contentsOf: file)),
                    "\(name): run Scripts/embed-themes.py")
        }
    }

    @Test("every file in Themes/ parses, is named as its file, and sets every role and no other", arguments: shipped)
    func setsEveryRole(name: String) throws {
        let text = try #require(BuiltInThemes.texts[name])
        let roles = try #require(try TOMLTable(string: text)["roles"]?.table)
        #expect(Set(roles.keys) == Set(StyleRole.allCases.map(\.rawValue)))
        let theme = try ThemeParser.parse(text, name: name, path: name, base: [:])
        #expect(theme.name == name)
        #expect(theme.styles.count == StyleRole.allCases.count)
        #expect(try ThemeLoader.builtIn(named: name) == theme.withBase(Theme.builtIn))
    }

    @Test("every coloured theme keeps WCAG contrast: 4.5:1 for text, 3:1 for muted, done and borders", arguments: shipped)
    func contrast(name: String) throws {
        let theme = try #require(try ThemeLoader.builtIn(named: name))
        guard theme.usesColour else { return }
        #expect(ThemeContrast.problems(in: theme) == [])
    }

    @Test("high-contrast reaches 7:1 (WCAG AAA) in every role; mono names no colour at all")
    func extremes() throws {
        let high = try #require(try ThemeLoader.builtIn(named: "high-contrast"))
        for role in StyleRole.allCases {
            #expect(ThemeContrast.ratio(of: role, in: high) >= 7, "\(role)")
        }
        let mono = try #require(try ThemeLoader.builtIn(named: "mono"))
        #expect(!mono.usesColour)
        #expect(mono.styles[.selected] == TerminalStyle(reverse: true))
    }

    @Test("the contrast rule's arithmetic is WCAG 2's")
    func wcag() {
        let black = RGBColor(red: 0, green: 0, blue: 0), white = RGBColor(red: 255, green: 255, blue: 255)
        #expect(ThemeContrast.ratio(black, white) == 21)
        #expect(ThemeContrast.ratio(white, white) == 1)
        #expect(abs(ThemeContrast.relativeLuminance(RGBColor(hex: "#808080")!) - 0.2159) < 0.0001)
        #expect(abs(ThemeContrast.ratio(RGBColor(hex: "#767676")!, white) - 4.54) < 0.01)
        // Default colours: light text on black for a dark theme, a reversed role swaps text and background.
        let dark = Theme(name: "t", styles: [.normal: TerminalStyle(), .selected: TerminalStyle(reverse: true),
                                            .muted: TerminalStyle(foreground: .indexed(8))])
        #expect(abs(ThemeContrast.ratio(of: .normal, in: dark) - ThemeContrast.ratio(RGBColor(hex: "#e5e5e5")!, black)) < 0.0001)
        #expect(ThemeContrast.ratio(of: .selected, in: dark) == ThemeContrast.ratio(of: .normal, in: dark))
        let light = Theme(name: "t", background: .light, styles: [.muted: TerminalStyle(foreground: .indexed(8))])
        #expect(ThemeContrast.ratio(of: .muted, in: light) < 4.5)
    }
}

@MainActor
@Suite("Themes: finding and reading them")
struct ThemeTests {
    @Test("the default theme is Themes/default.toml, compiled in")
    func defaultIsBuiltIn() {
        #expect(Theme.builtIn.name == "default")
        #expect(Theme.builtIn.background == .dark)
        #expect(Theme.builtIn.styles[.selected] == TerminalStyle(foreground: .indexed(0), background: .indexed(6)))
        #expect(Theme.builtIn.styles.count == StyleRole.allCases.count)
    }

    @Test("every built-in theme is found with no themes folder at all")
    func builtInsNeedNoFiles() throws {
        let loader = ThemeLoader(userThemes: TemporaryDirectory().file("missing"))
        #expect(loader.available().map(\.name) == ThemeFileTests.shipped)
        #expect(loader.available().allSatisfy { $0.source == .builtIn })
        #expect(try loader.load(named: "gruvbox").styles[.selected]
                == TerminalStyle(foreground: .rgb(RGBColor(hex: "#282828")!), background: .rgb(RGBColor(hex: "#83a598")!)))
        #expect(try loader.load(named: "solarized-dark").background == .colour(.rgb(RGBColor(hex: "#002b36")!)))
    }

    @Test("a user's theme of the same name wins over the built-in one; roles it leaves out keep the default's")
    func userFolderFirst() throws {
        let folder = TemporaryDirectory()
        try Data("[roles]\nselected = { fg = 1, bg = \"bright-green\" }\n".utf8).write(to: folder.file("mono.toml"))
        try Data("[roles]\ntag = { fg = \"#ABCDEF\" }\n".utf8).write(to: folder.file("ocean.toml"))
        let loader = ThemeLoader(userThemes: folder.url)
        let theme = try loader.load(named: "mono")
        #expect(theme.styles[.selected] == TerminalStyle(foreground: .indexed(1), background: .indexed(10)))
        #expect(theme.styles[.done] == Theme.builtIn.styles[.done])
        #expect(try loader.load(named: "ocean").styles[.tag] == TerminalStyle(foreground: .rgb(RGBColor(red: 0xAB, green: 0xCD, blue: 0xEF))))
        let entries = Dictionary(uniqueKeysWithValues: loader.available().map { ($0.name, $0) })
        #expect(entries["mono"]?.source == .file(folder.file("mono.toml")))
        #expect(entries["mono"]?.replacesBuiltIn == true)
        #expect(entries["ocean"]?.replacesBuiltIn == false)
        #expect(entries["light"]?.source == .builtIn)
    }

    @Test("--theme takes a path too: anything with a / or ending in .toml")
    func byPath() throws {
        let folder = TemporaryDirectory()
        try Data("name = \"mine\"\n[roles]\nnormal = { fg = 2 }\n".utf8).write(to: folder.file("x.toml"))
        let loader = ThemeLoader(userThemes: nil)
        #expect(try loader.load(folder.file("x.toml").path).styles[.normal] == TerminalStyle(foreground: .indexed(2)))
        #expect(try loader.load(folder.file("x.toml").path).name == "mine")
        #expect(throws: ThemeError.self) { try loader.load("./nowhere.toml") }
    }

    @Test("colours: default, the 16 names, 0-255, #rrggbb", arguments: [
        ("\"default\"", TerminalColor.terminalDefault),
        ("\"red\"", .indexed(1)),
        ("\"Bright-White\"", .indexed(15)),
        ("0", .indexed(0)),
        ("255", .indexed(255)),
        ("\"#FF8700\"", .rgb(RGBColor(red: 255, green: 135, blue: 0))),
    ])
    func colours(value: String, expected: TerminalColor) throws {
        let theme = try ThemeParser.parse("[roles]\nnormal = { fg = \(value) }\n", name: "t", path: "t.toml", base: [:])
        #expect(theme.styles[.normal]?.foreground == expected)
    }

    nonisolated static let notAColour = "is not a colour (\"default\", a name like \"red\" or \"bright-blue\", 0-255 or \"#rrggbb\")."

    @Test("a bad theme is one sentence naming the file, the line and the role", arguments: [
        ("name = \"x\"\n\n[roles]\nnormal = {}\nselected = { fg = \"#12345\" }\n",
         "x.toml, line 5: role \"selected\": \"#12345\" \(notAColour)"),
        ("[roles]\nselected = { bg = 256 }", "x.toml, line 2: role \"selected\": 256 \(notAColour)"),
        ("[roles]\nselected = { fg = \"purple\" }", "x.toml, line 2: role \"selected\": \"purple\" \(notAColour)"),
        ("[roles]\nselected = { fg = true }", "x.toml, line 2: role \"selected\": true \(notAColour)"),
        ("[roles]\nzebra = {}\nsparkle = { bold = true }", "x.toml, line 2: unknown role \"zebra\" (roles: normal, muted,"),
        ("[roles]\nnormal = {}\n  selected = { blink = true }",
         "x.toml, line 3: role \"selected\": unknown attribute \"blink\" (fg, bg, bold, dim, italic, underline, reverse)."),
        ("[roles]\nselected = { bold = \"yes\" }", "x.toml, line 2: role \"selected\": bold should be true or false."),
        ("[roles]\nselected = \"red\"", "x.toml, line 2: role \"selected\" should be a table such as { fg = \"red\", bold = true }."),
        ("[roles.selected]\nfg = \"#zzzzzz\"", "x.toml, line 1: role \"selected\": \"#zzzzzz\" \(notAColour)"),
        ("roles.selected = { fg = -1 }", "x.toml, line 1: role \"selected\": -1 \(notAColour)"),
        ("background = \"dim\"\n[roles]", "x.toml, line 1: background \"dim\" should be \"dark\", \"light\" or a colour (0-255 or \"#rrggbb\")."),
        ("[roles\nselected = {}", "x.toml, line 1, column"),
        ("name = \"x\"", "x.toml has no [roles] table."),
    ])
    func errors(text: String, expected: String) {
        #expect {
            try ThemeParser.parse(text, name: "x", path: "x.toml", base: [:])
        } throws: { error in
            let message = (error as? ThemeError)?.description ?? ""
            let matches = message.hasPrefix(expected)
            if !matches { Issue.record("got: \(message)") }
            return matches
        }
    }

    @Test("a file's errors name it with ~ for the home folder")
    func homeAsTilde() throws {
        let home = TemporaryDirectory()
        let folder = home.file(".config/adder/themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("[roles]\n\nselected = { fg = \"#12345\" }\n".utf8).write(to: folder.appendingPathComponent("x.toml"))
        let loader = ThemeLoader(userThemes: folder, home: home.url.path)
        #expect(throws: ThemeError("~/.config/adder/themes/x.toml, line 3: role \"selected\": \"#12345\" \(Self.notAColour)")) {
            try loader.load(named: "x")
        }
    }

    @Test("an unknown theme name lists the ones there are")
    func unknownName() {
        #expect(throws: ThemeError("There is no theme named \"neon\" (themes: \(ThemeFileTests.shipped.joined(separator: ", "))).")) {
            try ThemeLoader(userThemes: nil).load(named: "neon")
        }
    }
}

@MainActor
@Suite("Themes: which one paints, and NO_COLOR")
struct ThemeChoiceTests {
    let loader = ThemeLoader(userThemes: nil)

    private func choose(explicit: String? = nil, configured: String? = nil, _ environment: [String: String] = [:]) -> (Theme, String?) {
        ThemeChoice.resolve(explicit: explicit, configured: configured, environment: environment, loader: loader)
    }

    @Test("--theme, then config.toml, then the default")
    func order() {
        #expect(choose().0 == Theme.builtIn)
        #expect(choose(configured: "light").0.name == "light")
        #expect(choose(explicit: "gruvbox", configured: "light").0.name == "gruvbox")
    }

    @Test("NO_COLOR (any value but empty) paints attributes only, whatever config.toml says")
    func noColour() throws {
        let (theme, problem) = choose(configured: "gruvbox", ["NO_COLOR": "1"])
        #expect(problem == nil)
        #expect(!theme.usesColour)
        #expect(theme.styles[.selected] == TerminalStyle(reverse: true))
        #expect(theme.styles[.statusBar] == TerminalStyle(reverse: true))
        #expect(choose(["NO_COLOR": ""]).0 == Theme.builtIn)
    }

    @Test("--theme wins over NO_COLOR: the user asked for it")
    func explicitWinsOverNoColour() {
        let (theme, _) = choose(explicit: "default", ["NO_COLOR": "yes"])
        #expect(theme == Theme.builtIn)
        #expect(theme.usesColour)
    }

    @Test("a theme that cannot be used gives the default and says why; under NO_COLOR, no colour still")
    func fallback() throws {
        let folder = TemporaryDirectory()
        try Data("[roles]\nselected = { fg = \"#12345\" }\n".utf8).write(to: folder.file("bad.toml"))
        let (theme, problem) = choose(explicit: folder.file("bad.toml").path)
        #expect(theme == Theme.builtIn)
        #expect(problem == "\(folder.file("bad.toml").path), line 2: role \"selected\": \"#12345\" \(ThemeTests.notAColour)")
        #expect(choose(configured: "neon").1?.hasPrefix("There is no theme named \"neon\"") == true)
        let (colourless, sentence) = choose(explicit: "neon", ["NO_COLOR": "1"])
        #expect(!colourless.usesColour)
        #expect(sentence != nil)
    }
}

extension Theme {
    /// The theme as a user file would give it: roles it leaves out taken from `base`.
    fileprivate func withBase(_ base: Theme) -> Theme {
        Theme(name: name, background: background, styles: base.styles.merging(styles) { $1 })
    }
}
