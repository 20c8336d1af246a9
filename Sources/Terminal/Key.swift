/// One keystroke, as the terminal backends and the key notation (`<C-x>`, `<Enter>`) describe it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case control(Character)
    case enter, escape, tab, backTab, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
    /// Text the terminal pasted (bracketed paste): typed into an open editor, never run as keys.
    case paste(String)
    /// An action asked for by name at the `:` command line rather than by its key: the keymap
    /// gives it to whichever pane binds that action, whatever keys the user gave it.
    case command(String)

    /// The key in the notation `adder snapshot --keys` reads: `x`, `<Enter>`, `<C-r>`, `<F1>`.
    public var notation: String {
        switch self {
        case .character(" "): "<Space>"
        case .character("<"): "<lt>"
        case .character(let c): String(c)
        case .control(let c): "<C-\(c)>"
        case .function(let n): "<F\(n)>"
        case .paste(let text): "<Paste:\(text)>"
        case .command(let name): "<Cmd:\(name)>"
        default: "<\(Key.namedKeys.first { $0.value == self }!.key)>"
        }
    }

    /// A short label for hints and the help screen: `j`, `Enter`, `Ctrl-R`, `↓`.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .function(let n): "F\(n)"
        case .paste: "paste"
        case .command(let name): ":\(name)"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        default: Key.namedKeys.first { $0.value == self }!.key
        }
    }

    /// The pasted text as one line: line breaks and tabs become spaces, other control
    /// characters go (a line editor holds one line).
    public static func singleLine(_ pasted: String) -> String {
        String(pasted.compactMap { character -> Character? in
            if character.isNewline || character == "\t" { return " " }
            return character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? nil : character
        })
    }

    static let namedKeys: [(key: String, value: Key)] = [
        ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("S-Tab", .backTab),
        ("BS", .backspace), ("Del", .delete), ("Ins", .insert), ("Up", .up), ("Down", .down),
        ("Left", .left), ("Right", .right), ("Home", .home), ("End", .end),
        ("PgUp", .pageUp), ("PgDn", .pageDown), ("Space", .character(" ")), ("lt", .character("<")),
    ]
}
