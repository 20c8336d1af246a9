@testable import App
import Terminal
import Testing

@MainActor
@Suite("Layout: columns and overlays")
struct LayoutTests {
    private func shown(_ kinds: [PanePlacement], focus: Int, columns: Int, splitWidth: Int = 100) -> [Int] {
        Layout(size: Size(columns: columns, rows: 30), placements: kinds, focusIndex: focus, splitWidth: splitWidth)
            .placements.map(\.index)
    }

    @Test("wide: the focused column beside the one before it, or the first beside the second")
    func wide() {
        #expect(shown([.column, .column], focus: 0, columns: 120) == [0, 1])
        #expect(shown([.column, .column], focus: 1, columns: 120) == [0, 1])
        #expect(shown([.column, .column, .column], focus: 2, columns: 120) == [1, 2])
        #expect(shown([.column], focus: 0, columns: 120) == [0])
    }

    @Test("narrow, or an overlay in focus: the focused pane alone")
    func alone() {
        #expect(shown([.column, .column], focus: 1, columns: 99) == [1])
        #expect(shown([.column, .column, .overlay], focus: 2, columns: 120) == [2])
    }

    @Test("the two-pane width is injected")
    func injectedWidth() {
        #expect(shown([.column, .column], focus: 0, columns: 80, splitWidth: 80) == [0, 1])
        #expect(shown([.column, .column], focus: 0, columns: 120, splitWidth: 140) == [0])
    }
}
