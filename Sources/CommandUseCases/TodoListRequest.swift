/// What `adder todo list` was asked for: filter words, `--all`, `--json`, and the options
/// (`--sort`, `--tag`, `--project`) that only ArgumentParser reads.
public struct TodoListRequest: Equatable, Sendable {
    public var words: [String] = []
    public var all = false
    public var json = false
    public var sort: String?
    public var tag: String?
    public var project: String?

    public init(words: [String] = [], all: Bool = false, json: Bool = false,
                sort: String? = nil, tag: String? = nil, project: String? = nil) {
        self.words = words
        self.all = all
        self.json = json
        self.sort = sort
        self.tag = tag
        self.project = project
    }

    /// `todo list` followed only by filter words, `--all` and `--json`, what scripts and shell
    /// prompts run most, read without ArgumentParser: its start costs more CPU than listing
    /// 1,000 to-dos (BENCHMARKS.md). Nil for anything else (an option, `--`, `-h`, a word that
    /// starts with `-`, a flag given twice), which ArgumentParser reads as before, errors included.
    public init?(plainArguments arguments: [String]) {
        guard arguments.count >= 2, arguments[0] == "todo", arguments[1] == "list" else { return nil }
        for argument in arguments.dropFirst(2) {
            switch argument {
            case "--all" where !all: all = true
            case "--json" where !json: json = true
            case let word where !word.hasPrefix("-"): words.append(word)
            default: return nil
            }
        }
    }
}

extension TodoSession {
    /// What `adder todo list` prints for `request`: aligned lines, or a JSON array.
    public func listing(_ request: TodoListRequest) throws -> String {
        let tag = try request.tag.map(TodoArgument.tag)
        let todos = try list(words: request.words, all: request.all, sort: request.sort, tag: tag, project: request.project)
        return request.json ? TodoListing.json(todos) : TodoListing.lines(todos)
    }
}
