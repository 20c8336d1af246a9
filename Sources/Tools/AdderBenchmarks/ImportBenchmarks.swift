import Basics
import Entities
import Foundation
import Glibc
import Todos

/// `--import SIZE`: the store's part of `adder todo import` (issue 21): SIZE to-dos put in as
/// one batch of restores (with their ids, a tenth of them subtasks of the to-do before), through
/// an undo history kept in todos.undo.json, as the command does; then the undo of that batch.
/// Into an empty list (a first import) and onto a list of SIZE to-dos. Each run starts from a
/// fresh folder; only the `perform` (or the `undo`) is timed: wall clock, and the thread's CPU
/// time (which a loaded machine changes less; it leaves out the waits for fsync).
func measureImport(size: Int, runs: Int, directory: URL) throws {
    var rows: [Row] = []
    for existing in [0, size] {
        var imports: [(wall: Double, cpu: Double)] = [], undos: [(wall: Double, cpu: Double)] = []
        for run in -1..<runs {  // run -1 warms up
            let folder = directory.appendingPathComponent("adder-import-benchmark-\(getpid())-\(run)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("todos.json")
            if existing > 0 { try TodoFile(url: url).write(sampleDocument(count: existing)) }
            let store = TodoStore(file: TodoFile(url: url), clock: SystemClock())
            try store.load()
            let history = TodoHistory(store: store)
            history.keep(in: TodoHistoryFile.beside(url))
            let batch = TodoEdit.batch(importedTodos(count: size, firstID: store.document.nextID).map { .restore($0, at: Int.max) })
            let imported = try wallAndCPU {
                guard try history.perform(batch, description: "import").saveError == nil else { throw CocoaError(.fileWriteUnknown) }
            }
            guard store.todos.count == existing + size else { throw CocoaError(.fileWriteUnknown) }
            let undone = try wallAndCPU {
                guard try history.undo()?.outcome.saveError == nil else { throw CocoaError(.fileWriteUnknown) }
            }
            guard store.todos.count == existing else { throw CocoaError(.fileWriteUnknown) }
            if run >= 0 {
                imports.append(imported)
                undos.append(undone)
            }
        }
        let onto = existing == 0 ? "into an empty list" : "onto \(existing) to-dos"
        rows.append(Row(operation: "import \(onto), wall", size: size, times: imports.map(\.wall)))
        rows.append(Row(operation: "import \(onto), CPU", size: size, times: imports.map(\.cpu)))
        rows.append(Row(operation: "undo of that import, wall", size: size, times: undos.map(\.wall)))
        rows.append(Row(operation: "undo of that import, CPU", size: size, times: undos.map(\.cpu)))
    }
    for row in rows { print(row.line) }
}

/// Milliseconds `body` took on the wall clock and on this thread's CPU clock.
private func wallAndCPU(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
    let start = cpuNow()
    let wall = try milliseconds(body)
    return (wall, cpuNow() - start)
}

/// The to-dos an import plan would hold: the sample list's, renumbered from `firstID`, every
/// tenth one a subtask of the one before it.
private func importedTodos(count: Int, firstID: Todo.ID) -> [Todo] {
    sampleDocument(count: count).todos.enumerated().map { index, todo in
        var copy = todo
        copy.id = firstID + index
        copy.parent = index % 10 == 9 ? copy.id - 1 : nil
        return copy
    }
}
