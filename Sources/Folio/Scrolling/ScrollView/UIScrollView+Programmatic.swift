import Foundation
import FolioCore

extension UIScrollView {
    /// `setContentOffset(_:animated:)`'s work.
    func scroll(to offset: CGPoint, animated: Bool) {
        guard offset.isFinite else {
            UIScrollView.scrollLog.warning("refused contentOffset \(offset): not finite")
            return
        }
        pageAnchor = nil
        if animated, let app = window?.application {
            if isDragging {
                UIScrollView.scrollLog.notice("setContentOffset(_:animated: true) during a drag was ignored")
                return
            }
            if isDecelerating { stopMotion() }
            guard offset != contentOffset else {
                // Already there: an animation still running (towards somewhere else) ends here.
                if case .animating = phase {
                    phase = .idle
                    app.removeAnimator(motionClock)
                    tellDidEndScrollingAnimation()
                }
                return
            }
            let now = app.currentTime
            let d = ScrollPhysics.programmaticScrollDuration
            phase = .animating(
                x: .animating(TimedTransition(from: contentOffset.x, to: offset.x, startTime: now, duration: d)),
                y: .animating(TimedTransition(from: contentOffset.y, to: offset.y, startTime: now, duration: d)))
            app.addAnimator(motionClock)
            return
        }
        switch phase {
        case let .dragging(start, page):
            // The finger keeps dragging from the new place.
            let delta = CGPoint(x: offset.x - contentOffset.x, y: offset.y - contentOffset.y)
            phase = .dragging(startOffset: CGPoint(x: start.x + delta.x, y: start.y + delta.y), startPage: page)
        case .decelerating, .animating:
            stopMotion()
        default: break
        }
        applyOffset(offset)
    }

    /// `scrollRectToVisible(_:animated:)`'s work.
    func reveal(_ rect: CGRect, animated: Bool) {
        guard rect.isFinite, !rect.isNull else {
            UIScrollView.scrollLog.warning("scrollRectToVisible: refused rect \(rect)")
            return
        }
        var offset = contentOffset
        for axis in Axis.allCases {
            let size = bounds.size[axis]
            let minV = axis == .horizontal ? rect.minX : rect.minY
            let maxV = axis == .horizontal ? rect.maxX : rect.maxY
            if minV < offset[axis] || maxV - minV > size { offset[axis] = minV }
            else if maxV > offset[axis] + size { offset[axis] = maxV - size }
            let range = contentOffsetRange(axis)
            offset[axis] = min(max(offset[axis], range.lowerBound), range.upperBound)
        }
        setContentOffset(offset, animated: animated)
    }

    /// Moves `delta` pages along the paging axis with a page settle (keys ←/→, PgUp/PgDn).
    /// Non-paging scroll views move by one viewport.
    func scrollPage(by delta: Int, axis: Axis = .horizontal) {
        pageOwner?.scrollViewWillBeginUserScroll(self)
        guard canScroll(axis), !isTracking else { return }
        let size = bounds.size[axis]
        guard size > 0 else { return }
        let base: CGFloat
        if case let .decelerating(x, y) = phase {
            let m = axis == .horizontal ? x : y
            if case let .settling(s) = m { base = s.target } else { base = contentOffset[axis] }
        } else {
            base = CGFloat(offsetPage(axis)) * size
        }
        let range = contentOffsetRange(axis)
        let target = min(max(base + CGFloat(delta) * size, range.lowerBound), range.upperBound)
        settle(axis, to: target, velocity: 0)
    }

    /// Scroll-wheel input: paging views settle on the next page in the wheel's direction; others
    /// move by `delta` and coast on.
    func scrollWheel(delta: CGPoint) {
        guard delta.isFinite, !isTracking else { return }
        let axis: Axis = canScroll(.horizontal) && (abs(delta.x) >= abs(delta.y) || !canScroll(.vertical)) ? .horizontal : .vertical
        let d = axis == .horizontal ? (delta.x != 0 ? delta.x : delta.y) : delta.y
        guard d != 0, canScroll(axis) else { return }
        if isPagingEnabled {
            if case .decelerating = phase { return }   // one page per wheel burst
            scrollPage(by: d > 0 ? 1 : -1, axis: axis)
            return
        }
        let range = contentOffsetRange(axis)
        var offset = contentOffset
        offset[axis] = min(max(offset[axis] + d, range.lowerBound), range.upperBound)
        applyOffset(offset)
        let motion = AxisMotion.coasting(Deceleration(origin: offset[axis], velocity: d * 20,
                                                      rate: decelerationRate.rawValue, startTime: currentTime),
                                         bounds: range)
        let rest = AxisMotion.resting(at: contentOffset[axis == .horizontal ? .vertical : .horizontal])
        axis == .horizontal ? decelerate(x: motion, y: rest) : decelerate(x: rest, y: motion)
    }

    private func settle(_ axis: Axis, to target: CGFloat, velocity: CGFloat) {
        let spring = AxisMotion.settling(SpringCurve(from: contentOffset[axis], to: target, velocity: velocity,
                                                     startTime: currentTime))
        let other: Axis = axis == .horizontal ? .vertical : .horizontal
        let rest = AxisMotion.resting(at: contentOffset[other])
        axis == .horizontal ? decelerate(x: spring, y: rest) : decelerate(x: rest, y: spring)
    }
}
