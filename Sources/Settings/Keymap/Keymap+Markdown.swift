extension Keymap {
    /// The key table as Markdown, one section per context: README.md embeds it and a test
    /// keeps the two identical.
    public var markdown: String {
        var lines: [String] = []
        for context in KeyContext.allCases {
            let rows = bindings(in: context)
            guard !rows.isEmpty else { continue }
            lines += ["**\(context.title)**", "", "| keys | action |", "| --- | --- |"]
            for binding in rows {
                // A | ends a table cell even inside a code span (GitHub's tables): written \| there.
                let keys = binding.keys.isEmpty ? "none"
                    : binding.keys.map { "`\($0.label.replacingOccurrences(of: "|", with: "\\|"))`" }.joined(separator: " ")
                lines.append("| \(keys) | \(binding.help) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
