import Entities
import Foundation
import Glibc
import Todos

/// `--tree SIZE`: the list as a tree (issue 20): a tenth of the to-dos hold four subtasks each
/// (10,000 parents at 100,000), as `Benchmarks/todos-vs-peers.py --tree` writes it. Times what
/// the list pane does on a change and on a fold: build the tree, flatten it into rows (all
/// shown; one parent folded; everything folded; a search), and the subtree edits' planning.
/// Times are the thread's CPU time, not the wall clock: on a loaded machine a run longer than a
/// scheduler slice waits tens of milliseconds for a core, which says nothing about the code.
func measureTree(size: Int, runs: Int) {
    var document = sampleDocument(count: size)
    for index in document.todos.indices {
        let id = document.todos[index].id
        if (2...5).contains(id % 10) { document.todos[index].parent = id - id % 10 + 1 }
    }
    let todos = document.todos
    let tree = TodoTree(todos)
    let layout = TodoTreeLayout(tree, query: TodoQuery())
    let parents = Set(todos.filter { $0.id % 10 == 1 }.map(\.id))
    var rows = [
        Row(operation: "tree: build (TodoTree)", size: size, times: cpuTimings(runs) { _ in _ = TodoTree(todos) }),
        Row(operation: "tree: rows, all shown", size: size, times: cpuTimings(runs) { _ in _ = tree.rows(for: TodoQuery()) }),
        Row(operation: "tree: rows, one parent folded", size: size,
            times: cpuTimings(runs) { _ in _ = tree.rows(for: TodoQuery(folded: [1])) }),
        Row(operation: "tree: fold one, rows laid out (a key)", size: size,
            times: cpuTimings(runs) { _ in _ = layout.rows(folding: [1]) }),
        Row(operation: "tree: rows, every parent folded", size: size,
            times: cpuTimings(runs) { _ in _ = tree.rows(for: TodoQuery(folded: parents)) }),
        Row(operation: "tree: rows, open filter + search", size: size,
            times: cpuTimings(runs) { _ in _ = tree.rows(for: TodoQuery(filter: .open, search: "dentist")) }),
    ]
    rows.append(Row(operation: "tree: plan an indent (with checks)", size: size,
                    times: cpuTimings(runs) { _ in _ = document.indenting(size, under: size - 1) }))
    rows.append(Row(operation: "tree: plan a subtree delete", size: size,
                    times: cpuTimings(runs) { _ in _ = document.deletingSubtrees(of: [1]) }))
    let flat = TodoTree(sampleDocument(count: size).todos)
    rows.append(Row(operation: "flat list (no parents): build + rows", size: size,
                    times: cpuTimings(runs) { _ in _ = flat.rows(for: TodoQuery()); _ = TodoTree(flat.todos) }))
    for row in rows { print(row.line) }
}

/// Like `timings`, in the calling thread's CPU time.
func cpuTimings(_ runs: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
    try body(-1)
    return try (0..<runs).map { run in
        let start = now()
        try body(run)
        return now() - start
    }
}
