import Entities
import SnapshotTesting
import Terminal
import TestSupport
import Testing

/// Emoji made of several code points (issue 19, item 3) in the list and the details: each whole,
/// two cells wide, cut and wrapped only between clusters, and every column after them in place.
/// Part of the "Screens" suite; golden files: __Snapshots__/EmojiSequenceSnapshotTests/.
extension AppSnapshotTests {
    static let emojiLine = "👩\u{200D}💻🇫🇷👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧\u{200D}👦👍🏽1\u{FE0F}\u{20E3}❤\u{FE0F}🏳\u{FE0F}\u{200D}🌈"

    private var emojiTodos: [Todo] {
        var withNotes = Fixtures.todo(3, "A line of them: \(Self.emojiLine) and after it text in its column")
        withNotes.notes = "Notes: \(Self.emojiLine) \(Self.emojiLine) \(Self.emojiLine) \(Self.emojiLine)"
        return [
            Fixtures.todo(1, "Pair programming 👩\u{200D}💻 with 🇫🇷 colleagues"),
            Fixtures.todo(2, "Family 👨\u{200D}👩\u{200D}👧\u{200D}👦, thumbs 👍🏽, keycap 1\u{FE0F}\u{20E3}|end"),
            withNotes,
        ]
    }

    @Test func listAndDetailsWithALineOfThem() throws {
        let frame = try screen(emojiTodos, keys: "G")
        #expect(frame.textLines.contains { $0.contains(Self.emojiLine) }, "the line is whole in the details")
        assertSnapshot(of: frame, as: .screen)
    }

    @Test func cutAtANarrowPaneEdge() throws {
        assertSnapshot(of: try screen(emojiTodos, size: Size(columns: 44, rows: 10)), as: .screen)
    }
}
