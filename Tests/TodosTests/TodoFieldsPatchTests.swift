import Basics
import Entities
import Foundation
import Testing
import TestSupport
@testable import Todos

/// Issue 28 item 4: an edit of fields where the to-dos stand (a mark, a rename, a due date) patches
/// the tree, the rows and the counts made before it instead of making them again from the whole
/// list. Each patch must equal what a fresh pass over the list gives.
@Suite("An edit of fields patches the tree, the rows and the counts")
struct TodoFieldsPatchTests {
    let folder = TemporaryDirectory()
    static let today = CalendarDay(year: 2026, month: 1, day: 2)

    /// 300 to-dos in a seeded random forest: subtasks, orphans, done, archived and due ones.
    private static func forest(_ random: inout SplitMix64) -> [Todo] {
        (1...300).map { id in
            var todo = Fixtures.todo(id, "task \(id)", done: Int.random(in: 0..<3, using: &random) == 0)
            if id > 1, Int.random(in: 0..<3, using: &random) > 0 { todo.parent = Int.random(in: 1..<id, using: &random) }
            if Int.random(in: 0..<40, using: &random) == 0 { todo.parent = 999 }  // gone: shown at the top
            todo.archived = Int.random(in: 0..<10, using: &random) == 0
            if Int.random(in: 0..<2, using: &random) == 0 { todo.due = Self.today.adding(days: Int.random(in: -3...3, using: &random)) }
            return todo
        }
    }

    private static func edit(_ random: inout SplitMix64, in todos: [Todo]) -> TodoEdit {
        let id = todos[Int.random(in: 0..<todos.count, using: &random)].id
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1: return .setDone(id, Bool.random(using: &random))
        case 2: return .update(id, TodoPatch(title: "renamed \(Int.random(in: 0..<9, using: &random)) word"))
        default: return .update(id, TodoPatch(due: .some(Bool.random(using: &random) ? nil : Self.today.adding(days: -1))))
        }
    }

    /// Everything the tree answers, to compare two trees.
    private static func shape(_ tree: TodoTree) -> [String] {
        tree.todos.indices.map { position in
            let (done, total) = tree.progress(of: position)
            return "\(position) up \(tree.parentPosition(of: position) ?? -1) children \(tree.children(of: position)) \(done)/\(total)"
        } + ["orphans \(tree.orphans)", "subtasks \(tree.hasSubtasks)"]
    }

    @Test("200 seeded edits: each patched tree, layout and count equals a fresh one", arguments: [UInt64(28), 4, 1128])
    func patchesEqualFreshPasses(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let store = try Fixtures.store(in: folder, todos: Self.forest(&random))
        try store.load()
        let queries = [TodoQuery(), TodoQuery(filter: .open), TodoQuery(search: "word"), TodoQuery(sort: .due)]
        var tree = TodoTree(store.todos)
        var layouts = queries.map { TodoTreeLayout(tree, query: $0) }
        var counts = TodoCounts(store.todos, today: Self.today)
        var patchedLayouts = 0
        for _ in 0..<200 {
            let version = store.version
            tree.letGoOfTodos()
            for index in layouts.indices { layouts[index].letGoOfTodos() }
            try store.apply(Self.edit(&random, in: store.todos))
            let change = try #require(store.lastFieldsChange)
            #expect(change.from == version && change.to == store.version)
            tree.patch(store.todos, after: change)
            let fresh = TodoTree(store.todos)
            #expect(Self.shape(tree) == Self.shape(fresh))
            for (index, query) in queries.enumerated() {
                let made = TodoTreeLayout(fresh, query: query)
                if layouts[index].patch(tree, after: change, query: query) {
                    patchedLayouts += 1
                    #expect(layouts[index].openRows == made.openRows, "\(query)")
                } else {
                    layouts[index] = made
                }
            }
            counts.patch(store.todos, after: change, today: Self.today, now: nil)
            #expect(counts == TodoCounts(store.todos, today: Self.today))
        }
        #expect(patchedLayouts > 300)  // most edits keep the rows; some leave a filter or a search
    }

    @Test("an add, a delete, a move or a new parent is no fields change; a mark after them is")
    func structuralEditsAreNotPatched() throws {
        let store = try Fixtures.store(in: folder, todos: outline("a\n  b\nc"))
        try store.load()
        let structural: [TodoEdit] = [.add(TodoDraft(title: "d")), .delete(4), .move(3, to: 0),
                                      .update(2, TodoPatch(parent: .some(nil))), .setArchived([1], true)]
        for edit in structural {
            try store.apply(edit)
            #expect(store.lastFieldsChange.map { $0.to == store.version } != true, "\(edit)")
        }
        try store.apply(.setDone(2, true))
        let change = try #require(store.lastFieldsChange)
        #expect(change.to == store.version)
        #expect(change.changed.map(\.position) == [store.todos.position(of: 2)!])
        #expect(change.changed.map(\.before.done) == [false])
    }

    @Test("a mark made after another program changed the file is made again, not patched")
    func markAfterAnotherProgramIsNotPatched() throws {
        let store = try Fixtures.store(in: folder, todos: outline("a\nb"))
        try store.load()
        let other = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try other.load()
        try other.apply(.add(TodoDraft(title: "from elsewhere")))
        try store.apply(.setDone(1, true))
        #expect(store.todos.map(\.title) == ["a", "b", "from elsewhere"])
        #expect(store.lastFieldsChange == nil)
    }

    private static func address(_ store: TodoStore) -> UnsafeRawPointer? {
        store.todos.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("an edit of fields right after a read or a fold changes the list in place; the next fold copies the rest and writes what a fresh write does")
    func fieldEditsAfterAReadOrAFoldCopyNothing() throws {
        let store = try Fixtures.store(in: folder, todos: (1...500).map { Fixtures.todo($0, "task \($0)") })
        store.appendsEdits = true
        try store.load()
        for round in 0..<3 {
            let before = Self.address(store)
            try store.apply(.setDone(5 + round, true))
            try store.apply(.update(7, TodoPatch(title: "renamed \(round)")))
            #expect(Self.address(store) == before, "round \(round)")  // the file's layout let go of the list
            store.foldJournal()
            #expect(store.file.lastSaveCopiedBytes > 0)
            let written = try Data(contentsOf: folder.file("todos.json"))
            #expect(written == TodoDocumentWriter.encode(store.document), "round \(round)")
        }
        let other = TodoStore(file: TodoFile(url: folder.file("todos.json")), clock: Fixtures.clock)
        try other.load()
        #expect(other.todos.filter(\.done).map(\.id) == [5, 6, 7])
        #expect(other.todos[6].title == "renamed 2")
    }
}
