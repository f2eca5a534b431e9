import Foundation
import Testing
@testable import FolioCore

/// What lets quick swipes add up in a scroll pager (with `PageWindow`'s completion on arrival): the
/// motion shifts with re-centred content, a flick after a caught settle goes on from its page.
@Suite("Paging: running on through quick swipes")
struct PageRunOnTests {
    @Test("a shifted motion passes through the same positions moved by the shift")
    func shiftedMotion() {
        let spring = AxisMotion.settling(SpringCurve(from: 96, to: 320, velocity: 1400, startTime: 0))
        let decel = AxisMotion.coasting(Deceleration(origin: 10, velocity: 800, rate: 0.998, startTime: 0), bounds: 0...1000)
        for motion in [spring, decel, .resting(at: 42)] {
            let moved = motion.shifted(by: -320)
            for t in [0.0, 0.05, 0.2, 1.0] {
                #expect(abs(moved.position(at: t) - (motion.position(at: t) - 320)) < 1e-9)
            }
        }
    }

    @Test("a flick after a caught settle goes one page on from the page it was heading to")
    func committedFlick() {
        // Heading to page 1 (caught at 0.3 of the way), flicked forward: page 2, not page 1.
        #expect(PagingMath.targetPage(offset: 96, velocity: 1500, startPage: 1, pageSize: 320, pageCount: 3, committedPage: 1) == 2)
        #expect(PagingMath.targetPage(offset: 96, velocity: -1500, startPage: 1, pageSize: 320, pageCount: 3, committedPage: 1) == 0)
        #expect(PagingMath.targetPage(offset: 96, velocity: 1500, startPage: 1, pageSize: 320, pageCount: 2, committedPage: 1) == 1, "clamped to the last page")
        // A slow release after a catch still settles on the nearest page.
        #expect(PagingMath.targetPage(offset: 96, velocity: 10, startPage: 1, pageSize: 320, pageCount: 3, committedPage: 1) == 0)
    }
}
