import Foundation
import FolioCore

/// What the application advances each frame while a scroll view moves by itself (momentum, a
/// bounce, a page settle, an animated offset), so that the scroll view keeps UIKit's members only.
@MainActor
final class ScrollMotionClock: FrameAnimating {
    weak var scrollView: UIScrollView?
    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }

    func advance(to time: TimeInterval) -> Bool { scrollView?.advanceMotion(to: time) ?? false }
}

extension UIScrollView {
    /// Advances deceleration or a programmatic animation to `time`; returns whether it still moves.
    func advanceMotion(to time: TimeInterval) -> Bool {
        switch phase {
        case let .decelerating(x, y):
            return step(x: x, y: y, time: time, animating: false)
        case let .animating(x, y):
            return step(x: x, y: y, time: time, animating: true)
        default:
            return false
        }
    }

    private func step(x: AxisMotion, y: AxisMotion, time: TimeInterval, animating: Bool) -> Bool {
        let nx = x.advanced(to: time), ny = y.advanced(to: time)
        var offset = CGPoint(x: nx.position(at: time), y: ny.position(at: time))
        if !bounces && !animating {
            for axis in Axis.allCases {
                let r = contentOffsetRange(axis)
                offset[axis] = min(max(offset[axis], r.lowerBound), r.upperBound)
            }
        }
        // The last offset is reported while the view still decelerates (as UIKit does), then the end.
        phase = animating ? .animating(x: nx, y: ny) : .decelerating(x: nx, y: ny)
        applyOffset(offset)
        guard nx.isResting && ny.isResting, isStill(x: nx, y: ny, animating: animating) else { return isMoving }
        phase = .idle
        if animating { tellDidEndScrollingAnimation() }
        else { tellDidEndDecelerating() }
        return isMoving   // a delegate callback may have started a new motion
    }

    /// True when the phase is still the motion `step` set (no callback replaced it).
    private func isStill(x: AxisMotion, y: AxisMotion, animating: Bool) -> Bool {
        switch phase {
        case let .animating(px, py): return animating && px == x && py == y
        case let .decelerating(px, py): return !animating && px == x && py == y
        default: return false
        }
    }

    private var isMoving: Bool {
        switch phase { case .decelerating, .animating: return true; default: return false }
    }

    /// Stops any motion now; a deceleration in progress still gets its `scrollViewDidEndDecelerating`
    /// so that will/did calls stay balanced.
    func stopMotion(notifying: Bool = true) {
        let wasDecelerating = isDecelerating
        if case .animating = phase { phase = .idle }
        if wasDecelerating { phase = .idle }
        window?.application?.removeAnimator(motionClock)
        if wasDecelerating, notifying { tellDidEndDecelerating() }
    }

    /// Moves on by itself along the given motions, as after a drag (wheel, keys): the delegate hears
    /// `scrollViewWillBeginDecelerating` … `scrollViewDidEndDecelerating`.
    func decelerate(x: AxisMotion, y: AxisMotion) {
        guard !isTracking else { return }
        pageAnchor = nil
        let wasDecelerating = isDecelerating
        if case .animating = phase { phase = .idle; window?.application?.removeAnimator(motionClock) }
        phase = .decelerating(x: x, y: y)
        if !wasDecelerating { delegate?.scrollViewWillBeginDecelerating(self) }
        if let app = window?.application {
            app.addAnimator(motionClock)
        } else {
            _ = advanceMotion(to: .infinity)
        }
    }
}
