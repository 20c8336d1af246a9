// A writer process for the to-do store's crash and concurrency tests (Tests/TodosTests).
// It prints one line after every edit the store reports as saved, so a test that kills it
// knows exactly which edits were promised to survive.
//
//   StoreTorture add FILE LABEL COUNT [DONE_EVERY]
//       adds COUNT to-dos titled LABEL-0, LABEL-1, …, printing "saved LABEL-i" after each save;
//       every DONE_EVERY-th one (i % DONE_EVERY == 0) is then marked done: "done LABEL-i".
//   StoreTorture tui-edits FILE LABEL COUNT
//       edits as the full-screen app makes them (edit journal on, undo history in todos.undo.json,
//       the journal folded now and then as the idle tick does): adds LABEL-i ("saved LABEL-i"),
//       marks every third done ("done LABEL-i"), adds and undoes every fifth's twin
//       ("undone LABEL-i-twin"), and folds after every fourth ("folded").
//   StoreTorture cli-adds FILE LABEL COUNT
//       adds as `adder todo add` does, each with a store and undo history of its own (a new
//       process's): without reading the list when it can, else reading it ("saved LABEL-i quick"
//       or "saved LABEL-i read"); after every fifth, the full-screen app marks it done through
//       the edit journal ("done LABEL-i"), which the next add folds.
//   StoreTorture file-size-limit FILE BYTES
//       with RLIMIT_FSIZE at BYTES, adds "over the limit" (prints the outcome), then waits for a
//       line on stdin, lifts the limit, adds "after the limit" and prints that outcome.
import Entities
import Foundation
import Glibc
import Basics
import Todos

/// Writes a line straight to stdout (no buffering, so a kill cannot lose an acknowledgement).
func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("StoreTorture: \(message)\n".utf8))
    exit(1)
}

func openStore(_ path: String) -> TodoStore {
    let store = TodoStore(file: TodoFile(url: URL(fileURLWithPath: path)), clock: SystemClock())
    do { try store.load() } catch { fail("\(error)") }
    return store
}

func describe(_ outcome: EditOutcome) -> String {
    guard let error = outcome.saveError else { return "saved" }
    return "failed \(error.kind): \(error.description)"
}

func addMany(path: String, label: String, count: Int, doneEvery: Int) {
    let store = openStore(path)
    for index in 0..<count {
        let title = "\(label)-\(index)"
        do {
            let added = try store.apply(.add(TodoDraft(title: title)))
            guard added.saveError == nil else { fail(describe(added)) }
            say("saved \(title)")
            if doneEvery > 0 && index % doneEvery == 0 {
                let done = try store.apply(.setDone(added.applied.todoID, true))
                guard done.saveError == nil else { fail(describe(done)) }
                say("done \(title)")
            }
        } catch {
            fail("\(error)")
        }
    }
}

func editAsTheTUIDoes(path: String, label: String, count: Int) {
    let store = openStore(path)
    store.appendsEdits = true
    let history = TodoHistory(store: store)
    history.keep(in: TodoHistoryFile.beside(store.file.url))
    func perform(_ edit: TodoEdit) -> EditOutcome {
        do {
            let outcome = try history.perform(edit, description: "\(edit)")
            guard outcome.saveError == nil else { fail(describe(outcome)) }
            return outcome
        } catch {
            fail("\(error)")
        }
    }
    for index in 0..<count {
        let title = "\(label)-\(index)"
        let added = perform(.add(TodoDraft(title: title)))
        say("saved \(title)")
        if index % 3 == 0 {
            _ = perform(.setDone(added.applied.todoID, true))
            say("done \(title)")
        }
        if index % 5 == 0 {
            _ = perform(.add(TodoDraft(title: "\(title)-twin")))
            do {
                guard let undone = try history.undo(), undone.outcome.saveError == nil else { fail("the undo was not saved") }
            } catch {
                fail("\(error)")
            }
            say("undone \(title)-twin")
        }
        if index % 4 == 3 {
            store.foldJournal()
            guard store.file.journalRecordCount == 0 else { fail("the journal was not folded") }
            say("folded")
        }
    }
}

