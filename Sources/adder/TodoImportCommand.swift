import ArgumentParser
import Basics
import Entities
import Foundation
import Settings
import Terminal
import TodoInterop
import Todos

extension InteropFormat: ExpressibleByArgument {}

/// `adder todo import`: adds the to-dos of a todo.txt, taskwarrior or iCalendar file, all or nothing.
struct TodoImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the to-dos of a todo.txt file, a `task export` or an iCalendar (.ics) file.",
        discussion: """
            Importing the same file again adds only what is new: each to-do is remembered by its \
            foreign id (taskwarrior's uuid, iCalendar's UID, todo.txt's id: or its text) in \
            interop-links.json beside todos.json. Prints what was imported, skipped and dropped; \
            a file that cannot be read imports nothing.
            """)

    @OptionGroup(visibility: .hidden) var options: CommonOptions

    @Argument(help: "The file to read.")
    var file: String

    @Option(name: .customLong("from"), help: "The file's format: todotxt, taskwarrior or ics.")
    var format: InteropFormat

    @Flag(help: "Print the counts as JSON: imported ids, skipped and dropped kinds with their counts.")
    var json = false

    func run() throws {
        let shownFile = InertText.make(file)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CleanExit.message("\(shownFile) cannot be read (\(InertText.make(FileErrorReason.of(error)))); nothing was imported.", code: 1)
        }
        let session = try TodoSession(options: options)
        let context = try InteropContext()
        let reading: ForeignReading
        do {
            reading = try TodoInterop.read(data, format: format, file: shownFile, timeZone: context.timeZone)
        } catch {
            throw CleanExit.message(error.description, code: 1)
        }
        // Planned on the latest list and links, and saved with its undo step and its links as one
        // commit under the store's lock: an import or edit meanwhile is seen, never overwritten, and a
        // process killed part way leaves all three files as they were (`TodoFile.withCommit`).
        let companions = [session.history.file?.url, context.linksFile].compactMap { $0 }
        let plan = try session.store.file.withCommit(of: companions) {
            try importLocked(reading, session: session, context: context, shownFile: shownFile)
        }
        print(json ? ImportSummary.json(plan) : ImportSummary.text(plan, file: shownFile, format: format), terminator: "")
    }

    /// Plans, applies and links the import; run under the lock, inside the commit (anything thrown rolls it back).
    private func importLocked(_ reading: ForeignReading, session: TodoSession, context: InteropContext,
                              shownFile: String) throws -> ImportPlan {
        let store = session.store
        store.refreshIfChanged()
        if let problem = store.refreshProblem { throw CleanExit.message(problem.description, code: 1) }
        var links = try context.links()
        let pruned = links.prune(keepingLinksTo: store.todos)
        let plan = ImportPlan(reading, format: format, existing: store.todos, nextID: store.document.nextID,
                              links: links, now: context.clock.now, timeZone: context.timeZone)
        if !plan.todos.isEmpty {
            // Each new to-do is put in with the id the plan gave it, so that subtasks can name their parents.
            // One edit: one save, and one step that `todo undo` takes back whole.
            let noun = plan.todos.count == 1 ? "to-do" : "to-dos"
            let outcome: EditOutcome
            do {
                outcome = try session.history.perform(.batch(plan.todos.map { TodoEdit.restore($0, at: Int.max) }),
                                                      description: "import of \(plan.todos.count) \(noun) from \(shownFile)")
            } catch {
                throw CleanExit.message(error.description, code: 1)
            }
            if let saveError = outcome.saveError {
                throw CleanExit.message("\(saveError.reason); nothing was imported.", code: 1)
            }
            if let failure = session.history.writeFailure {
                throw CleanExit.message("The undo history \(failure), so nothing was imported.", code: 1)
            }
            if let notice = session.history.takeFileNotice() { TodoSession.warn(notice) }
            for link in plan.links { links.add(link) }
        }
        guard !plan.todos.isEmpty || pruned > 0 else { return plan }
        do {
            try links.save(to: context.linksFile)
        } catch {
            throw CleanExit.message("\(context.linksFile.path) could not be written (\(error.description)), so nothing was imported.", code: 1)
        }
        return plan
    }
}

/// What `todo import` prints: a count line, then one line a kind of skipped or dropped thing.
enum ImportSummary {
    static func text(_ plan: ImportPlan, file: String, format: InteropFormat) -> String {
        let noun = plan.todos.count == 1 ? "to-do" : "to-dos"
        var lines = ["Imported \(plan.todos.count) \(noun) from \(file) (\(format.displayName)); skipped \(plan.skipped.total)."]
        lines += plan.skipped.lines.map { "Skipped " + InertText.make($0) + "." }
        lines += plan.dropped.lines.map { "Dropped " + InertText.make($0) + "." }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ plan: ImportPlan) -> String {
        struct Summary: Encodable {
            let imported: [Todo.ID]
            let skipped: [String: Int]
            let dropped: [String: Int]
        }
        return TodoListing.encoded(Summary(imported: plan.todos.map(\.id), skipped: plan.skipped.counts, dropped: plan.dropped.counts))
    }
}

/// What import and export share: the links file, the clock and the local time zone.
struct InteropContext {
    let linksFile: URL
    let clock: any Clock
    let timeZone = TimeZone.current

    init() throws {
        let variables = ProcessInfo.processInfo.environment
        linksFile = AdderPaths(environment: variables).dataDirectory.appendingPathComponent(InteropLinks.fileName)
        clock = try AdderNow.clock(from: variables)
    }

    /// The links file as it is; an unreadable one ends the command (it is never overwritten).
    func links() throws -> InteropLinks {
        do {
            return try InteropLinks.load(from: linksFile)
        } catch {
            throw CleanExit.message(InertText.make(error.description), code: 1)
        }
    }
}
