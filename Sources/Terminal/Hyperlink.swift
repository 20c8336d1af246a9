/// OSC 8 hyperlinks: text a terminal makes clickable, with the address it opens. The address
/// comes from a feed, so it is made inert before it goes anywhere near an escape sequence.
public enum Hyperlink {
    /// The schemes a link may have: what Adder itself would open.
    static let schemes = ["http://", "https://", "mailto:"]
    /// Longer addresses are not linked (VTE, for one, ignores links beyond 2,083 bytes).
    public static let maximumLength = 2083

    /// The address as it may go into an escape sequence: every byte outside printable ASCII
    /// (controls, ESC, BEL, the C1 ST, blanks, non-ASCII) percent-encoded, so nothing in it can end
    /// the sequence or start another. nil for other schemes and for addresses too long.
    public static func safeAddress(_ link: String) -> String? {
        let lowered = link.lowercased()
        guard schemes.contains(where: { lowered.hasPrefix($0) }) else { return nil }
        var address = ""
        for byte in link.utf8 {
            if (0x21...0x7E).contains(byte) {
                address.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                address += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return address.utf8.count <= maximumLength ? address : nil
    }

    /// The sequence that starts a link to `address` (already safe: `safeAddress`).
    public static func opening(_ address: String) -> String { "\u{1B}]8;;\(address)\u{1B}\\" }
    /// The sequence that ends a link.
    public static let closing = "\u{1B}]8;;\u{1B}\\"

    /// Whether the terminal described by `environment` shows OSC 8 links (config `hyperlinks =
    /// "auto"`). Terminals that do not know OSC 8 should ignore it, but some print it, so only
    /// those known to support it say yes. Inside tmux the answer is tmux's: 3.4 and later pass
    /// links on; 3.3a (Debian 12's) drops them. GNU screen drops them.
    public static func isSupported(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if program == "tmux" || environment["TMUX"] != nil {
            return program == "tmux" && !version(environment["TERM_PROGRAM_VERSION"] ?? "").lexicographicallyPrecedes([3, 4])
        }
        if term.hasPrefix("screen") || environment["STY"] != nil { return false }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }) { return vte >= 5000 }
        if let konsole = environment["KONSOLE_VERSION"].flatMap({ Int($0) }) { return konsole >= 201200 }
        if environment["WT_SESSION"] != nil { return true }
        if ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program) { return true }
        return ["xterm-kitty", "foot", "foot-extra", "alacritty", "wezterm", "xterm-ghostty", "contour"].contains(term)
    }

    /// "3.3a" → [3, 3]: the leading numbers of a version.
    static func version(_ text: String) -> [Int] {
        text.split(separator: ".").map { part in Int(part.prefix(while: \.isNumber)) ?? 0 }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
