@testable import App
@testable import Settings
import Foundation
import Terminal
import Testing
import TestSupport

@MainActor
@Suite("config.toml: settings, keys and the problems told by line")
struct ConfigParserTests {
    private func parse(_ text: String) -> ConfigParser.Result {
        ConfigParser.parse(text, file: "/home/me/.config/adder/config.toml")
    }

    @Test("a theme is checked as the TUI loads it: one missing or broken is a problem and keeps the default")
    func themesAreChecked() throws {
        let folder = TemporaryDirectory("adder-config-themes")
        try "name = \"broken\"\n".write(to: folder.file("broken.toml"), atomically: true, encoding: .utf8)
        let themes = ThemeLoader(userThemes: folder.url)
        let file = "/home/me/.config/adder/config.toml"
        let broken = ConfigParser.parse("mouse = true\ntheme = \"broken\"\n", file: file, themes: themes)
        #expect(broken.config.theme == Theme.builtIn.name)
        #expect(broken.problems.map(\.line) == [2])
        #expect(broken.problems.first?.reason.hasPrefix("theme “broken” cannot be used, so the default theme paints: ") == true)
        #expect(broken.problems.first?.reason.hasSuffix("has no [roles] table") == true)
        #expect(ConfigParser.parse("theme = \"mono\"", file: file, themes: themes).problems == [])
        #expect(ConfigParser.parse("theme = \"broken\"", file: file).problems == [], "without a loader the name is not checked")
    }

    @Test("every setting is read and reaches what uses it")
    func settingsAreRead() {
        let result = parse("""
            theme = "mono"
            split-width = 140
            mouse = false

            [news]
            parallelism = 3
            timeout = 7.5
            browser = "firefox --new-tab"
            articles-kept-per-feed = 200
            auto-refresh = 30
            """)
        #expect(result.problems == [])
        let config = result.config
        #expect(config.theme == "mono")
        #expect(config.splitWidth == 140)
        #expect(config.mouse == false)
        #expect(config.news.parallelism == 3)
        #expect(config.news.browser == "firefox --new-tab")
        #expect(config.news.autoRefreshMinutes == 30)
        let settings = config.news.settings
        #expect(settings.parallelism == 3)
        #expect(settings.fetch.timeout == .milliseconds(7500))
        #expect(settings.articlesKeptPerFeed == 200)
    }

    @Test("an empty file is the defaults")
    func emptyFile() {
        let result = parse("")
        #expect(result.problems == [])
        #expect(result.config == Config())
        #expect(result.config.keymap == Keymap.standard)
    }

