@testable import App
@testable import Settings
import Entities
import Foundation
import SnapshotTesting
import Terminal
import Testing
import TestSupport

/// Two reference screens (the to-do list with most to-do roles, the news reader with most news
/// roles) in every shipped theme: as text, roles and the theme's style for each role, and as
/// the ANSI `adder snapshot --ansi` prints (escape shown as ␛), so a colour change shows in a
/// review's diff. Golden files: __Snapshots__/ThemeSnapshotTests/.
@MainActor
@Suite("Themes: reference screens")
struct ThemeSnapshotTests {
    let folder = TemporaryDirectory("adder-theme-screens")

    private var todos: [Todo] {
        var milk = Fixtures.todo(1, "Buy milk", daysAgo: 4)
        milk.priority = .high
        milk.due = CalendarDay(year: 2026, month: 1, day: 1)
        milk.tags = ["shop"]
        let mom = Fixtures.todo(2, "Call mom", done: true, daysAgo: 2)
        var passport = Fixtures.todo(3, "Renew passport", daysAgo: 3)
        passport.priority = .low
        passport.due = CalendarDay(year: 2026, month: 1, day: 2)
        passport.notes = "Photo booth at the station takes cards."
        var rent = Fixtures.todo(4, "Pay rent", daysAgo: 1)
        rent.priority = .medium
        rent.due = CalendarDay(year: 2026, month: 1, day: 5)
        rent.tags = ["home"]
        return [milk, mom, passport, rent]
    }

    private func screens() throws -> [Screen] {
        let library = try NewsFixtures.library(in: folder, feeds: NewsSnapshotTests.feeds,
                                               read: ["Swift 6.3 released", "Mayor opens the new library"],
                                               starred: ["Night trains return to the coast line"])
        return try [(Size(columns: 100, rows: 12), "jj"), (Size(columns: 120, rows: 24), "2jj<Enter><Enter>")].map { size, keys in
            var dependencies = AppDependencies(store: try Fixtures.store(in: folder, todos: todos),
                                               clock: Fixtures.clock, timeZone: Fixtures.utc)
            dependencies.news = .library(library)
            let terminal = InMemoryTerminal(size: size, keys: try KeyNotation.parse(keys))
            let shell = AppBuilder.build(dependencies: dependencies, wakeUp: terminal.wakeUp)
            #expect(EventLoop.run(shell, on: terminal) == .endOfInput)
            return try #require(terminal.lastFrame)
        }
    }

    @Test("text, roles and each role's style", arguments: ThemeFileTests.shipped)
    func referenceScreens(theme name: String) throws {
        let theme = try #require(try ThemeLoader.builtIn(named: name))
        let legend = StyleRole.allCases.map { role in
            "\(role.code) \(role.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0))\(Self.describe(theme.styles[role] ?? .plain))"
        }
        let text = (["-- theme \(name), for a \(Self.describe(theme.background)) background"] + legend
                    + (try screens()).map { "\n" + $0.snapshot }).joined(separator: "\n")
        assertSnapshot(of: text, as: .lines, named: name, testName: "referenceScreens")
    }

    @Test("as ANSI escape sequences", arguments: ThemeFileTests.shipped)
    func referenceScreensANSI(theme name: String) throws {
        let theme = try #require(try ThemeLoader.builtIn(named: name))
        let text = try screens().map { $0.ansi(styles: theme.styles).replacingOccurrences(of: "\u{1B}", with: "␛") }
            .joined(separator: "\n")
        assertSnapshot(of: text, as: .lines, named: name, testName: "referenceScreensANSI")
    }

    private static func describe(_ style: TerminalStyle) -> String {
        var words: [String] = []
        if let colour = describe(style.foreground) { words.append("fg \(colour)") }
        if let colour = describe(style.background) { words.append("bg \(colour)") }
        let flags = [("bold", style.bold), ("dim", style.dim), ("italic", style.italic),
                     ("underline", style.underline), ("reverse", style.reverse)]
        words += flags.filter(\.1).map(\.0)
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    private static func describe(_ colour: TerminalColor) -> String? {
        switch colour {
        case .terminalDefault: nil
        case .indexed(let index): String(index)
        case .rgb(let rgb): rgb.hex
        }
    }

    private static func describe(_ background: ThemeBackground) -> String {
        switch background {
        case .dark: "dark"
        case .light: "light"
        case .colour(let colour): describe(colour) ?? "default"
        }
    }
}
