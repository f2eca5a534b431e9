import Foundation
import FolioCore

extension UIScrollView {
    /// The pan's action: drag the content, then release it into deceleration or a page settle.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDrag(pan)
        case .changed: continueDrag(pan)
        case .ended: endDrag(velocity: pan.velocity(in: self))
        case .cancelled: endDrag(velocity: .zero)
        default: break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        if case .touching(interrupted: true) = phase { tellDidEndDecelerating() }
        stopMotion()
        pageAnchor = nil
        // Resume from where a banded (rubber-band) offset really is, so nothing jumps.
        var start = contentOffset
        for axis in Axis.allCases {
            start[axis] = RubberBand.unclamp(start[axis], from: contentOffsetRange(axis), dimension: bounds.size[axis])
        }
        let page = caughtPage ?? CGPoint(x: CGFloat(offsetPage(.horizontal)), y: CGFloat(offsetPage(.vertical)))
        // A drag clearly along one axis stays on it (twice as far along it as across).
        let moved = pan.translation(in: self)
        lockedAxis = nil
        if isDirectionalLockEnabled, canScroll(.horizontal), canScroll(.vertical) {
            if abs(moved.x) > 2 * abs(moved.y) { lockedAxis = .horizontal } else if abs(moved.y) > 2 * abs(moved.x) { lockedAxis = .vertical }
        }
        pan.setTranslation(.zero, in: self)
        phase = .dragging(startOffset: start, startPage: page)
        pageOwner?.scrollView(self, willBeginDraggingFromCaughtPage: caughtPage)
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func continueDrag(_ pan: UIPanGestureRecognizer) {
        guard case let .dragging(start, _) = phase, !isZooming else { return }   // a pinch moves the content itself
        let t = pan.translation(in: self)
        var offset = contentOffset
        for axis in Axis.allCases where canScroll(axis) && (lockedAxis == nil || lockedAxis == axis) {
            let raw = start[axis] - t[axis]
            let range = contentOffsetRange(axis)
            offset[axis] = bounces
                ? RubberBand.clamp(raw, to: range, dimension: bounds.size[axis])
                : min(max(raw, range.lowerBound), range.upperBound)
        }
        applyOffset(offset)
    }

