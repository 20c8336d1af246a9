import Basics
import Entities
import Foundation
import TodoInterop
import Todos

/// Two-way sync of the to-do list with one CalDAV calendar. One `sync()`: the server's changes
/// since the stored sync token (RFC 6578; a full ETag listing where the token is refused), the
/// changed resources by calendar-multiget, a three-way merge per to-do against the copy last
/// synced, conditional writes (`If-None-Match: *` new, `If-Match: <etag>` update and delete),
/// then the server's changes applied to the store as one undo step, saved in one commit with the
/// state (`caldav-sync.json`) and the undo history. Nothing changed on either side: one request.
public final class TodoSyncEngine {
    /// How a sync may go: only say what it would do, or go on past the delete guard.
    public struct Options: Sendable {
        public var dryRun = false
        /// Go on with a sync that deletes more than half of either side.
        public var forceDelete = false
        public init(dryRun: Bool = false, forceDelete: Bool = false) {
            self.dryRun = dryRun
            self.forceDelete = forceDelete
        }
    }

    let collection: CalDAVCollection
    let calendar: CalDAVCalendar
    let history: TodoHistory
    let stateFile: URL
    let now: Date
    let timeZone: TimeZone
    /// Runs after the network and before the store is changed: tests edit the list from "another process" here.
    var beforeApply: (() -> Void)?
    /// The state as `target(named:on:stateFile:)` read it, for the first sync (nil: read it then).
    private var preloaded: SyncState??

    /// A sync of `history`'s store with `calendar`, its state in `stateFile`; `now` and `timeZone`
    /// as the store has them (due times are local).
    public init(server: CalDAVServer, calendar: CalDAVCalendar, history: TodoHistory, stateFile: URL, now: Date, timeZone: TimeZone) {
        collection = CalDAVCollection(server: server, path: calendar.path)
        self.calendar = calendar
        self.history = history
        self.stateFile = stateFile
        self.now = now
        self.timeZone = timeZone
    }

    /// A sync with `target`'s calendar, its state as `target(named:on:stateFile:)` read it from `stateFile`.
    public convenience init(server: CalDAVServer, target: SyncTarget, history: TodoHistory, stateFile: URL, now: Date, timeZone: TimeZone) {
        self.init(server: server, calendar: target.calendar, history: history, stateFile: stateFile, now: now, timeZone: timeZone)
        preloaded = .some(target.state)
    }

    /// The calendar `name` names (config.toml's `calendar`; nil: the server's only one), with the
    /// state kept beside the to-dos, read once. That state names its calendar: when it is the
    /// one named, the server is not asked (three requests of discovery), so a sync with nothing
    /// changed is its one sync-collection report.
    public static func target(named name: String?, on server: CalDAVServer, stateFile: URL) async throws(SyncError) -> SyncTarget {
        let state = try SyncState.load(from: stateFile)
        if let kept = state?.calendar(named: name, server: DAVClient.authority(of: server.base)) {
            return SyncTarget(calendar: kept, state: state)
        }
        return SyncTarget(calendar: try await server.calendar(named: name), state: state)
    }

    /// The state file beside `todosFile`.
    public static func stateFile(beside todosFile: URL) -> URL {
        todosFile.deletingLastPathComponent().appendingPathComponent(SyncState.fileName)
    }

