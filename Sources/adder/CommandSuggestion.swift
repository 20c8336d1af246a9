import ArgumentParser

/// "did you mean `adder todo list`?" for a subcommand typed a letter or two wrong (`todo lst`).
enum CommandSuggestion {
    /// The sentence's addition for `arguments`, or "" when the word after the subcommands is an
    /// option, or no subcommand name is within two edits of it.
    static func text(for arguments: [String], path: [String], commands: [any ParsableCommand.Type]) -> String {
        guard path.count < arguments.count, !arguments[path.count].hasPrefix("-") else { return "" }
        let typed = arguments[path.count]
        var best: (name: String, distance: Int)?
        for command in commands {
            guard let name = command.configuration.commandName else { continue }
            let edits = distance(name, typed)
            if edits < best?.distance ?? Int.max { best = (name, edits) }
        }
        guard let best, best.distance <= min(2, max(1, typed.count / 2)) else { return "" }
        return ": did you mean `\((["adder"] + path + [best.name]).joined(separator: " "))`?"
    }

    /// Levenshtein distance by characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