func addAsTheCommandDoes(path: String, label: String, count: Int) {
    for index in 0..<count {
        let title = "\(label)-\(index)"
        let store = TodoStore(file: TodoFile(url: URL(fileURLWithPath: path)), clock: SystemClock())
        let history = TodoHistory(store: store)
        history.keep(in: TodoHistoryFile.beside(store.file.url))
        let draft = TodoDraft(title: title, tags: ["cli"])
        do {
            if case .added = try history.addWithoutReading(draft, now: Date(), description: "add \(title)") {
                say("saved \(title) quick")
            } else {
                try store.load()
                let outcome = try history.perform(.add(draft), description: "add \(title)")
                guard outcome.saveError == nil else { fail(describe(outcome)) }
                say("saved \(title) read")
            }
            if index % 5 == 4 {
                let screen = openStore(path)
                screen.appendsEdits = true
                guard let added = screen.todos.last(where: { $0.title == title }) else { fail("\(title) is not in the list") }
                let done = try screen.apply(.setDone(added.id, true))
                guard done.saveError == nil else { fail(describe(done)) }
                say("done \(title)")
            }
        } catch {
            fail("\(error)")
        }
    }
}

func limitFileSize(to bytes: rlim_t) {
    var limit = rlimit()
    getrlimit(RLIMIT_FSIZE_CONSTANT, &limit)
    limit.rlim_cur = bytes
    guard setrlimit(RLIMIT_FSIZE_CONSTANT, &limit) == 0 else { fail("setrlimit: \(String(cString: strerror(errno)))") }
}

/// Glibc imports RLIMIT_FSIZE as an enum case; setrlimit wants its raw value.
let RLIMIT_FSIZE_CONSTANT = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)

func addOverFileSizeLimit(path: String, limit: rlim_t) {
    let store = openStore(path)
    signal(SIGXFSZ, SIG_IGN)  // so that write() fails with EFBIG instead of the signal killing us
    limitFileSize(to: limit)
    do {
        let notes = String(repeating: "n", count: Int(limit) + 1024)
        say(describe(try store.apply(.add(TodoDraft(title: "over the limit", notes: notes)))))
        say("pending \(store.hasUnsavedEdits)")
        guard readLine() != nil else { fail("stdin closed") }
        limitFileSize(to: rlim_t.max)  // RLIM_INFINITY
        say(describe(try store.apply(.add(TodoDraft(title: "after the limit")))))
        say("pending \(store.hasUnsavedEdits)")
    } catch {
        fail("\(error)")
    }
}

let arguments = CommandLine.arguments
switch (arguments.count > 1 ? arguments[1] : "", arguments.count) {
case ("add", 5...6):
    guard let count = Int(arguments[4]), let doneEvery = Int(arguments.count == 6 ? arguments[5] : "0") else { fail("bad numbers") }
    addMany(path: arguments[2], label: arguments[3], count: count, doneEvery: doneEvery)
case ("tui-edits", 5):
    guard let count = Int(arguments[4]) else { fail("bad count") }
    editAsTheTUIDoes(path: arguments[2], label: arguments[3], count: count)
case ("cli-adds", 5):
    guard let count = Int(arguments[4]) else { fail("bad count") }
    addAsTheCommandDoes(path: arguments[2], label: arguments[3], count: count)
case ("file-size-limit", 4):
    guard let limit = rlim_t(arguments[3]) else { fail("bad limit") }
    addOverFileSizeLimit(path: arguments[2], limit: limit)
default:
    fail("usage: StoreTorture add FILE LABEL COUNT [DONE_EVERY] | tui-edits FILE LABEL COUNT | cli-adds FILE LABEL COUNT | file-size-limit FILE BYTES")
}
