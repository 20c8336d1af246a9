import Basics
import Entities
import Foundation

/// The to-do list and the one way to change it. Every edit runs under the file lock on the
/// latest file: re-read if another process saved, apply, save atomically. An edit that could not
/// be saved stays pending in memory and is replayed by the next save.
public final class TodoStore {
    public let file: TodoFile
    private let clock: any Clock
    /// What the screen shows: the file as last read or written, plus pending edits.
    public private(set) var document = TodoDocument() {
        didSet { version += 1 }
    }
    /// Counts the changes of `document`: something made of the list knows whether it is current.
    public private(set) var version = 0
    /// The last change, when it was an edit of some to-dos' fields where they stand; nil otherwise.
    public private(set) var lastFieldsChange: TodoFieldsChange?
    private var saved = TodoDocument()
    private var pending = HeldEdits()
    /// Held edits a replay dropped, until `takeDroppedEditsNotice` reports them.
    private var dropped: [HeldEdits.Dropped] = []
    /// To-dos added while edits were held that a replay gave another id: what each was (its id
    /// then, its creation) → its id now. Edits and undo steps made before follow them there.
    private(set) var renumbered: [TodoSubject.Origin: Todo.ID] = [:]
    /// The id each held add got in the last replay, by its number.
    private var heldAddIDs: [Int: Todo.ID] = [:]
    private var observers: [WeakObserver] = []

    /// True: an edit is appended to the edit journal beside todos.json (`TodoEditJournal`), a few
    /// hundred bytes and one `fdatasync` whatever the list's size, and `foldJournal` writes
    /// todos.json whole later; the full-screen app does so, so that no key waits for a whole
    /// write. False (scripts): each edit writes todos.json whole, so it alone holds the list.
    public var appendsEdits = false

    public init(file: TodoFile, clock: any Clock) {
        self.file = file
        self.clock = clock
    }

    /// Why the store is read-only, after `loadOrOpenReadOnly` met a file it cannot read; nil normally.
    public private(set) var readOnlyReason: TodoStoreError?

    /// Why the file could not be re-read after another program changed it, while that lasts.
    /// The list stays as last read and edits stay pending; the file is never overwritten.
    public private(set) var refreshProblem: TodoStoreError?

    public var todos: [Todo] { document.todos }
    /// True while some edit is only in memory because its save failed.
    public var hasUnsavedEdits: Bool { !pending.isEmpty }
    /// How many edits are only in memory (a quit now would lose them).
    public var unsavedEditCount: Int { pending.count }

    /// Reads the file. A missing file is an empty list; an unreadable one throws and is kept.
    /// Success ends read-only mode (the file was mended).
    public func load() throws(TodoStoreError) {
        saved = try file.read() ?? TodoDocument()
        document = replayPending(on: saved)
        readOnlyReason = nil
    }

    /// Reads the file like `load`, but never throws: when the file cannot be read the list is
    /// empty, `readOnlyReason` says why, and every `apply` throws `.readOnly` with that sentence
    /// without touching the file. For the full-screen app, which shows the reason and stays up.
    public func loadOrOpenReadOnly() {
        do {
            try load()
        } catch {
            readOnlyReason = error
            saved = TodoDocument()
            pending.removeAll()
            document = TodoDocument()
        }
    }