    /// One sync; throws one sentence, having changed nothing here, when the server cannot be
    /// reached or read, the calendar is gone, or the delete guard stops it.
    public func sync(_ options: Options = .init()) async throws(SyncError) -> SyncReport {
        let serverName = DAVClient.authority(of: collection.server.base)
        let kept: SyncState?
        if let read = preloaded.take() { kept = read } else { kept = try SyncState.load(from: stateFile) }
        let loaded = kept.flatMap { $0.server == serverName && $0.calendar == calendar.path ? $0 : nil }
        var state = loaded ?? SyncState(server: serverName, calendar: calendar.path)
        state.calendarName = calendar.displayName
        let changes = try await collection.changes(since: state.syncToken)
        var report = SyncReport()
        report.requests = changes.requests
        var removed = changes.removed
        if changes.isFullListing {
            removed.formUnion(state.items.map(\.href).filter { changes.changed[$0] == nil })
        }
        let known = Dictionary(state.items.map { ($0.href, $0.etag) }, uniquingKeysWith: { _, last in last })
        let wanted = changes.changed.filter { href, etag in etag == nil || known[href] != etag }.keys.sorted()
        let (resources, downloads) = try await collection.download(wanted)
        report.requests += downloads
        var remote: [(resource: RemoteResource, foreign: ForeignTodo?)] = []
        for resource in resources {
            do {
                remote.append((resource, try ICalendarResource.read(resource.data, file: resource.href, timeZone: timeZone)))
            } catch {
                report.refused.append(error.description)
            }
        }
        let store = history.store
        store.refreshIfChanged()
        if let problem = store.refreshProblem { throw SyncError(problem.description) }
        let planner = SyncPlanner(state: state, todos: store.todos, calendarPath: calendar.path, now: now, timeZone: timeZone,
                                  stamp: InteropStamp.minute(now))
        var plan = planner.plan(remote: remote, removed: removed)
        plan.report.requests += report.requests
        plan.report.refused = report.refused + plan.report.refused
        try checkDeletes(plan, state: state, todos: store.todos.count, options: options)
        if options.dryRun {
            plan.report.dryRun = true
            count(plan.uploads, into: &plan.report)
            return plan.report
        }
        for upload in plan.uploads { try await send(upload, planner: planner, plan: &plan) }
        state.syncToken = changes.token ?? state.syncToken
        if !plan.uploads.isEmpty, let token = changes.token {
            state.syncToken = await tokenPast(token, holding: plan.items, report: &plan.report)
        }
        beforeApply?()
        if let loaded, Self.changesNothing(plan, state: state, loaded: loaded) { return plan.report }
        try apply(&plan, state: &state, planner: planner)
        return plan.report
    }

    /// A token past this sync's own writes when the server reports nothing else since `token`;
    /// else `token`. A server may leave out of its report a resource made and deleted since a
    /// token (Xandikos does), so a token taken before the uploads would hide the deletion of a
    /// to-do uploaded now and deleted by another client before the next sync.
    private func tokenPast(_ token: String, holding items: [String: SyncState.Item], report: inout SyncReport) async -> String {
        guard let after = try? await collection.changes(since: token), !after.isFullListing, let next = after.token else { return token }
        report.requests += after.requests
        let onlyOurs = after.changed.allSatisfy { href, etag in etag != nil && items[href]?.etag == etag }
            && after.removed.allSatisfy { items[$0] == nil }
        return onlyOurs ? next : token
    }

    /// Stops a sync that would delete more than half of either side, or all of it, unless forced.
    private func checkDeletes(_ plan: SyncPlan, state: SyncState, todos: Int, options: Options) throws(SyncError) {
        guard !options.forceDelete else { return }
        let remoteDeletes = plan.uploads.filter { $0.kind == .delete }.count
        let remoteTotal = state.items.count
        func tooMany(_ count: Int, of total: Int) -> Bool { count > 0 && (count == total || count * 2 > total) }
        if tooMany(plan.deletes.count, of: todos) {
            throw SyncError("This sync would delete \(plan.deletes.count) of Adder's \(todos) to-dos (the calendar lost them); nothing was changed. Check the calendar, or run `adder todo sync --force-delete` if that is what you want.")
        }
        if tooMany(remoteDeletes, of: remoteTotal) {
            throw SyncError("This sync would delete \(remoteDeletes) of the calendar's \(remoteTotal) to-dos (Adder lost them); nothing was changed. Run `adder todo sync --force-delete` if that is what you want.")
        }
    }

    private func count(_ uploads: [Upload], into report: inout SyncReport) {
        for upload in uploads {
            switch upload.kind {
            case .create: report.sentNew += 1
            case .update: report.sentChanged += 1
            case .delete: report.sentDeleted += 1
            }
        }
    }
}

/// What a sync is with: the calendar, and the state kept from the last sync as read when it was chosen.
public struct SyncTarget: Sendable {
    public let calendar: CalDAVCalendar
    let state: SyncState?
}

/// "2026-11-27 20:50 UTC", the sync's time in the note a conflict leaves.
enum InteropStamp {
    static func minute(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
