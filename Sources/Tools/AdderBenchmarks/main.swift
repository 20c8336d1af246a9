// Latency and memory of the to-do store on large lists. Not a test: run it built for release,
//
//   swift run -c release --scratch-path .build-store AdderBenchmarks
//
// and it prints a table (BENCHMARKS.md records the figures). Each list size runs in a child
// process of its own so that the peak memory figure belongs to that size alone.
//
//   AdderBenchmarks [--runs N] [--directory DIR] [--sizes 10000,100000]
//   AdderBenchmarks --load-file PATH [--runs N]   (times loading an existing todos.json, read only)
//   AdderBenchmarks --tree SIZE [--runs N]        (the list as a tree: build, rows, folds; TreeBenchmarks.swift)
//   AdderBenchmarks --import SIZE [--runs N]      (an import's batch of restores, and its undo; ImportBenchmarks.swift)
import Entities
import Foundation
import Glibc
import Basics
import Todos

struct Options {
    var runs = 7
    var directory = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    var sizes = [10_000, 100_000]
    /// Set in a child process: measure this one size and print its rows.
    var childSize: Int?
    /// Set by `--load-file`: time loading this file only (never written), e.g. the peers benchmark's list.
    var loadFile: URL?
    /// Set by `--tree`: time the tree of a list this long (TreeBenchmarks.swift).
    var treeSize: Int?
    /// Set by `--import`: time putting in this many to-dos as one import (ImportBenchmarks.swift).
    var importSize: Int?

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { usage() }
            switch flag {
            case "--runs": runs = number(value)
            case "--directory": directory = URL(fileURLWithPath: value, isDirectory: true)
            case "--sizes": sizes = value.split(separator: ",").map { number(String($0)) }
            case "--child-size": childSize = number(value)
            case "--load-file": loadFile = URL(fileURLWithPath: value)
            case "--tree": treeSize = number(value)
            case "--import": importSize = number(value)
            default: usage()
            }
        }
    }

    var childArguments: [String] { ["--runs", "\(runs)", "--directory", directory.path] }
}

func number(_ text: String) -> Int {
    guard let value = Int(text), value > 0 else { usage() }
    return value
}

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: AdderBenchmarks [--runs N] [--directory DIR] [--sizes 10000,100000] | --load-file PATH [--runs N] | --tree SIZE [--runs N] | --import SIZE [--runs N]\n".utf8))
    exit(2)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    try body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000
}

/// Runs `body` once to warm up (lazy metadata, caches, first page faults), then times `runs` runs.
func timings(_ runs: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
    try body(-1)
    return try (0..<runs).map { run in try milliseconds { try body(run) } }
}

/// Peak resident memory of this process so far, in MiB.
func peakMemory() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024  // ru_maxrss is in KiB on Linux
}

/// A list that looks like a real one: short titles, some notes, tags, priorities, due dates.
func sampleDocument(count: Int) -> TodoDocument {
    let start = Date(timeIntervalSince1970: 1_767_344_400)
    let words = ["Buy", "milk", "call", "Ana", "about", "the", "invoice", "fix", "bike", "tyre", "book", "dentist"]
    let todos = (1...count).map { id in
        let title = (0..<(3 + id % 4)).map { words[(id * 7 + $0 * 3) % words.count] }.joined(separator: " ")
        let done = id % 3 == 0
        return Todo(id: id, title: "\(title) #\(id)",
                    notes: id % 4 == 0 ? "Remember: \(title), then write it down.\nSecond line." : "",
                    done: done, created: start.addingTimeInterval(Double(id) * 61),
                    completed: done ? start.addingTimeInterval(Double(id) * 61 + 3600) : nil,
                    priority: [nil, .low, .medium, .high][id % 4],
                    due: id % 5 == 0 ? CalendarDay(year: 2026, month: 1 + id % 12, day: 1 + id % 28) : nil,
                    tags: Array(["home", "work", "errands"].prefix(id % 3)),
                    archived: id % 50 == 0)
    }
    return TodoDocument(nextID: count + 1, todos: todos)
}

struct Row {
    let operation: String
    let size: Int
    let times: [Double]

