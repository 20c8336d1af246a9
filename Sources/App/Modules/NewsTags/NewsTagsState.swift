import Entities
import Settings
import Terminal

/// What the tag picker shows: every tag with its counts, and the selection.
struct NewsTagsState {
    let tags: [TagCount]
    /// "All feeds": every feed, whatever its tags.
    let all: TagCount
    var list = ListState()

    /// The tag of a row: row 0 is "All feeds".
    func tag(at row: Int) -> String? { row == 0 ? nil : tags[row - 1].name }
}