    /// Applies an edit to the latest file and saves it. Throws `.unknownTodo` (nothing changes)
    /// when the edit names a to-do that is gone, and `.readOnly` in read-only mode. A failed save
    /// does not throw: the edit stays in memory, pending, and `saveError` in the result says why.
    /// `description` names the edit in the notice if a later replay has to drop it.
    @discardableResult
    public func apply(_ edit: TodoEdit, description: String? = nil) throws(TodoStoreError) -> EditOutcome {
        if let readOnlyReason { throw TodoStoreError(.readOnly, readOnlyReason.description) }
        // The ids in `edit` name the to-dos shown (`document` until the edit is made); a re-read
        // or a replay may give those to-dos other ids, or the ids to other to-dos, so the edit is
        // aimed at the ones it was made on. Without either, it lands on the list shown, unaimed.
        let replaysHeldEdits = !pending.isEmpty
        var shown: [TodoSubject]?
        var madeInPlace = false
        let versionBefore = version
        var fieldsChanged: [TodoFieldsChange.Changed]?
        let outcome: EditOutcome
        do {
            outcome = try file.withLock { () throws(TodoStoreError) -> EditOutcome in
                let reread = file.changedOnDisk
                if reread { saved = try file.read() ?? TodoDocument() }
                var next = replayPending(on: saved)
                if reread || replaysHeldEdits { shown = edit.subjects(in: document) }
                let aimed = try shown.map { subjects throws(TodoStoreError) in try aim(edit, madeOn: subjects, in: next) } ?? edit
                let now = clock.now
                let record = replaysHeldEdits || !appendsEdits ? nil
                    : TodoEditJournal.Record(at: now, nextID: next.nextID, edit: StoredEdit(aimed), subjects: aimed.subjects(in: next).map(StoredSubject.init))
                // Not while the file cannot be read: its save fails, and the list before the edit is needed.
                madeInPlace = !replaysHeldEdits && refreshProblem == nil && Self.takesBackExactly(aimed)
                let positions = madeInPlace ? aimed.namedIDs.compactMap { next.todos.position(of: $0) } : []
                let (nextID, originals) = (next.nextID, positions.map { next.todos[$0] })
                // Patchable only when the list shown is the one edited (not re-read under the lock).
                if madeInPlace, !reread, aimed.keepsEveryPosition {
                    fieldsChanged = zip(positions, originals).map { TodoFieldsChange.Changed(position: $0, before: $1) }
                }
                let applied = try apply(aimed, to: &next, now: now, inPlace: madeInPlace, changing: fieldsChanged?.map(\.position))
                do throws(TodoStoreError) {
                    if let record { try file.save(next, by: record) } else { try file.write(next) }  // held edits are in no journal
                } catch {
                    if madeInPlace { saved = Self.unapplied(applied, to: next, nextID: nextID, originals: originals) }
                    throw error
                }
                saved = next
                pending.removeAll()
                return EditOutcome(applied: applied, saveError: nil)
            }
            document = saved
            if let fieldsChanged { lastFieldsChange = TodoFieldsChange(changed: fieldsChanged, from: versionBefore, to: version) }
        } catch where error.kind == .unknownTodo || error.kind == .outOfRange {
            // The lock may have re-read the file: show what it holds now, even though this edit failed.
            document = replayPending(on: saved)
            notify()
            throw error
        } catch {
            // An edit made in place let go of `document`, the list shown, which is `saved` again
            // now; it needed aiming only when `shown` was kept.
            if madeInPlace { document = saved }
            do throws(TodoStoreError) {
                let replay = replayHeld(on: saved)
                var next = replay.document
                let madeOn = shown ?? (madeInPlace ? nil : edit.subjects(in: document))
                let aimed = try madeOn.map { subjects throws(TodoStoreError) in try aim(edit, madeOn: subjects, in: next) } ?? edit
                let applied = try next.apply(aimed, now: clock.now)
                pending.hold(aimed, description: description, madeOn: replay, applied: applied, after: next)
                document = next
                outcome = EditOutcome(applied: applied, saveError: error)
            } catch {
                if madeInPlace { notify() }  // observers told it would change hear that it did not
                throw error
            }
        }
        notify()
        return outcome
    }

    /// Applies `edit` to `next`. When `next` is the list the store holds (no held edits), the
    /// observers, `saved` and `document` let go of it first, so that the edit changes it in place:
    /// copying 100,000 to-dos, and freeing the old ones, was a third of an edit's time
    /// (BENCHMARKS.md, "An edit in place"). A refused edit leaves `saved` as it was.
    /// `changing`: the positions of an edit of fields (`TodoFieldsChange`), for which the file's
    /// layout lets go of the list too (it holds it after a read or a whole write).
    private func apply(_ edit: TodoEdit, to next: inout TodoDocument, now: Date, inPlace: Bool,
                       changing positions: [Int]?) throws(TodoStoreError) -> AppliedEdit {
        guard inPlace else { return try next.apply(edit, now: now) }
        for entry in observers { entry.observer?.todoStoreWillChange(self) }
        (saved, document) = (TodoDocument(), TodoDocument())
        let layoutLetGo = positions.map { file.layoutLetsGo(of: next.todos, changing: $0) } ?? false
        defer { if layoutLetGo { file.layoutResumes(with: next.todos) } }
        do throws(TodoStoreError) {
            return try next.apply(edit, now: now)
        } catch {
            saved = next
            throw error
        }
    }

    /// Edits made in place: one or two to-dos named, so that `unapplied` gives the list before
    /// them back exactly (a batch copies the list anyway; a restore may replace a to-do).
    private static func takesBackExactly(_ edit: TodoEdit) -> Bool {
        switch edit {
        case .batch, .restore: false
        default: edit.namedIDs.count <= 2
        }
    }

