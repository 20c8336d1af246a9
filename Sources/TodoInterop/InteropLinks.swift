import Basics
import Entities
import Foundation

/// Which foreign to-do each imported to-do came from, kept beside todos.json in
/// `interop-links.json`, so that importing the same file again adds nothing and an export
/// gives a to-do back its foreign id. A link names the to-do by its id and creation second,
/// so a link to a deleted to-do never attaches to another one.
public struct InteropLinks: Sendable, Hashable {
    public struct Link: Codable, Sendable, Hashable {
        public var format: String
        public var foreignID: String
        public var todo: Todo.ID
        public var createdSecond: Int
        /// What the foreign file held that Adder cannot show, for the export to write back: for
        /// taskwarrior the task's JSON object and its recurring instances' (`TaskwarriorKept`),
        /// for iCalendar the VTODO's unknown property lines. Absent in older files.
        public var kept: [String]?

        public init(format: String, foreignID: String, todo: Todo.ID, createdSecond: Int, kept: [String]? = nil) {
            (self.format, self.foreignID, self.todo, self.createdSecond, self.kept) = (format, foreignID, todo, createdSecond, kept)
        }
    }

    public private(set) var links: [Link] = []
    /// The latest foreign id of each (format, to-do id, creation second): a look-up per to-do on
    /// export, instead of a pass over every link (10,000 to-dos took minutes that way).
    private var foreignIDs: [String: String] = [:]
    /// The kept lines of each link that has some, by the same key.
    private var keptLines: [String: [String]] = [:]

    public init(links: [Link] = []) {
        for link in links { add(link) }
    }

    /// The file's name in Adder's data folder.
    public static let fileName = "interop-links.json"

    private struct File: Codable {
        var version: Int
        var links: [Link]
    }

    /// Reads the links; a missing file is none. A file that cannot be read throws (and must not
    /// be overwritten, so the import stops).
    public static func load(from url: URL) throws(InteropError) -> InteropLinks {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return InteropLinks()
        } catch {
            throw InteropError(file: url.path, line: nil, "cannot be read (\(FileErrorReason.of(error)))")
        }
        guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else {
            throw InteropError(file: url.path, line: nil, "is not an Adder links file of version 1")
        }
        return InteropLinks(links: file.links)
    }

    /// Writes the links atomically.
    public func save(to url: URL) throws(AtomicFile.Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: 1, links: links))) ?? Data()
        try AtomicFile.replace(url, with: data)
    }

    public mutating func add(_ link: Link) {
        links.append(link)
        let key = Self.key(link.format, link.todo, link.createdSecond)
        foreignIDs[key] = link.foreignID
        keptLines[key] = link.kept
    }

    /// Drops the links to to-dos no longer in `todos` (deleted, or their id given to another
    /// to-do since), which would otherwise stay in the file forever; returns how many went.
    @discardableResult
    public mutating func prune(keepingLinksTo todos: [Todo]) -> Int {
        let alive = Set(todos.map { Self.key("", $0.id, Self.second(of: $0.created)) })
        let kept = links.filter { alive.contains(Self.key("", $0.todo, $0.createdSecond)) }
        let removed = links.count - kept.count
        if removed > 0 { self = InteropLinks(links: kept) }
        return removed
    }

    /// The foreign id `todo` was imported from in `format`, if it was.
    func foreignID(of todo: Todo, in format: InteropFormat) -> String? {
        foreignIDs[Self.key(format.rawValue, todo.id, Self.second(of: todo.created))]
    }

    /// What the file `todo` was imported from in `format` held that Adder cannot show.
    func kept(of todo: Todo, in format: InteropFormat) -> [String] {
        keptLines[Self.key(format.rawValue, todo.id, Self.second(of: todo.created))] ?? []
    }

    private static func key(_ format: String, _ todo: Todo.ID, _ second: Int) -> String {
        "\(format) \(todo) \(second)"
    }

    /// Links from `format` to to-dos that still exist: foreign id → to-do id.
    func existing(in format: InteropFormat, among todos: [Todo]) -> [String: Todo.ID] {
        let alive = Set(todos.map { "\($0.id) \(Self.second(of: $0.created))" })
        var result: [String: Todo.ID] = [:]
        for link in links where link.format == format.rawValue && alive.contains("\(link.todo) \(link.createdSecond)") {
            result[link.foreignID] = link.todo
        }
        return result
    }

    static func second(of date: Date) -> Int {
        Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
    }
}
