import Foundation
import Testing
@testable import FolioCore

@Suite("Page roll: the curl's cylinder")
struct PageRollTests {
    let size = CGSize(width: 300, height: 400)

    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("pulled from the edge: the axis stays parallel to the spine and the grabbed point is under the finger")
    func edgePull() {
        let roll = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 200, y: 230))
        #expect(!roll.isCornerGrab)
        #expect(close(roll.direction, CGPoint(x: 1, y: 0)))
        let line = roll.foldLine!
        #expect(abs(line.0.x - line.1.x) < 1e-9, "vertical, like the spine")
        let grabbed = roll.place(CGPoint(x: 300, y: 200))
        #expect(close(grabbed.point, CGPoint(x: 200, y: 200)) && grabbed.side == .back)
        #expect(grabbed.height == 2 * roll.radius)
        for y in stride(from: 0.0, through: 400, by: 50) {
            let p = roll.place(CGPoint(x: 0, y: y))
            #expect(p.point == CGPoint(x: 0, y: y) && p.height == 0 && p.side == .front, "the spine stays down")
        }
    }

    @Test("grabbed at a corner: the axis turns at the angle from the corner to the finger")
    func cornerGrab() {
        let grab = CGPoint(x: 300, y: 400), finger = CGPoint(x: 150, y: 300)
        let roll = PageRoll(size: size, spine: .left, grab: grab, finger: finger)
        #expect(roll.isCornerGrab)
        let pull = CGPoint(x: 150, y: 100), length = hypot(CGFloat(150), CGFloat(100))
        #expect(close(roll.direction, CGPoint(x: pull.x / length, y: pull.y / length)))
        let line = roll.foldLine!
        let along = CGPoint(x: line.1.x - line.0.x, y: line.1.y - line.0.y)
        #expect(abs(along.x * roll.direction.x + along.y * roll.direction.y) < 1e-6, "the axis is across the pull")
        #expect(abs(along.x) > 1, "not parallel to the spine")
        #expect(close(roll.place(grab).point, finger))
        // The page's far corner at the top stays flat: the fold does not reach it.
        #expect(roll.place(CGPoint(x: 300, y: 0)).height == 0)
    }

    @Test("paper does not stretch: a finger beyond reach is held at the reach, the spine never lifts")
    func reach() {
        let grab = CGPoint(x: 300, y: 400)
        let roll = PageRoll(size: size, spine: .left, grab: grab, finger: CGPoint(x: -400, y: 700))
        #expect(hypot(roll.finger.x - 0, roll.finger.y - 400) <= 300 + 1e-6)
        #expect(hypot(roll.finger.x, roll.finger.y) <= 500 + 1e-6)
        #expect(close(roll.place(grab).point, roll.finger))
        for y in stride(from: 0.0, through: 400, by: 25) {
            #expect(roll.place(CGPoint(x: 0, y: y)).height == 0)
        }
    }

    @Test("progress runs 0 → 1 as the free edge crosses to the mirror place; the radius shrinks")
    func progressAndRadius() {
        func roll(_ x: CGFloat) -> PageRoll {
            PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: x, y: 200), maximumRadius: 30)
        }
        #expect(roll(300).progress == 0 && roll(300).foldLine == nil)
        #expect(roll(0).progress == 0.5)
        #expect(roll(-300).progress == 1)
        #expect(roll(150).radius > roll(0).radius && roll(0).radius > roll(-300).radius)
        #expect(abs(roll(-150).radius - 16.5) < 1e-9, "three quarters through: 55 % of the maximum")
        #expect(roll(-300).radius == 0, "turned over: flat on the other side, the fold sharp at the spine")
        #expect(roll(290).radius <= 10 / .pi + 1e-9, "never more than the pull over π")
    }

    @Test("across the roll: flat front, then round the cylinder (turning away, rising), then the back on top")
    func acrossTheRoll() {
        let roll = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 100, y: 200))
        var lastAngle: CGFloat = -1, lastHeight: CGFloat = -1
        var sides: [PageRoll.Side] = []
        for x in stride(from: 0.0, through: 300, by: 2) {
            let p = roll.place(CGPoint(x: x, y: 123))
            #expect(p.angle >= lastAngle && p.height >= lastHeight - 1e-9)
            #expect(p.point.y == 123, "an edge pull moves points across the spine only")
            lastAngle = p.angle; lastHeight = p.height
            if sides.last != p.side { sides.append(p.side) }
        }
        #expect(sides == [.front, .back])
        #expect(lastHeight == 2 * roll.radius && lastAngle == .pi)
        let crest = roll.place(CGPoint(x: 300, y: 0))
        #expect(crest.side == .back)
    }

    @Test("the same roll from every spine: right, top (seed 002 pulls the bottom edge up) and bottom")
    func everySpine() {
        let right = PageRoll(size: size, spine: .right, grab: CGPoint(x: 0, y: 200), finger: CGPoint(x: 100, y: 200))
        #expect(close(right.place(CGPoint(x: 0, y: 200)).point, CGPoint(x: 100, y: 200)))
        #expect(close(right.direction, CGPoint(x: -1, y: 0)))
        #expect(right.place(CGPoint(x: 300, y: 50)).height == 0)

        let top = PageRoll(size: size, spine: .top, grab: CGPoint(x: 150, y: 400), finger: CGPoint(x: 150, y: 250))
        #expect(close(top.place(CGPoint(x: 150, y: 400)).point, CGPoint(x: 150, y: 250)))
        #expect(close(top.direction, CGPoint(x: 0, y: 1)))
        #expect(top.place(CGPoint(x: 80, y: 0)).height == 0)
        #expect(abs(top.progress - 150.0 / 800) < 1e-9)

        let bottom = PageRoll(size: size, spine: .bottom, grab: CGPoint(x: 150, y: 0), finger: CGPoint(x: 150, y: 120))
        #expect(close(bottom.place(CGPoint(x: 150, y: 0)).point, CGPoint(x: 150, y: 120)))
        #expect(close(bottom.direction, CGPoint(x: 0, y: -1)))
        #expect(bottom.place(CGPoint(x: 10, y: 400)).height == 0)

        let corner = PageRoll(size: size, spine: .top, grab: CGPoint(x: 300, y: 400), finger: CGPoint(x: 200, y: 250))
        #expect(corner.isCornerGrab && close(corner.place(CGPoint(x: 300, y: 400)).point, CGPoint(x: 200, y: 250)))
    }

    @Test("non-finite or empty input leaves the page flat")
    func badInput() {
        let nan = PageRoll(size: size, spine: .left, grab: CGPoint(x: CGFloat.nan, y: 1), finger: CGPoint(x: 5, y: CGFloat.infinity))
        #expect(nan.progress == 0)
        #expect(nan.place(CGPoint(x: 10, y: 10)).point == CGPoint(x: 10, y: 10))
        let empty = PageRoll(size: CGSize(width: CGFloat.nan, height: -4), spine: .bottom, grab: .zero, finger: CGPoint(x: 3, y: 3))
        #expect(empty.size == .zero && empty.progress == 0)
    }
}