    /// The list before an edit made in place whose save failed: its inverse applied, the id counter
    /// and the named to-dos as they were put back (an inverse reopens a to-do with a new time).
    private static func unapplied(_ applied: AppliedEdit, to next: TodoDocument, nextID: Todo.ID, originals: [Todo]) -> TodoDocument {
        var before = next
        _ = try? before.apply(applied.inverse, now: Date())
        before.nextID = nextID
        for original in originals {
            if let position = before.todos.position(of: original.id) { before.todos[position] = original }
        }
        return before
    }

    private func aim(_ edit: TodoEdit, madeOn subjects: [TodoSubject], in document: TodoDocument) throws(TodoStoreError) -> TodoEdit {
        switch document.aim(edit, madeOn: subjects, renumbered: renumbered) {
        case .success(let aimed): return aimed
        case .failure(let mismatch):
            throw TodoStoreError(.unknownTodo, "Another program changed the to-do list: \(mismatch.phrase), so nothing was changed.")
        }
    }

    /// Re-reads the file if another process changed it (the full-screen app's idle tick): a file
    /// that can no longer be read is recorded in `refreshProblem` (and observers told), not thrown. Edits held
    /// in memory are saved as soon as the file can be read (and written) again.
    public func refreshIfChanged() {
        guard file.changedOnDisk else {
            if refreshProblem == nil, hasUnsavedEdits, savePending() { notify() }
            return
        }
        let before = document
        do {
            try load()
        } catch {
            guard refreshProblem != error else { return }
            refreshProblem = error
            notify()
            return
        }
        let hadProblem = refreshProblem != nil
        refreshProblem = nil
        let saved = hasUnsavedEdits && savePending()
        if hadProblem || saved || document != before { notify() }
    }

    /// Writes the held edits, replayed on the latest file; true when they are on disk now.
    private func savePending() -> Bool {
        guard readOnlyReason == nil else { return false }
        do {
            try file.withLock { () throws(TodoStoreError) in
                if file.changedOnDisk { saved = try file.read() ?? TodoDocument() }
                let next = replayPending(on: saved)
                try file.write(next)
                saved = next
                pending.removeAll()
            }
        } catch {
            document = replayPending(on: saved)
            return false
        }
        document = saved
        return true
    }

    /// Writes todos.json whole with the edits of its journal in it, and removes the journal (the
    /// full-screen app does it when idle and at the end, so that readers replay few edits); does
    /// nothing while the journal is empty, edits are held, or the file changed since it was read.
    public func foldJournal() {
        guard readOnlyReason == nil, refreshProblem == nil, pending.isEmpty, file.journalRecordCount > 0 else { return }
        try? file.withLock { () throws(TodoStoreError) in
            guard !file.changedOnDisk else { return }
            try file.write(saved)
        }
    }

    /// Observers are held weakly.
    public func addObserver(_ observer: any TodoStoreObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    private func replayPending(on base: TodoDocument) -> TodoDocument {
        replayHeld(on: base).document
    }

    /// The held edits on `base`; the ones whose to-dos are gone or replaced there are dropped
    /// for good and kept for `takeDroppedEditsNotice`.
    private func replayHeld(on base: TodoDocument) -> HeldEdits.Replay {
        let replay = pending.replay(on: base, now: clock.now)
        dropped += replay.dropped
        guard !replay.heldAdds.isEmpty else { return replay }
        let byID = Dictionary(replay.document.todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (id, serial) in replay.heldAdds {
            defer { heldAddIDs[serial] = id }
            guard let before = heldAddIDs[serial], before != id, let todo = byID[id] else { continue }
            let second = TodoSubject.second(of: todo.created)
            for (subject, target) in renumbered where target == before && subject.createdSecond == second { renumbered[subject] = id }
            renumbered[TodoSubject.Origin(id: before, createdSecond: second)] = id
        }
        return replay
    }

    /// One sentence about held edits that were not applied because the to-dos they were made on
    /// are gone from the file or are other to-dos there now; nil when there are none. Reported once.
    /// Sentences about the edit journal (a torn last line dropped) come with it.
    public func takeDroppedEditsNotice() -> String? {
        let journal = file.takeJournalNotices()
        guard !dropped.isEmpty else { return journal.isEmpty ? nil : journal.joined(separator: " ") }
        defer { dropped.removeAll() }
        return ([HeldEdits.notice(for: dropped, file: file.url.path)] + journal).joined(separator: " ")
    }

    private func notify() {
        if let change = lastFieldsChange, change.to != version { lastFieldsChange = nil }
        for entry in observers { entry.observer?.todoStoreDidChange(self) }
    }

    private struct WeakObserver {
        weak var observer: (any TodoStoreObserver)?
    }
}
