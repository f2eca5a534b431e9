import Foundation

/// Two fingers turning: UIKit's `UIRotationGestureRecognizer`. `rotation` is the angle (radians,
/// clockwise on screen) the line between the fingers turned since they started.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Current rotation; settable to rebase (as UIKit). Starts at 0.
    open var rotation: CGFloat {
        get { base + turned }
        set { base = newValue.finiteOr(0); startAngle = currentAngle; turned = 0 }
    }
    /// Radians per second.
    public private(set) var velocity: CGFloat = 0
    private var base: CGFloat = 0
    private var startAngle: CGFloat = 0
    private var currentAngle: CGFloat = 0
    private var turned: CGFloat = 0
    private var lastSample: (rotation: CGFloat, time: TimeInterval)?

    private func angle() -> CGFloat {
        let t = orderedTouches
        guard t.count >= 2 else { return currentAngle }
        let a = t[0].location(in: nil), b = t[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2, state == .possible { state = .failed; return }
        if trackedTouches.count == 2 {
            startAngle = angle(); currentAngle = startAngle; turned = 0
            lastSample = (rotation, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2 else { return }
        let a = angle()
        var step = a - currentAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }   // unwrap
        currentAngle = a
        turned += step
        if let last = lastSample, event.timestamp > last.time {
            velocity = (rotation - last.rotation) / CGFloat(event.timestamp - last.time)
        }
        lastSample = (rotation, event.timestamp)
        continueGesture(beginningWhen: abs(turned) > 0.1)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endGesture()
    }

    open override func reset() {
        super.reset()
        base = 0; startAngle = 0; currentAngle = 0; turned = 0; velocity = 0; lastSample = nil
    }
}
