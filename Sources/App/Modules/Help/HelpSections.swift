import Settings
import Terminal

/// A help page's sections, what a search leaves of them, and their lines at a width: pure values
/// the Presenter keeps.
enum HelpSections {
    /// The key table by context, in the keymap's order, then the command line's short words.
    static func keys(_ keymap: Keymap) -> [HelpSection] {
        KeyContext.allCases.compactMap { context in
            let bindings = keymap.bindings(in: context)
            guard !bindings.isEmpty else { return nil }
            return HelpSection(title: context.title, context: context,
                               entries: bindings.map { HelpEntry(left: Keymap.label(of: $0.keys), text: $0.help) })
        } + [commandLine(keymap)]
    }

    /// `:` takes every action by its `[keys]` name; these short words stand for the commonest,
    /// each said with what its action does (the first pane's meaning where it has several).
    private static func commandLine(_ keymap: Keymap) -> HelpSection {
        let entries = CommandNames.shortWords.compactMap { word, actions -> HelpEntry? in
            let helps = actions.compactMap { action in keymap.bindings.first { $0.action == action }.map { ($0.action, $0.help) } }
            guard let first = helps.first else { return nil }
            let names = helps.map { $0.0.configName }.joined(separator: " / ")
            return HelpEntry(left: ":" + word, text: "\(names): \(first.1)")
        }
        return HelpSection(title: "Command line: these words, or any action's [keys] name",
                           context: nil, entries: entries)
    }

    /// The message log as one section, newest first, each with its time.
    static func messages(_ log: [LoggedMessage], dates: DateText) -> [HelpSection] {
        let entries = log.reversed().map { HelpEntry(left: dates.short($0.time), text: $0.message.text, isError: $0.message.isError) }
        return [HelpSection(title: entries.isEmpty ? "No message yet" : "Newest first", context: nil, entries: entries)]
    }

    /// The entries whose keys, text or section title hold every word (case-blind);
    /// sections left empty go.
    static func matching(_ sections: [HelpSection], words query: String) -> [HelpSection] {
        let words = query.split(whereSeparator: \.isWhitespace).map { fold(String($0)) }
        guard !words.isEmpty else { return sections }
        return sections.compactMap { section in
            let title = fold(section.title)
            let entries = section.entries.filter { entry in
                let haystack = fold(entry.left) + " " + fold(entry.text) + " " + title
                return words.allSatisfy(haystack.contains)
            }
            return entries.isEmpty ? nil : HelpSection(title: section.title, context: section.context, entries: entries)
        }
    }

    private static func fold(_ text: String) -> String { text.lowercased() }

    /// The lines of `sections` at `width` cells: each text wraps under its own start, and the
    /// index of each section's heading.
    static func lines(of sections: [HelpSection], width: Int) -> (rows: [HelpRow], headings: [Int]) {
        let leftWidth = sections.flatMap(\.entries).map { Glyph.width(of: $0.left) }.max() ?? 0
        // Three cells of margin, the keys, two cells, the text, a cell of margin.
        let textWidth = max(10, width - 3 - leftWidth - 2 - 1)
        var lines: [HelpLine] = []
        var headings: [Int] = []
        for section in sections {
            headings.append(lines.count)
            lines.append(.heading(section.title))
            for entry in section.entries {
                let wrapped = TextWrap.lines(of: entry.text, width: textWidth).map { $0.map(\.text).joined() }
                lines.append(.item(left: entry.left, text: wrapped.first ?? "", isError: entry.isError))
                lines += wrapped.dropFirst().map { .continuation($0, isError: entry.isError) }
            }
            lines.append(.blank)
        }
        return (lines.map { HelpRow(line: $0, leftWidth: leftWidth) }, headings)
    }
}
