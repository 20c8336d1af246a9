import App
import ArgumentParser
import Foundation
import Settings
import Terminal

/// `adder snapshot`: renders the TUI in memory after some keys and prints the screen.
struct SnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        _superCommandName: ShortErrors.rootName,
        abstract: "Render the TUI headlessly after some keys and print the screen.",
        discussion: """
            Keys: literal characters type themselves; special keys go in angle brackets: <Enter> <Esc> \
            <Tab> <BS> <Del> <Up> <Down> <Left> <Right> <Home> <End> <PgUp> <PgDn> <Space> <lt> <C-x> <F1>..<F12>. \
            Reads the same data as the TUI but never writes it.
            """)

    @OptionGroup var options: CommonOptions
    @OptionGroup var screen: ScreenOptions

    @Option(help: "The terminal size, COLUMNSxROWS.")
    var size: String = "100x30"

    @Option(help: "The keys to press before printing.")
    var keys: String = ""

    @Flag(help: "Also print each cell's style role under the text.")
    var roles = false

    @Flag(help: "Print with the theme's colours as ANSI escape sequences.")
    var ansi = false

    @Flag(help: "Print the screen as an SVG picture in the theme's colours.")
    var svg = false

    @Flag(help: "Print the screen as an HTML page holding that picture.")
    var html = false

    /// The App's objects live on the main actor, as in the TUI.
    func run() async throws {
        try await MainActor.run { try render() }
    }

    @MainActor private func render() throws {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns > 0, rows > 0, columns * rows <= 1_000_000 else {
            throw CleanExit.message("--size \(size) is not COLUMNSxROWS, such as 100x30.", code: 2)
        }
        guard [ansi, svg, html, roles].filter({ $0 }).count <= 1 else {
            throw CleanExit.message("--ansi, --svg, --html and --roles each print the screen their own way: give one of them.", code: 2)
        }
        let keyList: [Key]
        do {
            keyList = try KeyNotation.parse(keys)
        } catch {
            throw CleanExit.message(error.description, code: 2)
        }
        let demo = try screen.startDemo()
        defer { demo.map { try? FileManager.default.removeItem(at: $0) } }
        // An unreadable file shows the read-only banner, as in the TUI.
        var environment = try AdderEnvironment(options: options, writable: false, unreadable: .openReadOnly)
        let configuration = environment.applyConfig()
        environment.dependencies.autoRefreshMinutes = nil  // a snapshot never fetches (auto-refresh looks at start)
        environment.enableNews(copy: true, settings: configuration.config.news.settings)
        environment.dependencies.startTab = screen.startTab
        defer { environment.snapshotScratch.map { try? FileManager.default.removeItem(at: $0) } }
        let size = Size(columns: columns, rows: rows)
        let terminal = InMemoryTerminal(size: size, keys: keyList)
        let shell = AppBuilder.build(dependencies: environment.dependencies, wakeUp: terminal.wakeUp)
        let (theme, themeProblem) = environment.theme(configured: configuration.config.theme)
        shell.notice = AdderEnvironment.startupNotice(config: configuration, themeProblem: themeProblem)  // as the TUI shows it
        _ = EventLoop.run(shell, on: terminal)
        let screen = shell.render(size: size)
        if ansi {
            print(screen.ansi(styles: theme.styles), terminator: "")
        } else if svg {
            print(screen.svg(styles: theme.styles, settings: theme.pictureSettings), terminator: "")
        } else if html {
            print(screen.html(styles: theme.styles, settings: theme.pictureSettings, title: "Adder"), terminator: "")
        } else {
            print(roles ? screen.snapshot : screen.textLines.joined(separator: "\n") + "\n", terminator: "")
        }
    }
}
