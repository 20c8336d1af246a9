import Entities
import Foundation

/// Upgrades the JSON of an older todos.json to the current schema, one version at a time. A
/// new schema version adds one step to `steps`; the steps work on plain JSON values
/// (`JSONSerialization`'s), so they need no copy of the old model types.
///
/// Version 0 is a hand-made or legacy file: a bare top-level array of to-do objects.
enum TodoSchemaMigration {
    /// Turns the JSON of schema version `from` into that of `from + 1`, or throws a phrase
    /// saying what in the old file stops it ("the top level is not an array").
    struct Step: Sendable {
        let from: Int
        let upgrade: @Sendable (Any) throws(Failure) -> Any
    }

    struct Failure: Error {
        let reason: String
    }

    /// Every step from version 0 up to `TodoDocument.currentVersion`, in order.
    static let steps: [Step] = [
        Step(from: 0, upgrade: wrapBareArray),
        Step(from: 1, upgrade: markVersion2),
        Step(from: 2, upgrade: markVersion3),
    ]

    /// The JSON upgraded from `version` to the current version.
    static func upgrade(_ json: Any, from version: Int) throws(Failure) -> Any {
        var json = json
        for step in steps where step.from >= version {
            json = try step.upgrade(json)
        }
        return json
    }

    /// 0 → 1: wraps the bare array in `{"version": 1, "nextID": …, "todos": […]}`; the next
    /// id follows the largest id in the file so ids are never reused.
    private static func wrapBareArray(_ json: Any) throws(Failure) -> Any {
        guard let todos = json as? [Any] else { throw Failure(reason: "the top level is not an array") }
        let largestID = todos.lazy.compactMap { ($0 as? [String: Any])?["id"] as? Int }.max() ?? 0
        return ["version": 1, "nextID": largestID + 1, "todos": todos] as [String: Any]
    }

    /// 1 → 2: version 2 only adds optional members (`dueTime`, `recurrence`, `parent`), so the
    /// to-dos stay as they are; the number changes so that an older Adder, which would drop those
    /// members when it saves, refuses the file instead.
    private static func markVersion2(_ json: Any) throws(Failure) -> Any {
        guard var document = json as? [String: Any] else { throw Failure(reason: "the top level is not an object") }
        document["version"] = 2
        return document
    }

    /// 2 → 3: version 3 adds the optional `project`; as for 2, only the number changes, so that an
    /// Adder of version 2, which would drop the projects when it saves, refuses the file instead.
    private static func markVersion3(_ json: Any) throws(Failure) -> Any {
        guard var document = json as? [String: Any] else { throw Failure(reason: "the top level is not an object") }
        document["version"] = 3
        return document
    }
}