    @Test("an unknown setting is told with its file and line; the rest still applies")
    func unknownSetting() {
        let result = parse("mouse = false\ncolour = \"red\"\n\n[news]\nparalelism = 4\ntimeout = 5\n")
        #expect(result.problems.map(\.description) == [
            "/home/me/.config/adder/config.toml, line 2: unknown setting “colour” (the settings are theme, split-width, mouse, keymap, [news], [todos] and [keys]).",
            "/home/me/.config/adder/config.toml, line 5: unknown setting “paralelism” in [news] (the settings are parallelism, timeout, "
                + "browser, articles-kept-per-feed, items-per-fetch, unread-kept-per-feed, auto-refresh, "
                + "show-read-feeds, show-read-articles, ignore, ignore-mode, save-folder, pipe-shell, hyperlinks, enclosure-command, "
                + "source, [news.ttrss] and [news.fever]).",
        ])
        #expect(result.config.mouse == false)
        #expect(result.config.news.timeoutSeconds == 5)
        #expect(result.config.news.parallelism == 8)
    }

    @Test("a value of the wrong type or out of range keeps the default")
    func badValues() {
        let result = parse("mouse = \"yes\"\nsplit-width = 10\n[news]\ntimeout = \"soon\"\nparallelism = 0\nbrowser = 3\n")
        #expect(result.problems.map(\.line) == [1, 2, 4, 5, 6])
        #expect(result.problems[0].reason == "mouse must be true or false, not “yes”")
        #expect(result.problems[1].reason == "split-width must be a whole number of columns from 40 to 10000, not 10")
        #expect(result.problems[2].reason == "timeout must be a number of seconds above 0, at most 3600, not “soon”")
        #expect(result.problems[3].reason == "parallelism must be a whole number of feeds from 1 to 64, not 0")
        #expect(result.problems[4].reason == "browser must be a string in quotes, not 3")
        #expect(result.config == Config())
    }

    @Test("a file that is not TOML is all defaults and one problem at the parser's line")
    func notTOML() {
        let result = parse("mouse = false\n\n[news\n")
        #expect(result.problems.count == 1)
        #expect(result.problems[0].line == 3)
        #expect(result.problems[0].reason.hasPrefix("this is not valid TOML"))
        #expect(result.config == Config())
    }

    @Test("[keys] rebinds an action everywhere; [keys.PANE] in one pane; none unbinds")
    func rebinding() {
        let result = parse("""
            [keys]
            toggle-done = ["t", "<C-t>"]
            delete-todo = "none"

            [keys.news-reader]
            page-down = "<PgDn>"
            """)
        #expect(result.problems == [])
        let keymap = result.config.keymap
        #expect(keymap.action(for: .character("t"), in: .todoList) == .toggleDone)
        #expect(keymap.action(for: .control("t"), in: .todoDetail) == .toggleDone)
        #expect(keymap.action(for: .character("x"), in: .todoList) == nil)
        #expect(keymap.action(for: .character("d"), in: .todoList) == nil)
        #expect(keymap.action(for: .character(" "), in: .newsReader) == nil)
        #expect(keymap.action(for: .control("d"), in: .newsArticles) == .pageDown)
        #expect(keymap.hints(for: .todoList).contains(KeyHint(keys: "t", label: "done")))
        #expect(!keymap.hints(for: .todoList).contains { $0.label == "delete" })
    }

    @Test("swapping two keys is no clash")
    func swap() {
        let result = parse("[keys]\nmove-down = [\"k\", \"<Down>\"]\nmove-up = [\"j\", \"<Up>\"]\n")
        #expect(result.problems == [])
        #expect(result.config.keymap.action(for: .character("k"), in: .todoList) == .moveDown)
        #expect(result.config.keymap.hints(for: .todoList).first == KeyHint(keys: "k/j", label: "move"))
    }

    @Test("an unknown action, pane or key name is told by line and changes nothing")
    func badKeys() {
        let result = parse("""
            [keys]
            mvoe-down = "j"
            undo = "<C-xy>"
            redo = ["r", 3]
            refresh-all = "ab"

            [keys.todo-list]
            toggle-star = "s"
            """)
        #expect(result.problems.map(\.line) == [2, 3, 4, 5, 8])
        #expect(result.problems[0].reason.contains("no action is called “mvoe-down”"))
        #expect(result.problems[1].reason.hasPrefix("“<C-xy>” is not one key for undo"))
        #expect(result.problems[2].reason.hasPrefix("redo must be a key in quotes or a list of them"))
        #expect(result.problems[3].reason.hasPrefix("“ab” is not one key for refresh-all"))
        #expect(result.problems[4].reason == "toggle-star does nothing in the todo-list pane, so it cannot be bound there")
        #expect(result.config.keymap == Keymap.standard)
    }

    @Test("a key two actions of one pane would share is a clash: the later line keeps its default")
    func clash() {
        let result = parse("[keys]\ntoggle-done = \"t\"\nadd-todo = [\"t\", \"+\"]\nedit-title = \"d\"\n")
        #expect(result.problems.map(\.description) == [
            "/home/me/.config/adder/config.toml, line 3: t for add-todo clashes with toggle-done in the todo-list pane, "
                + "so add-todo keeps its default keys.",
            "/home/me/.config/adder/config.toml, line 4: d for edit-title clashes with delete-todo in the todo-list pane, "
                + "so edit-title keeps its default keys.",
        ])
        let keymap = result.config.keymap
        #expect(keymap.action(for: .character("t"), in: .todoList) == .toggleDone)
        #expect(keymap.action(for: .character("a"), in: .todoList) == .addTodo)
        #expect(keymap.action(for: .character("e"), in: .todoList) == .editTitle)
        #expect(keymap.clashes.isEmpty)
    }

    @Test("a character bound in an editor pane would not type itself: refused")
    func characterInAnEditor() {
        let result = parse("[keys]\ncursor-left = [\"h\", \"<Left>\"]\n[keys.notes-editor]\nnew-line = \"<C-j>\"\n")
        #expect(result.problems.map(\.description) == [
            "/home/me/.config/adder/config.toml, line 2: h for cursor-left would stop h typing itself in the line-editor pane, "
                + "so cursor-left keeps its default keys.",
        ])
        #expect(result.config.keymap.action(for: .control("j"), in: .notesEditor) == .newLine)
        #expect(result.config.keymap.action(for: .character("h"), in: .lineEditor) == nil)
    }

    @Test("a global key clashes with the panes' keys")
    func globalClash() {
        let result = parse("[keys]\nsuspend = \"x\"\n")
        #expect(result.problems.count == 1)
        #expect(result.problems[0].reason.hasPrefix("x for suspend clashes with toggle-done in the todo-list pane"))
    }

    @Test("the default file (adder config --default) parses back with no problems and is the defaults")
    func templateRoundTrip() {
        let text = ConfigTemplate.text()
        let result = parse(text)
        #expect(result.problems == [])
        var config = result.config
        #expect(config.keymap == Keymap.standard)
        config.keyOverrides = []
        #expect(config == Config())
        for action in Set(Keymap.standard.bindings.map(\.action)) {
            #expect(text.contains("\n\(action.configName) = "), "\(action.configName) is missing")
        }
    }

    @Test("action names are kebab-case and name one action each")
    func actionNames() {
        #expect(Action.moveDown.configName == "move-down")
        #expect(Action.editNotesExternally.configName == "edit-notes-externally")
        #expect(Set(Action.allCases.map(\.configName)).count == Action.allCases.count)
        for action in Action.allCases { #expect(Action(configName: action.configName) == action) }
        #expect(KeyContext.todoList.configName == "todo-list")
    }

    @Test("the TUI's notice is the first problem and how many more")
    func notice() {
        let result = parse("a = 1\nb = 2\n")
        #expect(result.notice == "/home/me/.config/adder/config.toml, line 1: unknown setting “a” (the settings are theme, "
            + "split-width, mouse, keymap, [news], [todos] and [keys]). (1 more: see `adder config --check`)")
    }
}
