import ArgumentParser
import CommandUseCases
import Foundation

/// `adder todo export`: every to-do as todo.txt, a taskwarrior import or an iCalendar file.
struct TodoExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every to-do (done and archived ones too) as todo.txt, taskwarrior JSON or iCalendar.",
        discussion: """
            To stdout, or to --output FILE (replaced atomically). What the format cannot hold is named on \
            stderr, one line a kind. `adder todo export --to taskwarrior | task import -`
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Option(name: .customLong("to"), help: "The format: todotxt, taskwarrior or ics.")
    var format: TodoFileFormat

    @Option(help: "Write to this file instead of stdout.")
    var output: String?

    func run() throws {
        let export = try TodoSession.opened().export(as: format)
        if let output {
            try ExportOutput.write(export.data, to: output)
        } else {
            FileHandle.standardOutput.write(export.data)
        }
        FileHandle.standardError.write(Data(ExportOutput.droppedLines(export, format: format).utf8))
    }
}
