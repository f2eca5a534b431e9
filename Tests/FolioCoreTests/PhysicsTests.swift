import Foundation
import Testing
@testable import FolioCore

@Suite("Scroll physics")
struct PhysicsTests {
    @Test("deceleration keeps 0.998 of the velocity per millisecond (.normal) and 0.99 (.fast)")
    func decelerationRate() {
        let normal = Deceleration(origin: 0, velocity: 1000, rate: 0.998, startTime: 0)
        #expect(abs(normal.velocity(at: 0.001) - 998) < 1e-6)
        #expect(abs(normal.velocity(at: 0.1) - 1000 * pow(0.998, 100)) < 1e-6)
        let fast = Deceleration(origin: 0, velocity: 1000, rate: 0.99, startTime: 0)
        #expect(abs(fast.velocity(at: 0.001) - 990) < 1e-6)
    }

    @Test("the projected end is where the motion comes to rest")
    func projection() {
        let d = Deceleration(origin: 100, velocity: 2000, rate: 0.998, startTime: 0)
        // v·r/(1−r) with v in points per millisecond ≈ 2·0.998/0.002 ≈ 998 points.
        #expect(abs(d.projectedEnd - 100 - 2 * 0.998 / 0.002) < 2)
        #expect(abs(d.position(at: d.restTime) - d.projectedEnd) < 1.5)
        #expect(d.position(at: 0.5) < d.projectedEnd)
    }

    @Test("a bad rate or velocity does not poison the motion")
    func decelerationGuards() {
        let d = Deceleration(origin: .nan, velocity: .infinity, rate: 1.5, startTime: 0)
        #expect(d.rate == ScrollPhysics.normalDecelerationRate)
        #expect(d.position(at: 1).isFinite)
        #expect(d.projectedEnd == 0)
    }

    @Test("rubber band: (1 − 1/(x·c/d + 1))·d, always less than the dimension")
    func rubberBand() {
        let d: CGFloat = 390
        #expect(abs(RubberBand.distance(overshoot: 100, dimension: d) - (1 - 1 / (100 * 0.55 / d + 1)) * d) < 1e-9)
        #expect(RubberBand.distance(overshoot: -100, dimension: d) < 0)
        #expect(RubberBand.distance(overshoot: 1e9, dimension: d) < d)
        #expect(RubberBand.distance(overshoot: 50, dimension: 0) == 0)
        #expect(RubberBand.distance(overshoot: .nan, dimension: d) == 0)
        let banded = RubberBand.clamp(-120, to: 0...390, dimension: d)
        #expect(banded < 0 && banded > -120)
        #expect(abs(RubberBand.unclamp(banded, from: 0...390, dimension: d) + 120) < 1e-6)
        #expect(RubberBand.clamp(200, to: 0...390, dimension: d) == 200)
    }

    @Test("the settle spring is critically damped: no overshoot, settled in under half a second")
    func spring() {
        let s = SpringCurve(from: 250, to: 390, velocity: 4000, startTime: 0)
        var t = 0.0
        var maxPosition: CGFloat = 0
        while t < 2 && !s.isSettled(at: t) {
            maxPosition = max(maxPosition, s.position(at: t))
            t += 1.0 / 240
        }
        #expect(maxPosition <= 390)
        #expect(t < 0.5)
        #expect(SpringCurve(from: .nan, to: 10, velocity: .nan, startTime: 0).position(at: 1) == 10)
    }

    @Test("coasting past an edge bounces back and rests exactly on the edge")
    func coastingBounce() {
        let m = AxisMotion.coasting(Deceleration(origin: 300, velocity: 3000, rate: 0.998, startTime: 0), bounds: 0...390)
        var t = 0.0, peak: CGFloat = 0
        var state = m
        while !state.isResting && t < 10 {
            t += 1.0 / 60
            state = state.advanced(to: t)
            peak = max(peak, state.position(at: t))
        }
        #expect(state == .resting(at: 390))
        #expect(peak > 390)
        #expect(t < 3)
    }

    @Test("an ease-in-out transition starts slow, ends exactly on its target")
    func timedTransition() {
        let tr = TimedTransition(from: 0, to: 390, startTime: 1, duration: 0.3)
        #expect(tr.value(at: 1) == 0)
        #expect(tr.value(at: 1.03) < 39 * 0.5)
        #expect(abs(tr.value(at: 1.15) - 195) < 1)
        #expect(tr.value(at: 1.3) == 390)
        #expect(TimedTransition(from: 0, to: 5, startTime: 0, duration: .nan).value(at: 0) == 5)
    }

    @Test("the manual clock only moves forward")
    func manualClock() {
        var c = ManualFrameClock()
        c.advance(by: 0.5)
        c.advance(by: -1)
        c.advance(by: .nan)
        #expect(c.now == 0.5)
    }
}
