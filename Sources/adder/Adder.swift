import App
import ArgumentParser
import CommandUseCases
import Basics
import Foundation
import Settings
import Terminal
import TerminalNcurses

/// `adder`: opens the TUI; subcommands serve scripts and tests.
struct Adder: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "To-dos with the keyboard and news offline, in the terminal (Adder \(AdderVersion.current)).",
        discussion: """
            `adder` with no subcommand opens the full-screen program, to-dos and news (press ? there for every key); \
            the subcommands serve scripts and tests. Data lives in $XDG_DATA_HOME/adder (or $ADDER_HOME). \
            ADDER_NOW=2026-01-02T09:00:00Z fixes the clock.
            """,
        version: AdderVersion.current,
        subcommands: [SnapshotCommand.self, ThemesCommand.self, KeysCommand.self, ConfigCommand.self, TodoCommand.self, FeedsCommand.self, NewsCommand.self])

    @OptionGroup var options: CommonOptions
    @OptionGroup var screen: ScreenOptions

    /// The TUI runs on the main actor, which owns the terminal (on Linux a Dispatch thread: the
    /// main thread waits in `sigsuspend`); the root command is async because `adder news refresh` is.
    func run() async throws {
        try await Self.runTUI(TUILaunch(theme: options.theme, startTab: screen.startTab, demo: screen.demo))
    }

    /// What the full-screen program starts with: `--theme`, `--tab` and `--demo`, or their defaults.
    struct TUILaunch: Sendable {
        var theme: String?
        var startTab: TabID = .todos
        var demo = false
    }

    static func runTUI(_ launch: TUILaunch) async throws {
        try await MainActor.run { try runTUIOnMain(launch) }
    }

    @MainActor private static func runTUIOnMain(_ launch: TUILaunch) throws {
        let demo = try ScreenOptions.startDemo(launch.demo)
        let removeDemo = { demo.map { try? FileManager.default.removeItem(at: $0) } }
        defer { removeDemo() }
        var environment = try AdderEnvironment(theme: launch.theme, writable: true, unreadable: .openReadOnly)
        environment.dependencies.store.appendsEdits = true
        let configuration = environment.applyConfig()
        environment.enableNews(settings: configuration.config.news.settings)
        environment.enableTodoSync(configuration.config.todos.sync)
        environment.dependencies.startTab = launch.startTab
        let (theme, themeProblem) = environment.theme(configured: configuration.config.theme)
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(styles: theme.styles, mouse: configuration.config.mouse,
                                           hyperlinks: configuration.config.news.output.hyperlinks.isOn(environment: ProcessInfo.processInfo.environment))
        } catch {
            throw CleanExit.message(error.description, code: 1)
        }
        environment.enableExternalEditor { body in terminal.suspend(while: body) }
        environment.dependencies.linkOpener = BrowserLinkOpener(browser: configuration.config.news.browser,
                                                                environment: ProcessInfo.processInfo.environment,
                                                                suspend: { body in terminal.suspend(while: body) })
        environment.dependencies.clipboard = TerminalClipboard(write: { terminal.writeRaw($0) })
        environment.dependencies.commandRunner = ForegroundCommandRunner(suspend: { body in terminal.suspend(while: body) })
        environment.dependencies.savesArticles = true
        let shell = AppBuilder.build(dependencies: environment.dependencies, wakeUp: terminal.wakeUp)
        shell.notice = AdderEnvironment.startupNotice(config: configuration, themeProblem: themeProblem)
        shell.suspendToShell = { terminal.suspendToShell() }
        let end = EventLoop.run(shell, on: terminal)
        // A refresh stops starting feeds and what it is writing lands, before the demo folder goes.
        shell.work.finish(waitingAtMost: .seconds(3))
        environment.dependencies.store.foldJournal()
        if case .signal(let number) = end {
            removeDemo()  // re-raising the signal ends the process: no defer runs after it
            terminal.exit(bySignal: number)
        }
        terminal.close()
    }
}

/// Options of the full-screen program and of `adder snapshot`.
struct ScreenOptions: ParsableArguments {
    @Option(help: "The tab to open on: todos or news.")
    var tab: String = "todos"

    @Flag(help: "Open on a throwaway folder with sample to-dos and a sample feed (removed at the end).")
    var demo = false

    var startTab: TabID { tab.lowercased() == "news" ? .news : .todos }

    /// With `--demo`, makes the demo folder and points ADDER_HOME at it; returns it to remove.
    func startDemo() throws -> URL? {
        try Self.startDemo(demo)
    }

    static func startDemo(_ demo: Bool) throws -> URL? {
        guard demo else { return nil }
        let folder = try DemoHome.create(clock: try AdderNow.clock())
        setenv("ADDER_HOME", folder.path, 1)
        return folder
    }

    func validate() throws {
        guard ["todos", "news"].contains(tab.lowercased()) else {
            throw CleanExit.message("--tab \(tab) is not a tab: use todos or news.", code: 2)
        }
    }
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
    @Option(help: "The colour theme: a NAME from `adder themes`, or the PATH of a theme file (wins over NO_COLOR).")
    var theme: String?
}

/// Ends with one sentence on stderr and an exit status. The sentence may quote stored or typed
/// text (a title, a bad date from the file, an argument), so it is made inert for the terminal.
enum CleanExit {
    static func message(_ sentence: String, code: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("adder: \(InertText.make(sentence))\n".utf8))
        return ExitCode(code)
    }
}
