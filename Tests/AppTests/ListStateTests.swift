@testable import App
import Basics
import Terminal
import Testing

/// The list cursor's arithmetic on its own: the selection stays on screen, the window never shows
/// past the end, and clicks count rows from the pane's border.
@Suite struct ListStateTests {
    private func list(count: Int, rows: Int, selects: Bool = true) -> ListState {
        var state = ListState(selects: selects)
        state.setVisibleRows(rows)
        state.setCount(count)
        return state
    }

    @Test func anEmptyListSelectsNothingAndShowsNothing() {
        let state = list(count: 0, rows: 5)
        #expect(state.selected == nil)
        #expect(state.visible == 0..<0)
    }

    @Test func movingPastTheWindowScrollsItJustEnough() {
        var state = list(count: 10, rows: 3)
        for _ in 0..<4 { let moved = state.move(.moveDown); #expect(moved) }
        #expect(state.selected == 4)
        #expect(state.visible == 2..<5)
        do { let moved = state.move(.moveToBottom); #expect(moved) }
        #expect(state.visible == 7..<10)
        do { let moved = state.move(.pageUp); #expect(moved) }
        #expect(state.selected == 7, "a page is the window less one row")
        do { let moved = state.move(.quit); #expect(!moved, "not a movement") }
    }

    @Test func shrinkingKeepsTheSelectionOnTheLastItemAndTheWindowFull() {
        var state = list(count: 10, rows: 4)
        state.select(9)
        state.setCount(6)
        #expect(state.selected == 5)
        #expect(state.visible == 2..<6)
    }

    @Test func aJumpCentresTheSelection() {
        var state = list(count: 100, rows: 10)
        state.selectCentred(50)
        #expect(state.visible == 45..<55)
        state.selectCentred(2)
        #expect(state.visible == 0..<10, "not before the start")
    }

    @Test func aListThatOnlyScrollsMovesItsWindow() {
        var state = list(count: 10, rows: 4, selects: false)
        do { let moved = state.move(.moveDown); #expect(moved) }
        #expect(state.selected == nil)
        #expect(state.visible == 1..<5)
        do { let moved = state.move(.moveToBottom); #expect(moved) }
        #expect(state.visible == 6..<10)
    }

    @Test func clicksCountFromTheBorderAndTheWheelScrollsThreeRows() {
        var state = list(count: 3, rows: 5)
        do { let outcome = state.handle(MouseEvent(.click, row: 0, column: 4)); #expect(outcome == .none, "the border") }
        do { let outcome = state.handle(MouseEvent(.click, row: 4, column: 4)); #expect(outcome == .none, "below the last item") }
        do { let outcome = state.handle(MouseEvent(.click, row: 2, column: 4)); #expect(outcome == .moved) }
        #expect(state.selected == 1)
        do { let outcome = state.handle(MouseEvent(.doubleClick, row: 3, column: 4)); #expect(outcome == .open(2)) }
        var long = list(count: 20, rows: 5)
        do { let outcome = long.handle(MouseEvent(.wheelDown, row: 1, column: 1)); #expect(outcome == .moved) }
        #expect(long.visible == 3..<8)
        #expect(long.selected == 3, "the selection stays on screen")
    }

    /// Any sequence of changes keeps the three promises (seeded: the same 5,000 steps each run).
    @Test func randomStepsKeepTheSelectionOnScreenAndTheWindowInTheList() {
        var random = SplitMix64(seed: 28)
        for selects in [true, false] {
            var state = ListState(selects: selects)
            for _ in 0..<5_000 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: state.setCount(Int.random(in: 0..<40, using: &random))
                case 1: state.setVisibleRows(Int.random(in: -2..<15, using: &random))
                case 2: state.select(Int.random(in: -5..<45, using: &random))
                case 3: state.selectCentred(Int.random(in: -5..<45, using: &random))
                case 4: state.scroll(by: Int.random(in: -20..<20, using: &random))
                default: _ = state.move([.moveDown, .moveUp, .pageDown, .pageUp, .moveToTop, .moveToBottom].randomElement(using: &random)!)
                }
                #expect(state.firstVisibleRow >= 0 && state.firstVisibleRow <= max(0, state.count - state.visibleRows), "\(state)")
                if let selected = state.selected {
                    #expect((0..<state.count).contains(selected) && state.visible.contains(selected), "\(state)")
                }
                if !selects { #expect(state.selected == nil) }
            }
        }
    }
}

