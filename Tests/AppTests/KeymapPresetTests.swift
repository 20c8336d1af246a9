@testable import App
@testable import Settings
import Foundation
import Terminal
import Testing
import TestSupport

/// `keymap = "newsboat"` and `"taskwarrior-tui"`: the keys people bring, checked against what those
/// programs document as their defaults, not against a copy of our own idea of them.
@MainActor
@Suite("Key tables from newsboat and taskwarrior-tui")
struct KeymapPresetTests {
    let folder = TemporaryDirectory()

    private static func keymap(_ config: String) -> (Keymap, [ConfigProblem]) {
        let result = ConfigParser.parse(config, file: "config.toml")
        return (result.config.keymap, result.problems)
    }

    @Test("every preset, alone or together, leaves no pane with a key bound twice, and every key it names parses",
          arguments: [["newsboat"], ["taskwarrior-tui"], ["taskwarrior-tui", "newsboat"]])
    func presetsAreConsistent(names: [String]) throws {
        let presets = try names.map { try #require(KeymapPreset(rawValue: $0)) }
        for override in KeymapPreset.overrides(of: presets) {
            #expect(!override.keys.isEmpty, "\(override.action) in \(String(describing: override.context))")
            #expect(Keymap.standard.binds(override.action, in: try #require(override.context)), "\(override.action)")
        }
        #expect(Keymap.standard.applying(KeymapPreset.overrides(of: presets)).clashes.isEmpty)
    }

    /// newsboat's operations and the Adder actions that do the same, with the pane to look in.
    private static let newsboatEquivalents: [(operation: String, action: Action, context: KeyContext)] = [
        ("open", .open, .newsFeeds), ("quit", .quit, .newsFeeds), ("reload", .refreshFeed, .newsFeeds),
        ("reload-all", .refreshAll, .newsFeeds), ("mark-feed-read", .markAllRead, .newsFeeds),
        ("save", .saveArticle, .newsArticles), ("next-unread", .nextUnread, .newsArticles),
        ("prev-unread", .previousUnread, .newsArticles), ("next", .moveDown, .newsArticles), ("prev", .moveUp, .newsArticles),
        ("open-in-browser", .openLink, .newsArticles), ("help", .showHelp, .newsFeeds),
        ("toggle-article-read", .toggleRead, .newsArticles), ("toggle-show-read-feeds", .toggleReadFeeds, .newsFeeds),
        ("show-urls", .showLinks, .newsReader), ("clear-tag", .clearTag, .newsFeeds), ("set-tag", .pickTag, .newsFeeds),
        ("open-search", .search, .newsFeeds), ("enqueue", .openAttachments, .newsArticles),
        ("edit-urls", .editFeedsFile, .newsFeeds), ("pipe-to", .pipeArticle, .newsArticles),
        ("up", .moveUp, .newsFeeds), ("down", .moveDown, .newsFeeds), ("pageup", .pageUp, .newsFeeds),
        ("pagedown", .pageDown, .newsFeeds), ("home", .moveToTop, .newsFeeds), ("end", .moveToBottom, .newsFeeds),
    ]

    @Test("with keymap = \"newsboat\", each newsboat operation Adder has is on newsboat's default key (newsboat's own manual)")
    func newsboatKeysAreNewsboats() throws {
        let defaults = try Self.newsboatDefaults()
        let (keymap, problems) = Self.keymap("keymap = \"newsboat\"\n")
        #expect(problems.isEmpty)
        for (operation, action, context) in Self.newsboatEquivalents {
            let key = try #require(defaults[operation], "newsboat's manual lists \(operation)")
            #expect(keymap.action(for: key, in: context) == action, "\(operation) (\(key.notation)) in \(context.configName)")
        }
        // The standard table, for contrast: several of those keys mean something else there.
        #expect(Keymap.standard.action(for: .character("N"), in: .newsArticles) == .previousUnread)
        #expect(keymap.action(for: .character("N"), in: .newsArticles) == .toggleRead)
        // The To-dos tab is left as it was.
        #expect(keymap.bindings(in: .todoList) == Keymap.standard.bindings(in: .todoList))
    }

    /// taskwarrior-tui's keyconfig names and the Adder actions that do the same in the list.
    private static let taskwarriorTUIEquivalents: [String: Action] = [
        "quit": .quit, "go-to-bottom": .moveToBottom, "go-to-top": .moveToTop, "down": .moveDown, "up": .moveUp,
        "page-down": .pageDown, "page-up": .pageUp, "delete": .deleteTodo, "done": .toggleDone, "quick-tag": .editTags,
        "undo": .undo, "edit": .editTitle, "modify": .editTitle, "add": .addTodo, "annotate": .editNotesExternally,
        "filter": .search, "zoom": .open, "refresh": .syncTodos, "context-menu": .cycleView,
    ]
    /// What taskwarrior-tui has and Adder does not: the key keeps Adder's meaning.
    private static let taskwarriorTUIWithoutEquivalent: Set<String> = [
        "start-stop", "duplicate", "shell", "log", "report-menu", "next-tab", "previous-tab",
    ]

    @Test("with keymap = \"taskwarrior-tui\", each of its default keys does the same in the list (its documented keyconfig)")
    func taskwarriorTUIKeysAreItsOwn() throws {
        let text = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/taskwarrior-tui-keyconfig.taskrc"), encoding: .utf8)
        let defaults = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> (String, String)? in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals].split(separator: ".").last!), String(line[line.index(after: equals)...]))
        }
        let (keymap, problems) = Self.keymap("keymap = \"taskwarrior-tui\"\n")
        #expect(problems.isEmpty)
        #expect(defaults.count == 26)
        for (name, keyText) in defaults {
            guard let action = Self.taskwarriorTUIEquivalents[name] else {
                #expect(Self.taskwarriorTUIWithoutEquivalent.contains(name), "\(name): neither mapped nor said to have no equivalent")
                continue
            }
            let key = try #require(ConfigParser.key(keyText), "\(name) = \(keyText)")
            #expect(keymap.action(for: key, in: .todoList) == action, "\(name) (\(keyText))")
        }
        #expect(keymap.action(for: .character("v"), in: .todoList) == .toggleMark)
        #expect(keymap.action(for: .character("V"), in: .todoList) == .markAll)
        #expect(keymap.action(for: .character("C"), in: .todoList) == .clearMarks)
        #expect(keymap.action(for: .character("d"), in: .todoAgenda) == .toggleDone)
        #expect(keymap.action(for: .character("x"), in: .todoDetail) == .deleteTodo)
        #expect(keymap.bindings(in: .newsArticles) == Keymap.standard.bindings(in: .newsArticles))
    }

    @Test("in the running program d completes and x deletes under taskwarrior-tui's keys; the hints say so")
    func taskwarriorTUIInTheApp() throws {
        let store = try Fixtures.store(in: folder, todos: [Fixtures.todo(1, "Buy milk"), Fixtures.todo(2, "Call mom")])
        var dependencies = AppDependencies(store: store, clock: Fixtures.clock, timeZone: Fixtures.utc)
        dependencies.keymap = Self.keymap("keymap = \"taskwarrior-tui\"\n").0
        let size = Size(columns: 100, rows: 12)
        let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse("djx"))
        let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
        _ = EventLoop.run(shell, on: terminal)
        #expect(store.todos.map(\.title) == ["Buy milk"])
        #expect(store.todos.map(\.done) == [true])
        let statusBar = shell.render(size: size).textLines.last ?? ""
        #expect(statusBar.contains("d done"), "\(statusBar)")
        #expect(statusBar.contains("e edit"), "\(statusBar)")
    }

    @Test("both presets as a list; [keys] still applies on top and is checked against the preset's table")
    func presetsThenKeys() {
        let (both, problems) = Self.keymap("keymap = [\"taskwarrior-tui\", \"newsboat\"]\n[keys.todo-list]\nundo = \"y\"\n")
        #expect(problems.isEmpty)
        #expect(both.action(for: .character("d"), in: .todoList) == .toggleDone)
        #expect(both.action(for: .character("N"), in: .newsReader) == .toggleRead)
        #expect(both.action(for: .character("y"), in: .todoList) == .undo)
        #expect(both.action(for: .character("z"), in: .todoList) == .open)
        // N is newsboat's toggle-article-read, so it cannot also star.
        let (clashing, clash) = Self.keymap("keymap = \"newsboat\"\n\n[keys.news-articles]\ntoggle-star = \"N\"\n")
        #expect(clash.map(\.line) == [4])
        #expect(clash.first?.reason.contains("clashes with toggle-read") == true, "\(clash)")
        #expect(clashing.action(for: .character("N"), in: .newsArticles) == .toggleRead)
    }

    @Test("an unknown name or a value of the wrong type is one sentence by line; the known names still apply")
    func unknownNames() {
        let (keymap, problems) = Self.keymap("mouse = true\nkeymap = [\"mutt\", \"newsboat\"]\n")
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.reason == "keymap “mutt” is not a key table Adder knows (\"adder\", \"newsboat\", \"taskwarrior-tui\"), so it is left out")
        #expect(keymap.action(for: .character("N"), in: .newsArticles) == .toggleRead)
        let wrongType = Self.keymap("keymap = 3\n").1
        #expect(wrongType.first?.reason.hasPrefix("keymap must be a name in quotes or a list of them") == true)
        #expect(Self.keymap("keymap = \"adder\"\n").0 == Keymap.standard)
    }

    /// newsboat's default keys as its installed manual gives them ("Operation: NAME" then
    /// "Default key: KEY"), in Adder's key notation. .ci/run installs newsboat.
    private static func newsboatDefaults() throws -> [String: Key] {
        let manual = "/usr/share/doc/newsboat/newsboat.html"
        guard let html = try? String(contentsOfFile: manual, encoding: .utf8) else {
            throw TestFailure("newsboat's manual \(manual) is missing: apt-get install newsboat (.ci/run installs it)")
        }
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var defaults: [String: Key] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("Operation: ") && index + 1 < lines.count {
            let keyLine = lines[index + 1]
            guard keyLine.hasPrefix("Default key: ") else { continue }
            let name = String(line.dropFirst("Operation: ".count))
            if let key = key(newsboatNotation: String(keyLine.dropFirst("Default key: ".count))) { defaults[name] = key }
        }
        return defaults
    }

    private static func key(newsboatNotation text: String) -> Key? {
        let named: [String: String] = ["ENTER": "<Enter>", "UP": "<Up>", "DOWN": "<Down>", "PPAGE": "<PgUp>", "NPAGE": "<PgDn>",
                                       "HOME": "<Home>", "END": "<End>", "TAB": "<Tab>"]
        if let notation = named[text] { return ConfigParser.key(notation) }
        if text.count == 2, text.hasPrefix("^") { return ConfigParser.key("<C-\(text.dropFirst().lowercased())>") }
        return text.count == 1 ? ConfigParser.key(text) : nil
    }
}

private struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
