extension Screen {
    /// The screen with SGR escape sequences for each role's style, one line per row.
    public func ansi(styles: [StyleRole: TerminalStyle]) -> String {
        var output = ""
        for row in 0..<size.rows {
            var current: StyleRole?
            for column in 0..<size.columns {
                let cell = self[row, column]
                if cell.role != current {
                    current = cell.role
                    output += Self.sgr(styles[cell.role] ?? .plain)
                }
                output += cell.text
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    private static func sgr(_ style: TerminalStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        codes += sgr(style.foreground, layer: 38) + sgr(style.background, layer: 48)
        return "\u{1B}[\(codes.joined(separator: ";"))m"
    }

    /// `38;5;N` / `38;2;R;G;B` for a foreground (layer 38), the same from 48 for a background.
    private static func sgr(_ color: TerminalColor, layer: Int) -> [String] {
        switch color {
        case .terminalDefault: []
        case .indexed(let index): ["\(layer);5;\(index)"]
        case .rgb(let rgb): ["\(layer);2;\(rgb.red);\(rgb.green);\(rgb.blue)"]
        }
    }
}
