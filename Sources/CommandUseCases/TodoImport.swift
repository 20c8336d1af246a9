import Basics
import Entities
import Foundation
import Terminal
import TodoInterop
import Todos

/// The formats `adder todo import` reads and `adder todo export` writes.
public typealias TodoFileFormat = InteropFormat

/// The file `adder todo import` reads, read before the list is opened.
public enum ImportFile {
    /// Its bytes; one that cannot be read imports nothing (exit 1). `shownFile`: its path, inert.
    public static func read(_ file: String, shownFile: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandFailure("\(shownFile) cannot be read (\(InertText.make(FileErrorReason.of(error)))); nothing was imported.", status: 1)
        }
    }
}

extension TodoSession {
    /// Adds the to-dos of `data`, all or nothing, and returns the plan that was applied.
    public func importTodos(_ data: Data, format: InteropFormat, shownFile: String) throws -> ImportPlan {
        let context = try InteropContext(environment: environment)
        let reading: ForeignReading
        do {
            reading = try TodoInterop.read(data, format: format, file: shownFile, timeZone: context.timeZone)
        } catch {
            throw CommandFailure(error.description, status: 1)
        }
        // Planned on the latest list and links, and saved with its undo step and its links as one
        // commit under the store's lock: an import or edit meanwhile is seen, never overwritten, and a
        // process killed part way leaves all three files as they were (`TodoFile.withCommit`).
        let companions = [history.file?.url, context.linksFile].compactMap { $0 }
        return try store.file.withCommit(of: companions) {
            try importLocked(reading, format: format, context: context, shownFile: shownFile)
        }
    }

    /// Every to-do (done and archived ones too) in `format`, with what the format dropped.
    public func export(as format: InteropFormat) throws -> TodoInterop.Export {
        let context = try InteropContext(environment: environment)
        return TodoInterop.export(store.todos, format: format, links: try context.links(), now: context.clock.now, timeZone: context.timeZone)
    }

    /// Plans, applies and links the import; run under the lock, inside the commit (anything thrown rolls it back).
    private func importLocked(_ reading: ForeignReading, format: InteropFormat, context: InteropContext,
                              shownFile: String) throws -> ImportPlan {
        store.refreshIfChanged()
        if let problem = store.refreshProblem { throw CommandFailure(problem.description, status: 1) }
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
                outcome = try history.perform(.batch(plan.todos.map { TodoEdit.restore($0, at: Int.max) }),
                                                      description: "import of \(plan.todos.count) \(noun) from \(shownFile)")
            } catch {
                throw CommandFailure(error.description, status: 1)
            }
            if let saveError = outcome.saveError {
                throw CommandFailure("\(saveError.reason); nothing was imported.", status: 1)
            }
            if let failure = history.writeFailure {
                throw CommandFailure("The undo history \(failure), so nothing was imported.", status: 1)
            }
            passOnFileNotice()
            for link in plan.links { links.add(link) }
        }
        guard !plan.todos.isEmpty || pruned > 0 else { return plan }
        do {
            try links.save(to: context.linksFile)
        } catch {
            throw CommandFailure("\(context.linksFile.path) could not be written (\(error.description)), so nothing was imported.", status: 1)
        }
        return plan
    }
}

/// What `todo import` prints: a count line, then one line a kind of skipped or dropped thing.
public enum ImportSummary {
    /// The counts, then a line a kind of thing skipped or dropped.
    public static func text(_ plan: ImportPlan, file: String, format: InteropFormat) -> String {
        let noun = plan.todos.count == 1 ? "to-do" : "to-dos"
        var lines = ["Imported \(plan.todos.count) \(noun) from \(file) (\(format.displayName)); skipped \(plan.skipped.total)."]
        lines += plan.skipped.lines.map { "Skipped " + InertText.make($0) + "." }
        lines += plan.dropped.lines.map { "Dropped " + InertText.make($0) + "." }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The imported ids, and the skipped and dropped kinds with their counts.
    public static func json(_ plan: ImportPlan) -> String {
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

    init(environment variables: [String: String] = ProcessInfo.processInfo.environment) throws {
        linksFile = AdderPaths(environment: variables).dataDirectory.appendingPathComponent(InteropLinks.fileName)
        clock = try AdderNow.clock(from: variables)
    }

    /// The links file as it is; an unreadable one ends the command (it is never overwritten).
    func links() throws -> InteropLinks {
        do {
            return try InteropLinks.load(from: linksFile)
        } catch {
            throw CommandFailure(InertText.make(error.description), status: 1)
        }
    }
}

/// Where `adder todo export` puts its file, and what it says of what the format could not hold.
public enum ExportOutput {
    /// Replaces `output` atomically with `data`.
    public static func write(_ data: Data, to output: String) throws {
        do {
            try AtomicFile.replace(URL(fileURLWithPath: output), with: data)
        } catch {
            throw CommandFailure("\(InertText.make(output)) could not be written (\(error.description)).", status: 1)
        }
    }

    /// One stderr line a kind of thing the format dropped, each ending with a newline.
    public static func droppedLines(_ export: TodoInterop.Export, format: InteropFormat) -> String {
        export.dropped.lines.map { "adder: the \(format.displayName) export dropped \($0).\n" }.joined()
    }
}
