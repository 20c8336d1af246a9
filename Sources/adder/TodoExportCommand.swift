import ArgumentParser
import Basics
import Foundation
import Settings
import Terminal
import TodoInterop
import Todos

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
    var format: InteropFormat

    @Option(help: "Write to this file instead of stdout.")
    var output: String?

    func run() throws {
        let session = try TodoSession(options: options)
        let context = try InteropContext()
        let export = TodoInterop.export(session.store.todos, format: format, links: try context.links(),
                                        now: context.clock.now, timeZone: context.timeZone)
        if let output {
            do {
                try AtomicFile.replace(URL(fileURLWithPath: output), with: export.data)
            } catch {
                throw CleanExit.message("\(InertText.make(output)) could not be written (\(error.description)).", code: 1)
            }
        } else {
            FileHandle.standardOutput.write(export.data)
        }
        for line in export.dropped.lines {
            FileHandle.standardError.write(Data("adder: the \(format.displayName) export dropped \(line).\n".utf8))
        }
    }
}
