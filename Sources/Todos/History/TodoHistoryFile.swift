import Basics
import Foundation

/// The undo history on disk, beside todos.json (`todos.undo.json`), so undo survives a restart.
///
/// One history for every Adder process on the folder, as taskwarrior's: each writer reads it
/// again when another has changed it, then adds its step, under todos.json's lock. It keeps the
/// last `TodoHistory.persistedDepth` steps each way, is written atomically (`AtomicFile`) with the
/// permissions of todos.json, and is read only when an edit or an undo first needs it, never
/// before the first frame. A file it cannot read (damaged, or written by a newer Adder) is named
/// in one sentence and left as it is: the history then covers this session only.
public final class TodoHistoryFile {
    public static let currentVersion = 1

    public let url: URL
    /// The to-do file whose permissions a new history file gets.
    private let model: URL?
    private var lastSeen: FileIdentity?
    private var everRead = false
    /// Why the file cannot be read; while set it is never written.
    public private(set) var problem: String?

    public init(url: URL, permissionsOf model: URL? = nil) {
        self.url = url
        self.model = model
    }

    /// The history file of a to-do file: `todos.json` → `todos.undo.json` in the same folder.
    public static func beside(_ todosFile: URL) -> TodoHistoryFile {
        let base = todosFile.deletingPathExtension().lastPathComponent
        let url = todosFile.deletingLastPathComponent().appendingPathComponent("\(base).undo.json", isDirectory: false)
        return TodoHistoryFile(url: url, permissionsOf: todosFile)
    }

    /// The stacks as stored, when the file is new to this object or another process changed it
    /// since; nil when nothing needs reading (or it cannot be read: `problem` says why).
    func readIfChanged() -> TodoHistoryStacks? {
        guard problem == nil else { return nil }
        let identity = FileIdentity(path: url.path)
        guard !everRead || identity != lastSeen else { return nil }
        everRead = true
        guard identity != nil else {
            lastSeen = nil
            return TodoHistoryStacks()
        }
        do {
            let data = try Data(contentsOf: url)
            let stacks = try TodoHistoryStacks.decode(data)
            lastSeen = identity
            return stacks
        } catch let failure as TodoHistoryStacks.Unreadable {
            problem = sentence(failure.reason)
        } catch {
            problem = sentence(FileErrorReason.of(error))
        }
        return nil
    }

    /// Replaces the file with these stacks; a file that could not be read is never replaced.
    /// Returns why the write failed, or nil. Runs under todos.json's lock. Not `durable` (the
    /// full-screen app's edits): no fsync, so that a key does not wait for two (see `AtomicFile`).
    func write(_ stacks: TodoHistoryStacks, durable: Bool = true) -> String? {
        guard problem == nil else { return nil }
        removeAbandonedTemporaryFiles()
        do {
            try AtomicFile.replace(url, with: stacks.encoded(), permissionsOf: FileIdentity(path: url.path) == nil ? model : nil,
                                   durable: durable)
            lastSeen = FileIdentity(path: url.path)
            return nil
        } catch {
            return error.description
        }
    }

    /// Once a session: a temporary file (`.todos.undo.json.XXXXXX`, as `AtomicFile` names them)
    /// seen under the lock was left by a writer killed mid-save.
    private func removeAbandonedTemporaryFiles() {
        guard !cleaned else { return }
        cleaned = true
        let prefix = ".\(url.lastPathComponent)."
        let folder = url.deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(prefix) && name.count == prefix.count + 6 {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private var cleaned = false

    private func sentence(_ reason: String) -> String {
        "The undo history \(url.path) cannot be read (\(reason)); undo covers only this session's changes, and the file is left as it is."
    }
}

/// The undo and redo stacks, oldest first, as the history file holds them.
struct TodoHistoryStacks {
    var undo: [TodoHistory.Entry] = []
    var redo: [TodoHistory.Entry] = []

    struct Unreadable: Error {
        let reason: String
    }

    private struct Stored: Codable {
        var version: Int
        var undo: [TodoHistory.Entry]
        var redo: [TodoHistory.Entry]
    }

    private struct VersionOnly: Decodable {
        var version: Int
    }

    static func decode(_ data: Data) throws -> TodoHistoryStacks {
        let decoder = JSONDecoder()
        guard let version = try? decoder.decode(VersionOnly.self, from: data).version else {
            throw Unreadable(reason: "it is not an Adder undo history: no version number")
        }
        guard version <= TodoHistoryFile.currentVersion else {
            throw Unreadable(reason: "it was written by a newer Adder, version \(version); this one reads up to \(TodoHistoryFile.currentVersion)")
        }
        do {
            let stored = try decoder.decode(Stored.self, from: data)
            return TodoHistoryStacks(undo: stored.undo, redo: stored.redo)
        } catch {
            throw Unreadable(reason: "it is damaged: \(Self.reason(error))")
        }
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every part is a plain value with a total encoding: this cannot fail.
        return (try? encoder.encode(Stored(version: TodoHistoryFile.currentVersion, undo: undo, redo: redo))) ?? Data()
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
