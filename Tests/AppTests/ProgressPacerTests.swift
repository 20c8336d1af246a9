@testable import App
import Testing

@MainActor
@Suite("Pacing refresh progress")
struct ProgressPacerTests {
    @Test("one announcement per interval; what came between is held back until announced")
    func pacing() {
        var pacer = ProgressPacer(interval: .milliseconds(250))
        let start = ContinuousClock.now
        var announced: [Bool] = []
        for milliseconds in [0, 100, 249, 250, 300] {
            announced.append(pacer.announces(at: start + .milliseconds(milliseconds)))
        }
        #expect(announced == [true, false, false, true, false])
        #expect(pacer.heldBack)
        pacer.announced(at: start + .milliseconds(400))
        #expect(!pacer.heldBack)
        let tooSoon = pacer.announces(at: start + .milliseconds(500))
        #expect(!tooSoon)
        pacer.reset()
        let afterReset = pacer.announces(at: start + .milliseconds(501))
        #expect(afterReset && !pacer.heldBack)
    }
}