    private func endDrag(velocity fingerVelocity: CGPoint) {
        guard case let .dragging(_, startPage) = phase else { return }
        refreshControlDragWillEnd()   // a refresh begun by this pull opens its band before the content settles
        let now = currentTime
        var velocity = CGPoint.zero   // of the offset, points per second
        for axis in Axis.allCases where canScroll(axis) && (lockedAxis == nil || lockedAxis == axis) {
            velocity[axis] = -fingerVelocity[axis].finiteOr(0)
        }
        lockedAxis = nil

        // Where the content would come to rest.
        var target = contentOffset
        for axis in Axis.allCases where canScroll(axis) {
            target[axis] = restingOffset(axis, velocity: velocity[axis], startPage: Int(startPage[axis]), time: now,
                                         committedPage: caughtPage.map { Int($0[axis]) })
        }
        caughtPage = nil
        let proposed = target
        let releaseVelocity = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        if !isPagingEnabled {
            let adjusted = dragTarget(proposed: target, velocity: releaseVelocity)
            if adjusted.isFinite { target = adjusted }
            else { UIScrollView.scrollLog.warning("a collection view layout's target content offset \(adjusted) is not finite: ignored") }
        }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: releaseVelocity, targetContentOffset: pointer)
        }
        if !target.isFinite {
            UIScrollView.scrollLog.warning("scrollViewWillEndDragging returned a non-finite target \(target): ignored")
            target = proposed
        }
        let retargeted = target != proposed
        let mx = releaseMotion(.horizontal, velocity: velocity.x, target: target.x, spring: retargeted, time: now)
        let my = releaseMotion(.vertical, velocity: velocity.y, target: target.y, spring: retargeted, time: now)
        let willDecelerate = !(mx.isResting && my.isResting)
        phase = willDecelerate ? .decelerating(x: mx, y: my) : .idle
        tellDidEndDragging(willDecelerate: willDecelerate)
        if willDecelerate {
            delegate?.scrollViewWillBeginDecelerating(self)
            window?.application?.addAnimator(motionClock)
        }
    }

    /// The resting offset along `axis` for a release with `velocity`.
    func restingOffset(_ axis: Axis, velocity: CGFloat, startPage: Int, time: TimeInterval, committedPage: Int? = nil) -> CGFloat {
        let range = contentOffsetRange(axis)
        let offset = contentOffset[axis]
        if isPagingEnabled {
            let size = bounds.size[axis]
            let count = PagingMath.pageCount(contentLength: range.upperBound + size, pageSize: size)
            let page = PagingMath.targetPage(offset: offset, velocity: velocity, startPage: startPage,
                                             pageSize: size, pageCount: count, committedPage: committedPage)
            return min(max(CGFloat(page) * size, range.lowerBound), range.upperBound)
        }
        let end = Deceleration(origin: offset, velocity: velocity, rate: decelerationRate.rawValue, startTime: time).projectedEnd
        return min(max(end, range.lowerBound), range.upperBound)
    }

    /// The motion of one axis after release: a page (or delegate-chosen) spring, or momentum.
    private func releaseMotion(_ axis: Axis, velocity: CGFloat, target: CGFloat, spring: Bool, time: TimeInterval) -> AxisMotion {
        let offset = contentOffset[axis]
        if isPagingEnabled || spring || !canScroll(axis) {
            if abs(offset - target) < ScrollPhysics.settleDistance && abs(velocity) < ScrollPhysics.settleSpeed {
                applyOffset({ var p = contentOffset; p[axis] = target; return p }())
                return .resting(at: target)
            }
            return .settling(SpringCurve(from: offset, to: target, velocity: velocity, startTime: time))
        }
        let range = contentOffsetRange(axis)
        let inside = range.contains(offset)
        if inside && abs(velocity) <= ScrollPhysics.restingSpeed { return .resting(at: offset) }
        return .coasting(Deceleration(origin: offset, velocity: velocity, rate: decelerationRate.rawValue, startTime: time),
                         bounds: range)
    }

    /// A finger touched the content: momentum stops (UIKit's "catch").
    func touchDown() {
        pageOwner?.scrollViewWillBeginUserScroll(self)
        switch phase {
        case let .decelerating(x, y):
            window?.application?.removeAnimator(motionClock)
            caughtPage = nil
            if isPagingEnabled {
                var caught = CGPoint(x: CGFloat(offsetPage(.horizontal)), y: CGFloat(offsetPage(.vertical)))
                for (axis, motion) in [(Axis.horizontal, x), (.vertical, y)] where bounds.size[axis] > 0 {
                    if case let .settling(spring) = motion { caught[axis] = (spring.target / bounds.size[axis]).rounded() }
                }
                caughtPage = caught
            }
            phase = .touching(interrupted: true)
        case .idle:
            phase = .touching(interrupted: false)
        default: break
        }
    }

    /// The finger lifted without dragging: settle back onto a page or inside the edges.
    func touchUpWithoutDrag() {
        guard case let .touching(interrupted) = phase else { return }
        caughtPage = nil
        let now = currentTime
        var motions: [AxisMotion] = []
        var snapped = contentOffset
        for axis in Axis.allCases {
            let target = restingOffset(axis, velocity: 0, startPage: offsetPage(axis), time: now)
            let offset = contentOffset[axis]
            if !canScroll(axis) && !isPagingEnabled {
                motions.append(.resting(at: offset))
            } else if abs(offset - target) < ScrollPhysics.settleDistance {
                snapped[axis] = target
                motions.append(.resting(at: target))
            } else {
                motions.append(.settling(SpringCurve(from: offset, to: target, velocity: 0, startTime: now)))
            }
        }
        if motions.allSatisfy(\.isResting) {
            applyOffset(snapped)
            phase = .idle
            if interrupted { tellDidEndDecelerating() }
            return
        }
        phase = .decelerating(x: motions[0], y: motions[1])
        if !interrupted { delegate?.scrollViewWillBeginDecelerating(self) }
        window?.application?.addAnimator(motionClock)
    }

    /// The application's current time, or 0 outside an application.
    var currentTime: TimeInterval { window?.application?.currentTime ?? 0 }
}

/// The scroll view's pan: also catches momentum on touch down and settles on a lift without drag.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasPossible = state == .possible
        super.touchesEnded(touches, with: event)
        if wasPossible, trackedTouches.subtracting(touches).isEmpty { scrollView?.touchUpWithoutDrag() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasPossible = state == .possible
        super.touchesCancelled(touches, with: event)
        if wasPossible { scrollView?.touchUpWithoutDrag() }
    }

    /// The touches are gone: a finger that never dragged (also when the pan was refused, e.g. a
    /// vertical drag on a horizontal scroll view) lets the content settle.
    override func reset() {
        super.reset()
        scrollView?.touchUpWithoutDrag()
    }
}
