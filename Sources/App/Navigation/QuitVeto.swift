/// Something that would be lost if the program ended now (edits held in memory, a cache write
/// under way). The shell asks every veto when quit is requested, whichever pane asked.
public struct QuitVeto {
    /// What a quit now would lose, as a sentence's subject ("2 edits are not saved"), or nil.
    let whatAQuitWouldLose: () -> String?

    public init(_ whatAQuitWouldLose: @escaping () -> String?) {
        self.whatAQuitWouldLose = whatAQuitWouldLose
    }

    /// "2 edits are not saved: q again to quit and lose them."
    static func warning(losses: [String], quitKey: String) -> String {
        "\(losses.joined(separator: "; ")): \(quitKey) again to quit and lose them."
    }
}
