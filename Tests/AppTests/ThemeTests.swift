@testable import App
import Foundation
import Terminal
import TestSupport
import Testing

@Suite("Themes")
struct ThemeTests {
    @Test("Themes/default.toml says exactly what the compiled-in default says")
    func defaultFileMatchesBuiltIn() throws {
        let file = ThemeLoader.shippedThemes.appendingPathComponent("default.toml")
        let theme = try ThemeLoader.read(file)
        for role in StyleRole.allCases {
            #expect(theme.styles[role] == Theme.builtIn.styles[role], "role \(role)")
        }
        #expect(theme.name == "default")
    }

    @Test("every shipped theme parses and names every role it sets")
    func shippedThemes() throws {
        let files = ThemeLoader(searchPath: [ThemeLoader.shippedThemes]).available()
        #expect(files.keys.sorted() == ["default", "mono"])
        for file in files.values { _ = try ThemeLoader.read(file) }
        #expect(try ThemeLoader.read(try #require(files["mono"])).styles[.selected] == TerminalStyle(reverse: true))
    }

    @Test("a user's theme of the same name wins over the shipped one")
    func userFolderFirst() throws {
        let folder = TemporaryDirectory()
        try Data("[roles]\nselected = { fg = 1, bg = \"bright-green\" }\n".utf8).write(to: folder.file("default.toml"))
        let loader = ThemeLoader(searchPath: [folder.url, ThemeLoader.shippedThemes])
        let theme = try loader.load(named: "default")
        #expect(theme.styles[.selected] == TerminalStyle(foreground: .indexed(1), background: .indexed(10)))
        #expect(theme.styles[.done] == Theme.builtIn.styles[.done])
    }

    @Test("bad theme files get one sentence that says where and what", arguments: [
        ("[roles]\nselected = { fg = \"purple\" }", "t.toml: roles.selected.fg should be a colour name"),
        ("[roles]\nsparkle = { bold = true }", "t.toml: unknown role \"sparkle\""),
        ("[roles]\nselected = { blink = true }", "t.toml: roles.selected: unknown attribute \"blink\""),
        ("[roles\nselected = {}", "t.toml, line 1, column"),
        ("name = \"x\"", "t.toml has no [roles] table."),
    ])
    func errors(text: String, expected: String) {
        #expect {
            try ThemeLoader.parse(text, name: "t", path: "t.toml")
        } throws: { error in
            (error as? ThemeError)?.description.hasPrefix(expected) == true
        }
    }

    @Test("an unknown theme name lists the ones there are")
    func unknownName() {
        let loader = ThemeLoader(searchPath: [ThemeLoader.shippedThemes])
        #expect(throws: ThemeError("There is no theme named \"neon\" (themes: default, mono).")) {
            try loader.load(named: "neon")
        }
    }

    @Test("config.toml may name the theme")
    func configName() {
        #expect(ConfigFile.themeName(in: "theme = \"mono\"\n") == "mono")
        #expect(ConfigFile.themeName(in: "# nothing\n") == nil)
        #expect(ConfigFile.themeName(in: "theme = [") == nil)
    }
}

@Suite("config.toml's news settings")
struct NewsConfigTests {
    @Test("[news] auto-refresh is minutes; unset, zero or not a number means off")
    func autoRefresh() {
        #expect(ConfigFile.autoRefreshMinutes(in: "[news]\nauto-refresh = 30\n") == 30)
        #expect(ConfigFile.autoRefreshMinutes(in: "theme = \"mono\"\n") == nil)
        #expect(ConfigFile.autoRefreshMinutes(in: "[news]\nauto-refresh = 0\n") == nil)
        #expect(ConfigFile.autoRefreshMinutes(in: "[news]\nauto-refresh = \"often\"\n") == nil)
    }
}
