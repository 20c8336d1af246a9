extension Screen {
    /// The screen as text, one line per row, each exactly `size.columns` cells wide.
    public var textLines: [String] {
        (0..<size.rows).map { row in
            var line = ""
            for column in 0..<size.columns {
                line += self[row, column].text
            }
            return line
        }
    }

    /// Each cell's role as one character (`StyleRole.code`), aligned cell for cell with `textLines`.
    public var roleLines: [String] {
        (0..<size.rows).map { row in
            String((0..<size.columns).map { self[row, $0].role.code })
        }
    }

    /// Text, then the role grid under a legend of the roles it uses, then the cursor: the form
    /// golden files and `adder snapshot --roles` use.
    public var snapshot: String {
        let roles = roleLines
        let used = StyleRole.allCases.filter { role in roles.contains { $0.contains(role.code) } }
        let legend = used.map { "\($0.code) \($0.rawValue)" }.joined(separator: ", ")
        let cursorLine = cursor.map { "-- cursor: row \($0.row), column \($0.column)" } ?? "-- cursor: hidden"
        return (textLines + ["-- roles: \(legend)"] + roles + [cursorLine]).joined(separator: "\n") + "\n"
    }
}
