import Foundation

/// A continuous press: UIKit's `UILongPressGestureRecognizer`.
///
/// Begins once the fingers stayed down `minimumPressDuration` without moving more than
/// `allowableMovement`; then reports changes as they move and ends when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must rest. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far fingers may move before the press begins, points. Default 10.
    open var allowableMovement: CGFloat = 10
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        if trackedTouches.count == numberOfTouchesRequired {
            start = location(in: nil)
            setDeadline(event.timestamp + max(0, minimumPressDuration.finiteOr(0.5)))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let p = location(in: nil), s = start ?? p
            if hypot(p.x - s.x, p.y - s.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endGesture()
    }

    override func deadlinePassed() {
        if state == .possible, trackedTouches.count == numberOfTouchesRequired { state = .began }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
