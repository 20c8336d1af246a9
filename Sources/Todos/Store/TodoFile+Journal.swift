import Entities
import Foundation
import Glibc

/// The edit journal's side of `TodoFile` (see `TodoEditJournal`): an edit is appended to it, every
/// read folds it in, and a full write takes it into todos.json and removes it.
extension TodoFile {
    /// How many edits the journal holds before the next edit writes todos.json whole instead:
    /// each reader applies them all, and a long journal would slow every start.
    static let journalLimit = 200

    /// The journal as this object last saw it.
    struct JournalState {
        /// The journal file (nil: there was none).
        var lastSeen: FileIdentity?
        /// The todos.json its records extend; nil when there is none to append to (or the one
        /// there is already in todos.json).
        var base: StoredIdentity?
        var goodLength = 0
        var records = 0
        /// Sentences about it for the user (a torn last line, edits it could not apply), until taken.
        var notices: [String] = []
        /// The torn journal already reported, so that reading it again does not say so again.
        var reportedTorn: FileIdentity?
    }

    enum JournalRead {
        case done(TodoDocument?)
        /// todos.json was replaced while the journal was read: read both again.
        case again
    }

    var journalURL: URL { TodoEditJournal.url(beside: url) }

    /// How many edits are in the journal, not yet in todos.json.
    public var journalRecordCount: Int { journal.base == nil ? 0 : journal.records }

    /// Sentences about the journal since last asked: a torn last line dropped, edits that could
    /// not be applied on a todos.json another program wrote.
    public func takeJournalNotices() -> [String] {
        defer { journal.notices.removeAll() }
        return journal.notices
    }

    /// `document` (read from todos.json, whose identity is `lastSeen`) with the journal's edits applied.
    func withJournal(_ document: TodoDocument?, mayReadAgain: Bool) throws(TodoStoreError) -> JournalRead {
        let contents: TodoEditJournal.Contents?
        do {
            contents = try TodoEditJournal.read(at: journalURL)
        } catch {
            // The unreadable journal becomes the one seen: it is not read again until it changes,
            // and its removal or repair is a change (which ends read-only mode).
            journal = JournalState(lastSeen: FileIdentity(path: journalURL.path), notices: journal.notices,
                                   reportedTorn: journal.reportedTorn)
            throw rememberUnreadable(error, identity: lastSeen)
        }
        let notices = journal.notices
        let reportedTorn = journal.reportedTorn
        journal = JournalState(lastSeen: contents?.identity, notices: notices, reportedTorn: reportedTorn)
        guard let contents, let base = contents.base, contents.foldedInto?.names(lastSeen) != true else { return .done(document) }
        let onBase = base.names(lastSeen)
        if !onBase, mayReadAgain, FileIdentity(path: url.path) != lastSeen { return .again }
        journal.base = base
        journal.goodLength = contents.goodLength
        journal.records = contents.records.count
        if let torn = contents.tornTail, reportedTorn != contents.identity {
            journal.notices.append(torn)
            journal.reportedTorn = contents.identity
        }
        guard !contents.records.isEmpty else { return .done(document) }
        let replay = TodoEditJournal.replay(contents.records, on: document ?? TodoDocument(), asMade: onBase)
        if !replay.dropped.isEmpty {
            journal.notices.append("\(replay.dropped.count) of the edits saved in \(journalURL.path) were not applied, because another program replaced \(url.path) and \(replay.dropped.joined(separator: "; ")).")
        }
        return .done(replay.document)
    }

    /// Saves `document`, which is the document last read or written with `record`'s edit applied:
    /// by appending the edit to the journal, or, when that cannot be (no todos.json yet, an
    /// older schema to upgrade, a commit, a full journal), by writing todos.json whole.
    func save(_ document: TodoDocument, by record: TodoEditJournal.Record) throws(TodoStoreError) {
        guard isWritable else { return }
        try withLock { () throws(TodoStoreError) in
            if let unreadable { throw unreadable }
            guard !isCommitting, !hasLegacyBytes, let base = lastSeen, !changedOnDisk, journalRecordCount < Self.journalLimit else {
                return try writeLocked(document)
            }
            var info = stat()
            let permissions = stat(url.path, &info) == 0 ? info.st_mode & 0o777 : 0o600
            let appendingTo = journal.base == nil ? nil : journal.goodLength
            let written = try TodoEditJournal.append(record, at: journalURL, base: journal.base ?? StoredIdentity(base),
                                                     keeping: appendingTo, permissions: permissions)
            journal.base = journal.base ?? StoredIdentity(base)
            journal.lastSeen = written
            journal.goodLength = written?.size ?? 0
            journal.records += 1
        }
    }

    /// The journal a full write is about to take in, when this object has read all of it;
    /// throws when it holds edits this object has not read (writing would lose them).
    func journalToFold() throws(TodoStoreError) -> JournalState? {
        guard FileIdentity(path: journalURL.path) == journal.lastSeen else {
            throw .saveFailed("Could not save \(url.path): \(journalURL.lastPathComponent) beside it changed since it was read")
        }
        return journal.lastSeen == nil ? nil : journal
    }

    /// Appends the fold mark naming the new todos.json (`descriptor`, written and synced) to the
    /// journal being folded; nil, or why it could not.
    func markFolded(_ folding: JournalState?, into descriptor: Int32) -> String? {
        guard let folding, folding.base != nil else { return nil }  // nothing in it to apply again
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return "reading the new file's identity" }
        do {
            try TodoEditJournal.markFolded(at: journalURL, into: StoredIdentity(FileIdentity(info)), keeping: folding.goodLength)
        } catch {
            return "marking \(journalURL.path) as saved (\(error.reason))"
        }
        return nil
    }

    /// After the new todos.json is in place: its journal goes. A removal lost to a crash leaves
    /// a journal whose mark names todos.json, which every reader then knows to skip.
    func removeFoldedJournal(_ folding: JournalState?) {
        guard folding != nil else { return }
        unlink(journalURL.path)
        journal = JournalState(notices: journal.notices)
    }
}

extension TodoEditJournal {
    /// `records` applied in order to `document`: as made when it is the todos.json they were made
    /// on, else each aimed at the to-dos it was made on (following the ids the adds got), and
    /// dropped, described, when they are gone or are other to-dos now.
    static func replay(_ records: [Record], on document: TodoDocument, asMade: Bool) -> (document: TodoDocument, dropped: [String]) {
        var result = document
        var dropped: [String] = []
        var renumbered: [TodoSubject.Origin: Todo.ID] = [:]
        for record in records {
            var edit = record.edit.edit
            if !asMade {
                switch result.aim(edit, madeOn: record.subjects.map(\.subject), renumbered: renumbered) {
                case .success(let aimed): edit = aimed
                case .failure(let mismatch):
                    dropped.append(mismatch.phrase)
                    continue
                }
            }
            let firstID = result.nextID
            do {
                _ = try result.apply(edit, now: record.at)
            } catch {
                dropped.append("a change to #\(edit.namedIDs.first ?? 0) could not be made (\(error.reason))")
                continue
            }
            for offset in 0..<edit.addCount where record.nextID + offset != firstID + offset {
                renumbered[TodoSubject.Origin(id: record.nextID + offset, createdSecond: TodoSubject.second(of: record.at))] = firstID + offset
            }
        }
        return (result, dropped)
    }
}
