import Entities
import Foundation
import TodoInterop

extension TodoSyncEngine {
    /// Sends one write; a 412 fetches the server's copy, merges again and tries once more.
    func send(_ upload: Upload, planner: SyncPlanner, plan: inout SyncPlan) async throws(SyncError) {
        // Looked up only when a sentence needs it: a scan of the list per upload is quadratic.
        var title: String { upload.todo.flatMap { id in history.store.todos.first { $0.id == id }?.title } ?? upload.uid }
        let result: CalDAVCollection.WriteResult
        switch upload.kind {
        case .create, .update:
            result = try await collection.put(upload.href, upload.data ?? Data(), ifMatch: upload.kind == .update ? upload.etag : nil)
        case .delete:
            result = try await collection.delete(upload.href, ifMatch: upload.etag)
        }
        plan.report.requests += 1
        switch (result, upload.kind) {
        case (.written, .delete), (.gone, .delete):
            plan.items[upload.href] = nil
            plan.report.sentDeleted += 1
        case (.written(let etag), _):
            plan.items[upload.href] = SyncState.Item(href: upload.href, etag: etag, uid: upload.uid, todo: upload.todo,
                                                     ics: String(decoding: upload.data ?? Data(), as: UTF8.self))
            if upload.kind == .create { plan.report.sentNew += 1 } else { plan.report.sentChanged += 1 }
        case (.gone, .update):
            // Changed here, deleted there meanwhile: the edit wins, sent as new.
            var again = upload
            again.kind = .create
            try await send(again, planner: planner, plan: &plan)
        case (.changedOnServer, _):
            try await mergeAgain(upload, title: title, planner: planner, plan: &plan)
        case (.refused(409), .create):
            // The UID is at another href already (a listing that missed it): adopt that resource.
            try await adopt(upload, title: title, planner: planner, plan: &plan)
        case (.refused(let status), _):
            plan.report.refused.append("“\(title)” (\(upload.href)): the server refused it (\(status)); it stays as it is here.")
        case (.gone, .create):
            plan.report.refused.append("“\(title)” (\(upload.href)): the server refused it (404); it stays as it is here.")
        }
    }

    /// After a 409 on a new to-do: the resource that holds its UID becomes its copy on the server,
    /// merged as a first sync merges a UID found on both sides.
    private func adopt(_ upload: Upload, title: String, planner: SyncPlanner, plan: inout SyncPlan) async throws(SyncError) {
        let (found, requests) = try await collection.find(uid: upload.uid)
        plan.report.requests += requests
        guard let found else {
            plan.report.refused.append("“\(title)” (\(upload.href)): the server refused it (409); it stays as it is here.")
            return
        }
        var moved = upload
        (moved.kind, moved.href, moved.etag, moved.base) = (.update, found.href, found.etag, nil)
        try await mergeAgain(moved, title: title, planner: planner, plan: &plan, prefetched: found)
    }

    /// After a 412: the server's copy now, merged field by field with Adder's against the copy last
    /// synced (none for a new one), written with `If-Match` on the new ETag once.
    private func mergeAgain(_ upload: Upload, title: String, planner: SyncPlanner, plan: inout SyncPlan,
                            prefetched: RemoteResource? = nil) async throws(SyncError) {
        var resources = prefetched.map { [$0] } ?? []
        if prefetched == nil {
            let (downloaded, requests) = try await collection.download([upload.href])
            plan.report.requests += requests
            resources = downloaded
        }
        guard let resource = resources.first else {
            if upload.kind == .delete { plan.items[upload.href] = nil; return }
            var again = upload
            again.kind = .create
            return try await send(again, planner: planner, plan: &plan)
        }
        guard let foreign = try? ICalendarResource.read(resource.data, file: resource.href, timeZone: timeZone) else {
            plan.report.refused.append("“\(title)” (\(upload.href)): the server's copy changed and cannot be read; nothing was sent.")
            return
        }
        var item = SyncState.Item(href: resource.href, etag: resource.etag, uid: foreign.foreignID, todo: upload.todo,
                                  ics: String(decoding: resource.data, as: UTF8.self))
        let server = SyncFields(foreign)
        guard upload.kind != .delete, let id = upload.todo, let todo = history.store.todos.first(where: { $0.id == id }) else {
            // Deleted here, changed there: the edit wins, the to-do comes back.
            item.todo = nil
            plan.items[resource.href] = item
            plan.incoming.append(IncomingTodo(item: item, foreign: foreign))
            plan.report.receivedNew += 1
            return
        }
        let base = upload.base.flatMap { try? ICalendarResource.read($0, file: upload.href, timeZone: timeZone) }.map(SyncFields.init)
        let local = planner.normalized(todo)
        let merge = FieldMerge(base: base, server: server, local: local, stamp: planner.stamp)
        plan.report.merged += 1
        for field in merge.conflicts {
            plan.report.conflicts.append("“\(todo.title)”: \(field.rawValue) changed on both sides; the server's was kept, Adder's is in the notes")
        }
        plan.updates.removeAll { $0.id == id }
        if merge.merged != local { plan.updates.append((id, merge.merged)) }
        plan.items[resource.href] = item
        let changed = merge.merged.differing(from: server)
        guard !changed.isEmpty else { return }
        let data = SyncPlanner.resource(todo, as: merge.merged, uid: item.uid, changed: changed, base: resource.data, now: now, timeZone: timeZone)
        let result = try await collection.put(resource.href, data, ifMatch: resource.etag)
        plan.report.requests += 1
        if case .written(let etag) = result {
            (item.etag, item.ics) = (etag, String(decoding: data, as: UTF8.self))
            plan.items[resource.href] = item
            plan.report.sentChanged += 1
        } else {
            plan.report.refused.append("“\(todo.title)” (\(upload.href)): the server's copy changed twice during the sync; the next sync merges it.")
        }
    }
}
