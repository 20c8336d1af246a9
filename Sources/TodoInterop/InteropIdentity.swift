import Entities
import Foundation

/// The stable foreign id an Adder to-do has in each format: the one it was imported with, else
/// one made from its id and creation second (the same on every export, so the other tool updates
/// rather than duplicates, and importing Adder's own export adds nothing).
enum InteropIdentity {
    static func foreignID(of todo: Todo, in format: InteropFormat, links: InteropLinks) -> String {
        // A todo.txt line known by its hash gets a name of its own, which an `id:` can carry.
        if let linked = links.foreignID(of: todo, in: format), format != .todotxt || linked.hasPrefix("id:") { return linked }
        let name = "adder-\(todo.id)-\(InteropLinks.second(of: todo.created))"
        switch format {
        case .ics: return name
        case .taskwarrior: return uuid(from: name)
        case .todotxt: return "id:" + name
        }
    }

    /// A UUID-shaped name (version 8, RFC 9562's custom kind) made from two hashes of `name`.
    static func uuid(from name: String) -> String {
        var hex = Array(InteropText.hash(name) + InteropText.hash(name + "#uuid"))
        hex[12] = "8"
        let variant = Int(String(hex[16]), radix: 16)! & 0x3 | 0x8
        hex[16] = Character(String(variant, radix: 16))
        let text = String(hex)
        let cuts = [8, 12, 16, 20]
        var parts: [Substring] = []
        var start = text.startIndex
        for cut in cuts {
            let end = text.index(text.startIndex, offsetBy: cut)
            parts.append(text[start..<end])
            start = end
        }
        parts.append(text[start...])
        return parts.joined(separator: "-")
    }
}

/// A to-do ready to be written, with the foreign ids of itself and its parent.
struct ExportEntry {
    var todo: Todo
    var foreignID: String
    var parentForeignID: String?
    /// True when some to-do in the export is its subtask (todo.txt then writes its `id:`).
    var hasSubtasks = false
    /// What the file it was imported from held that Adder cannot show (`InteropLinks.kept`).
    var kept: [String] = []

    /// Every to-do of `todos`, in order; a parent outside `todos` is not linked.
    static func entries(_ todos: [Todo], format: InteropFormat, links: InteropLinks) -> [ExportEntry] {
        let ids = Dictionary(todos.map { ($0.id, InteropIdentity.foreignID(of: $0, in: format, links: links)) },
                             uniquingKeysWith: { first, _ in first })
        let parents = Set(todos.compactMap(\.parent))
        return todos.map { todo in
            ExportEntry(todo: todo, foreignID: ids[todo.id]!, parentForeignID: todo.parent.flatMap { ids[$0] },
                        hasSubtasks: parents.contains(todo.id), kept: links.kept(of: todo, in: format))
        }
    }
}
