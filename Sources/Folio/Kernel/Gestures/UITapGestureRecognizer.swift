import Foundation

/// A discrete tap (or double tap…): UIKit's `UITapGestureRecognizer`.
///
/// Recognizes when `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers end within
/// 10 points of where they began, each tap following the last within 0.35 s.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed. Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers per tap. Default 1.
    open var numberOfTouchesRequired = 1
    /// Longest pause between taps, and longest press, seconds.
    public static let tapInterval: TimeInterval = 0.35
    /// How far a finger may move and still tap, points.
    public static let allowableMovement: CGFloat = 10

    private var taps = 0
    private var fingersThisTap = 0
    private var starts: [UITouch: CGPoint] = [:]

    override var waitsAfterTouchesEnded: Bool { taps > 0 && taps < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches { starts[t] = t.location(in: nil) }
        fingersThisTap = max(fingersThisTap, trackedTouches.count)
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        setDeadline(event.timestamp + Self.tapInterval)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            let s = starts[t] ?? t.location(in: nil), p = t.location(in: nil)
            if hypot(p.x - s.x, p.y - s.y) > Self.allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.subtracting(touches).isEmpty else { return }
        guard fingersThisTap == numberOfTouchesRequired else { state = .failed; return }
        taps += 1
        fingersThisTap = 0
        starts.removeAll()
        if taps >= numberOfTapsRequired {
            state = .ended
        } else {
            setDeadline(event.timestamp + Self.tapInterval)
        }
    }

    override func deadlinePassed() {
        if state == .possible && pendingState == nil { state = .failed }
    }

    open override func reset() {
        super.reset()
        taps = 0
        fingersThisTap = 0
        starts.removeAll()
    }
}
