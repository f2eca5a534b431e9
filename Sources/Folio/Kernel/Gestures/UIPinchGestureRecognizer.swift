import Foundation

/// Two fingers pinching: UIKit's `UIPinchGestureRecognizer`. `scale` is the distance between the
/// fingers relative to where they started; `velocity` is its change per second.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Current scale; settable to rebase (as UIKit). Starts at 1.
    open var scale: CGFloat {
        get { base * currentRatio }
        set { base = newValue.finiteOr(1); startDistance = currentDistance }
    }
    /// Scale change per second.
    public private(set) var velocity: CGFloat = 0
    private var base: CGFloat = 1
    private var startDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var lastSample: (scale: CGFloat, time: TimeInterval)?

    private var currentRatio: CGFloat { startDistance > 0 ? currentDistance / startDistance : 1 }

    private func distance() -> CGFloat {
        let t = orderedTouches
        guard t.count >= 2 else { return currentDistance }
        let a = t[0].location(in: nil), b = t[1].location(in: nil)
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2, state == .possible { state = .failed; return }
        if trackedTouches.count == 2 {
            startDistance = distance()
            currentDistance = startDistance
            lastSample = (1, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2, startDistance > 0 else { return }
        currentDistance = distance()
        if let last = lastSample, event.timestamp > last.time {
            velocity = (scale - last.scale) / CGFloat(event.timestamp - last.time)
        }
        lastSample = (scale, event.timestamp)
        continueGesture(beginningWhen: abs(currentDistance - startDistance) > 8)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endGesture()
    }

    open override func reset() {
        super.reset()
        base = 1; startDistance = 0; currentDistance = 0; velocity = 0; lastSample = nil
    }
}
