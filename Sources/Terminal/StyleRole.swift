/// What a cell means on screen. Themes give each role its colours; snapshots print each
/// cell's role as one character (`code`), so a colour regression shows in a text diff.
public enum StyleRole: String, CaseIterable, Sendable {
    case normal, muted, border, focusedBorder, titleBar, statusBar, statusKey
    case selected, done, input, error, banner, heading
    case priorityLow, priorityMedium, priorityHigh, overdue, dueToday, tag
    case activeTab
    case unread, starred, feedError, link, quote, code

    /// The character a snapshot's role grid uses for this role.
    public var code: Character {
        switch self {
        case .normal: "."
        case .muted: "m"
        case .border: "b"
        case .focusedBorder: "B"
        case .titleBar: "T"
        case .statusBar: "S"
        case .statusKey: "K"
        case .selected: "s"
        case .done: "d"
        case .input: "i"
        case .error: "e"
        case .banner: "w"
        case .heading: "h"
        case .priorityLow: "1"
        case .priorityMedium: "2"
        case .priorityHigh: "3"
        case .overdue: "o"
        case .dueToday: "y"
        case .tag: "#"
        case .activeTab: "A"
        case .unread: "u"
        case .starred: "*"
        case .feedError: "!"
        case .link: "l"
        case .quote: "q"
        case .code: "c"
        }
    }
}
