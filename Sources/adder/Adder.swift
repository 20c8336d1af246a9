import App
import ArgumentParser
import Foundation
import Terminal
import TerminalNcurses

/// `adder`: opens the TUI; subcommands serve scripts and tests.
@main
struct Adder: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "To-dos with the keyboard, in the terminal.",
        discussion: "Data lives in $XDG_DATA_HOME/adder (or $ADDER_HOME). ADDER_NOW=2026-01-02T09:00:00Z fixes the clock.",
        subcommands: [SnapshotCommand.self, ThemesCommand.self, KeysCommand.self, TodoCommand.self, FeedsCommand.self, NewsCommand.self])

    @OptionGroup var options: CommonOptions

    /// The TUI runs on the main thread, as it did before the root command became async (which
    /// `adder news refresh` needs).
    func run() async throws {
        let options = options
        try await MainActor.run { try Self.runTUI(options: options) }
    }

    @MainActor private static func runTUI(options: CommonOptions) throws {
        var environment = try AdderEnvironment(options: options, writable: true, unreadable: .openReadOnly)
        let (theme, themeProblem) = environment.theme()
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(styles: theme.styles)
        } catch {
            throw CleanExit.message(error.description, code: 1)
        }
        environment.enableExternalEditor { body in terminal.suspend(while: body) }
        let shell = AppBuilder.build(dependencies: environment.dependencies, wakeUp: terminal.wakeUp)
        shell.notice = themeProblem.map { StatusMessage($0, isError: true) }
        shell.suspendToShell = { terminal.suspendToShell() }
        let end = EventLoop.run(shell, on: terminal)
        if case .signal(let number) = end { terminal.exit(bySignal: number) }
        terminal.close()
    }
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
    @Option(help: "The colour theme: a file NAME.toml in the themes folder (see `adder themes`).")
    var theme: String?
}

/// Ends with one sentence on stderr and an exit status.
enum CleanExit {
    static func message(_ sentence: String, code: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("adder: \(sentence)\n".utf8))
        return ExitCode(code)
    }
}
