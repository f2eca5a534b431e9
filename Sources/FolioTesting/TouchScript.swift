import Foundation
import Folio

/// Scripted gestures: every step is a real input event on the virtual clock.
extension HeadlessApp {
    /// A finger goes down at `point` (one frame).
    public func touchDown(at point: CGPoint, finger: Int = 0) {
        send(.began, at: point, finger: finger)
        tick()
    }

    /// The finger moves to `point` (one frame later).
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        advance(by: frameInterval)
        send(.moved, at: point, finger: finger)
        tick()
    }

    /// The finger lifts at `point` (in the same frame as its last move, as a real lift).
    public func touchUp(at point: CGPoint, finger: Int = 0) {
        send(.ended, at: point, finger: finger)
        tick()
    }

    /// A tap: down, then up 0.05 s later.
    public func tap(at point: CGPoint, finger: Int = 0) {
        touchDown(at: point, finger: finger)
        advance(by: 0.05)
        touchUp(at: point, finger: finger)
    }

    /// A drag from `start` to `end` over `duration` seconds with one move per frame, then a rest of
    /// `hold` seconds with the finger down (a hold longer than 0.1 s releases with no velocity),
    /// then the lift.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, hold: TimeInterval = 0) {
        touchDown(at: start)
        let steps = max(1, Int((duration / frameInterval).rounded()))
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if hold > 0 { advance(by: hold) }
        touchUp(at: end)
    }

    /// A flick from `start` to `end` at `velocity` points per second (the duration follows).
    public func swipe(from start: CGPoint, to end: CGPoint, velocity: CGFloat) {
        let distance = hypot(end.x - start.x, end.y - start.y)
        let speed = velocity.isFinite && velocity > 0 ? velocity : 1000
        drag(from: start, to: end, duration: max(frameInterval, TimeInterval(distance / speed)))
    }
}

extension HeadlessApp {
    /// A finger held still at `point` for `duration` seconds, then lifted.
    public func longPress(at point: CGPoint, duration: TimeInterval) {
        touchDown(at: point)
        advance(by: duration)
        touchUp(at: point)
    }

    /// Two fingers around `center`, `from` points apart, moving to `to` points apart (a pinch),
    /// turning by `angle` radians on the way, over `duration` seconds.
    public func twoFingerGesture(center: CGPoint, from: CGFloat, to: CGFloat, angle: CGFloat = 0,
                                 duration: TimeInterval) {
        func points(_ f: CGFloat) -> (CGPoint, CGPoint) {
            let r = (from + (to - from) * f) / 2, a = angle * f
            return (CGPoint(x: center.x - r * cos(a), y: center.y - r * sin(a)),
                    CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)))
        }
        let (a0, b0) = points(0)
        send(.began, at: a0, finger: 0)
        send(.began, at: b0, finger: 1)
        tick()
        let steps = max(1, Int((duration / frameInterval).rounded()))
        for i in 1...steps {
            let (a, b) = points(CGFloat(i) / CGFloat(steps))
            advance(by: frameInterval)
            send(.moved, at: a, finger: 0)
            send(.moved, at: b, finger: 1)
            tick()
        }
        let (a1, b1) = points(1)
        send(.ended, at: a1, finger: 0)
        send(.ended, at: b1, finger: 1)
        tick()
    }
}

extension HeadlessApp {
    /// A finger goes down at `start` and moves to `end` in `steps` frames — and stays down (for a
    /// snapshot mid-gesture); `touchUp(at: end)` lifts it.
    public func touchDrag(from start: CGPoint, to end: CGPoint, steps: Int) {
        touchDown(at: start)
        let n = max(1, steps)
        for i in 1...n {
            let f = CGFloat(i) / CGFloat(n)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }
}