    var line: String {
        let sorted = times.sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        return [operation.padding(toLength: 38, withPad: " ", startingAt: 0),
                String(size).leftPadded(9), String(format: "%.1f", median).leftPadded(11),
                String(format: "%.1f", sorted.last ?? 0).leftPadded(9)].joined(separator: " ")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

/// Measures one list size and prints its rows.
func measure(size: Int, options: Options) throws {
    let folder = options.directory.appendingPathComponent("adder-benchmark-\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("todos.json")
    let document = sampleDocument(count: size)
    let file = TodoFile(url: url)
    let runs = options.runs
    var rows: [Row] = []

    if ProcessInfo.processInfo.environment["ADDER_BENCH_JOURNAL_ONLY"] != nil {
        try file.write(document)
        let store = TodoStore(file: TodoFile(url: url), clock: SystemClock())
        try store.load()
        store.appendsEdits = true
        let times = try timings(runs) { run in
            let todo = store.todos[abs(run * 7919) % size]
            guard try store.apply(.setDone(todo.id, !todo.done)).saveError == nil else { throw CocoaError(.fileWriteUnknown) }
        }
        return print(Row(operation: "toggle, journal, no history", size: size, times: times).line)
    }
    rows.append(Row(operation: "encode (hand-written writer)", size: size,
                    times: timings(runs) { _ in _ = TodoDocumentCoding.encode(document) }))
    rows.append(Row(operation: "save (encode + atomic durable write)", size: size,
                    times: try timings(runs) { _ in try file.write(document) }))
    rows.append(Row(operation: "load (read + byte reader)", size: size, times: try timings(runs) { _ in
        try TodoStore(file: TodoFile(url: url), clock: SystemClock()).load()
    }))
    let store = TodoStore(file: TodoFile(url: url), clock: SystemClock())
    try store.load()
    rows.append(Row(operation: "toggle then save (TodoStore.apply)", size: size, times: try timings(runs) { run in
        let todo = store.todos[abs(run * 7919) % size]
        guard try store.apply(.setDone(todo.id, !todo.done)).saveError == nil else { throw CocoaError(.fileWriteUnknown) }
    }))
    // The same toggle through an undo history kept in todos.undo.json, already holding its 100 steps.
    let history = TodoHistory(store: store)
    history.keep(in: TodoHistoryFile.beside(url))
    func toggle(_ run: Int) throws {
        let todo = store.todos[abs(run * 7919) % size]
        guard try history.perform(.setDone(todo.id, !todo.done), description: "toggle").saveError == nil else { throw CocoaError(.fileWriteUnknown) }
    }
    for run in 0..<TodoHistory.persistedDepth { try toggle(run) }
    rows.append(Row(operation: "toggle, undo kept (TodoHistory)", size: size, times: try timings(runs) { try toggle($0) }))
    // As the full-screen app edits: appended to the edit journal, then folded when idle.
    store.appendsEdits = true
    rows.append(Row(operation: "toggle, undo kept, journal (TUI)", size: size, times: try timings(runs) { try toggle($0) }))
    rows.append(Row(operation: "toggle, journal, no history", size: size, times: try timings(runs) { run in
        let todo = store.todos[abs(run * 7919) % size]
        guard try store.apply(.setDone(todo.id, !todo.done)).saveError == nil else { throw CocoaError(.fileWriteUnknown) }
    }))
    store.foldJournal()
    var folds: [Double] = []
    for run in 0..<runs {
        try toggle(run + 1000)
        folds.append(milliseconds { store.foldJournal() })
        guard store.file.journalRecordCount == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
    rows.append(Row(operation: "fold one edit into todos.json (idle)", size: size, times: folds))
    store.appendsEdits = false
    let today = CalendarDay(Date(), timeZone: .current)
    rows.append(Row(operation: "agenda groups (TodoAgenda.sections)", size: size, times: timings(runs) { _ in
        _ = TodoAgenda.sections(of: store.todos, today: today, minute: 12 * 60)
    }))
    let storePeak = peakMemory()
    let fileSize = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0

    // Last, so that its memory does not count in the store's peak.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    rows.append(Row(operation: "encode (JSONEncoder, baseline)", size: size,
                    times: try timings(runs) { _ in _ = try encoder.encode(document) }))
    let bytes = try Data(contentsOf: url)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = ISO8601Instant.decodingStrategy
    rows.append(Row(operation: "decode (JSONDecoder, baseline)", size: size,
                    times: try timings(runs) { _ in _ = try decoder.decode(TodoDocument.self, from: bytes) }))

    for row in rows { print(row.line) }
    print("peak memory (ru_maxrss) during the store operations for \(size) to-dos: \(String(format: "%.1f", storePeak)) MiB; file \(String(format: "%.1f", Double(fileSize) / 1_048_576)) MiB")
}

/// Times loading an existing file through a store that never writes it.
func measureLoad(of url: URL, runs: Int) throws {
    var count = 0
    let times = try timings(runs) { _ in
        let store = TodoStore(file: TodoFile(url: url, isWritable: false), clock: SystemClock())
        try store.load()
        count = store.todos.count
    }
    print(Row(operation: "load (read + byte reader) of the file", size: count, times: times).line)
    print("peak memory (ru_maxrss): \(String(format: "%.1f", peakMemory())) MiB")
}

let options = Options(CommandLine.arguments.dropFirst())
if let url = options.loadFile {
    do { try measureLoad(of: url, runs: options.runs) } catch {
        FileHandle.standardError.write(Data("AdderBenchmarks: \(error)\n".utf8))
        exit(1)
    }
} else if let size = options.treeSize {
    measureTree(size: size, runs: options.runs)
} else if let size = options.importSize {
    do { try measureImport(size: size, runs: options.runs, directory: options.directory) } catch {
        FileHandle.standardError.write(Data("AdderBenchmarks: \(error)\n".utf8))
        exit(1)
    }
} else if let size = options.childSize {
    do { try measure(size: size, options: options) } catch {
        FileHandle.standardError.write(Data("AdderBenchmarks: \(error)\n".utf8))
        exit(1)
    }
} else {
    print("\(options.runs) runs each; times in milliseconds; files in \(options.directory.path)")
    print(["operation".padding(toLength: 38, withPad: " ", startingAt: 0), "to-dos".leftPadded(9),
           "median ms".leftPadded(11), "max ms".leftPadded(9)].joined(separator: " "))
    fflush(nil)  // all streams: the header must come out before the children write to the same stdout
    for size in options.sizes {
        let child = Process()
        child.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--child-size", "\(size)"] + options.childArguments
        try child.run()
        child.waitUntilExit()
        if child.terminationStatus != 0 { exit(child.terminationStatus) }
    }
}
