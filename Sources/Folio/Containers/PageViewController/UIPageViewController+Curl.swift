import Foundation
import FolioCore

extension UIPageViewController {
    /// Which way along the axis a finger moves to turn forward: toward the spine (`.min`, `.mid`:
    /// backwards along the axis; `.max`: forwards).
    var forwardTravelSign: CGFloat { spineLocation == .max ? 1 : -1 }

    /// The page-curl pan: dragging toward the spine turns forward, away from it turns back. The
    /// page rolls so that the point the finger grabbed stays under it — grabbed near a corner the
    /// roll turns with the finger — and on release the turn completes past the middle (or when
    /// flung) or rolls back. Progress goes through the same `PageWindow` as scrolling.
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        let length = max(1, view.bounds.size[axis])
        let translation = pan.translation(in: view)
        let travel = translation[axis] * forwardTravelSign
        switch pan.state {
        case .began:
            guard curl.turn == nil, !model.isTurning, pageShown != nil else { return }
            let location = pan.location(in: view)
            curl.grab = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            beginInteractiveCurl(forward: travel > 0)
            curl.grab = nil
        case .changed:
            guard let c = curl.turn else { return }
            c.view.move(finger: curlFinger(c, translation: translation))
            reportTurn(atRest: false)
        case .ended, .cancelled:
            guard let c = curl.turn else { return }
            c.view.move(finger: curlFinger(c, translation: translation))
            let f = min(max((c.forward ? travel : -travel) / length, 0), 1)
            let speed = pan.velocity(in: view)[axis] * forwardTravelSign * (c.forward ? 1 : -1)
            let complete = pan.state == .ended && (f > 0.5 || speed > 400)
            let flat = c.view.grab, over = c.view.turnedOver
            let target = complete == c.forward ? over : flat
            let animator = CurlAnimator(owner: self, from: c.view.finger, to: target, lift: .zero, start: currentTime,
                                        duration: 0.3 * Double(complete ? 1 - f : f))
            curl.turn?.animator = animator
            view.window?.application?.addAnimator(animator) ?? animator.finishNow()
        default:
            break
        }
    }

    /// Where the roll's finger is for a pan moved by `translation`: forward, the finger itself;
    /// back, the page comes from lying over the spine, its fold under the finger, so the grabbed
    /// edge travels twice as far along the axis.
    private func curlFinger(_ c: PageCurlSession.Turn, translation: CGPoint) -> CGPoint {
        if c.forward { return CGPoint(x: c.view.grab.x + translation.x, y: c.view.grab.y + translation.y) }
        let over = c.view.turnedOver
        return axis == .horizontal ? CGPoint(x: over.x + 2 * translation.x, y: over.y + translation.y)
                                   : CGPoint(x: over.x + translation.x, y: over.y + 2 * translation.y)
    }

    private var currentTime: TimeInterval { view.window?.application?.currentTime ?? 0 }

    /// Asks the data source for what a turn needs — the neighbour, or for a `.mid` spread the
    /// next two pages — and starts the curl; no turn when a page is missing.
    @discardableResult
    func beginInteractiveCurl(forward: Bool) -> Bool {
        guard let shown = pageShown else { return false }
        if spineLocation == .mid {
            guard let first = companion else { return false }
            let near = forward ? dataSource?.pageViewController(self, viewControllerAfter: shown)
                               : dataSource?.pageViewController(self, viewControllerBefore: first)
            guard let near else { return false }
            let far = forward ? dataSource?.pageViewController(self, viewControllerAfter: near)
                              : dataSource?.pageViewController(self, viewControllerBefore: near)
            guard let far else {
                UIPageViewController.pageLog.debug("no turn: a spread needs two pages and the data source gave one")
                return false
            }
            // Forward: [near, far] follows; back: [far, near] precedes.
            send(.curlBegan(forward: forward, incoming: forward ? far : near, companion: forward ? near : far))
        } else {
            let neighbour = forward ? dataSource?.pageViewController(self, viewControllerAfter: shown)
                                    : dataSource?.pageViewController(self, viewControllerBefore: shown)
            guard let neighbour else { return false }
            send(.curlBegan(forward: forward, incoming: neighbour, companion: nil))
        }
        return curl.turn != nil
    }

    /// Puts the curl view over the pages at the start of a turn, the incoming page(s) — already
    /// held by the model — beside the page(s) shown. A backward turn is a forward turn played in
    /// reverse: the page that comes back is the one that turns, starting laid over the spine.
    func showCurl(forward: Bool) {
        guard let shown = pageShown, let incoming = forward ? pageAfter : pageBefore else { return }
        let spread = spineLocation == .mid
        let newCompanion = model.incomingCompanion
        let curlView: PageCurlView
        let spine: PageRoll.Spine = axis == .horizontal ? (spineLocation == .max ? .right : .left)
                                                        : (spineLocation == .max ? .bottom : .top)
        if spread, let first = companion, let next = newCompanion {
            let halves = spreadFrames
            first.view.frame = halves.first; shown.view.frame = halves.second
            next.view.frame = halves.first; incoming.view.frame = halves.second
            let grab = curlGrabPoint(in: halves.second, spine: spine, forward: forward)
            // Forward: the second page turns (its back is the next spread's first page) over the
            // next spread's second page. Back: the previous spread's second page turns back.
            curlView = forward
                ? PageCurlView(frame: view.bounds, turning: shown.view, back: next.view, revealed: incoming.view,
                               opposite: first.view, pageFrame: halves.second, spine: spine, doubleSided: true,
                               images: curl.images, grab: grab)
                : PageCurlView(frame: view.bounds, turning: incoming.view, back: first.view, revealed: shown.view,
                               opposite: next.view, pageFrame: halves.second, spine: spine, doubleSided: true,
                               images: curl.images, grab: grab)
            first.viewIfLoaded?.removeFromSuperview()
        } else {
            incoming.view.frame = view.bounds
            shown.view.frame = view.bounds
            curlView = PageCurlView(frame: view.bounds, turning: forward ? shown.view : incoming.view,
                                    revealed: forward ? incoming.view : shown.view, pageFrame: view.bounds, spine: spine,
                                    doubleSided: isDoubleSided, images: curl.images,
                                    grab: curlGrabPoint(in: view.bounds, spine: spine, forward: forward))
        }
        if !forward { curlView.move(finger: curlView.turnedOver) }
        shown.viewIfLoaded?.removeFromSuperview()
        view.insertSubview(curlView, belowSubview: pageControl)
        curl.turn = PageCurlSession.Turn(view: curlView, forward: forward)
        reportTurn(atRest: false)
    }

    /// The point of the turning page (its own coordinates, `frame` in this view) the turn holds:
    /// where the finger went down, moved onto the free edge for a turn back (that page lies over
    /// the spine); a programmatic turn holds the free edge near its lower (or right) corner.
    private func curlGrabPoint(in frame: CGRect, spine: PageRoll.Spine, forward: Bool) -> CGPoint {
        let size = frame.size
        var point = curl.grab.map { CGPoint(x: $0.x - frame.minX, y: $0.y - frame.minY) }
            ?? CGPoint(x: size.width * 0.88, y: size.height * 0.88)
        point.x = min(max(point.x, 0), size.width)
        point.y = min(max(point.y, 0), size.height)
        let onEdge = curl.grab == nil || !forward
        guard onEdge else { return point }
        switch spine {
        case .left: point.x = size.width
        case .right: point.x = 0
        case .top: point.y = size.height
        case .bottom: point.y = 0
        }
        return point
    }
    /// Animates the curl just started to its end, the held corner lifting on the way as a hand
    /// turning a page lifts it.
    func animateStartedCurl() {
        guard let c = curl.turn else { return }
        let flat = c.view.grab, over = c.view.turnedOver
        let size = c.view.pageFrame.size
        let lift = axis == .horizontal ? CGPoint(x: 0, y: -0.2 * size.height) : CGPoint(x: -0.2 * size.width, y: 0)
        let animator = CurlAnimator(owner: self, from: c.forward ? flat : over, to: c.forward ? over : flat, lift: lift,
                                    start: currentTime, duration: 0.4)
        curl.turn?.animator = animator
        view.window?.application?.addAnimator(animator) ?? animator.finishNow()
    }

    /// A tap near the free edge turns forward, near the spine turns back (as UIKit's curl does);
    /// on a spread, near the second page's free edge turns forward, near the first's turns back.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard curl.turn == nil, !model.isTurning, pageShown != nil else { return }
        let length = view.bounds.size[axis]
        var at = tap.location(in: view)[axis] / max(length, 1)
        if spineLocation == .max { at = 1 - at }
        let forward: Bool
        if at >= 0.8 { forward = true } else if at <= 0.2 { forward = false } else { return }
        if beginInteractiveCurl(forward: forward) { animateStartedCurl() }
    }

    /// Puts the roll's finger at `point` (turning page coordinates) and tells the model.
    func moveCurl(to point: CGPoint, atRest: Bool) {
        curl.turn?.view.move(finger: point)
        reportTurn(atRest: atRest)
    }

    /// Tells the model how far the turn is (0 = the starting page, 1 = turned). A turn that rests
    /// without ever leaving its page (a second finger held the centroid back) started no
    /// transition: the model just ends it.
    func reportTurn(atRest: Bool) {
        guard let c = curl.turn else { return }
        var f = c.forward ? c.view.progress : 1 - c.view.progress
        if atRest { f = f > 0.5 ? 1 : 0 }
        progressChanged(modelProgress: c.forward ? 1 + f : 1 - f, atRest: atRest)
    }
}

/// Animates a curl's finger to its end on the frame clock (a released turn completing or rolling
/// back, or a whole programmatic turn), bowed by `lift` at the middle of the way.
@MainActor
final class CurlAnimator: FrameAnimating {
    weak var owner: UIPageViewController?
    let from: CGPoint, to: CGPoint, lift: CGPoint
    let transition: TimedTransition

    init(owner: UIPageViewController, from: CGPoint, to: CGPoint, lift: CGPoint, start: TimeInterval, duration: TimeInterval) {
        self.owner = owner
        self.from = from
        self.to = to
        self.lift = lift
        transition = TimedTransition(from: 0, to: 1, startTime: start, duration: duration, curve: .easeOut)
    }

    func advance(to time: TimeInterval) -> Bool {
        let done = time >= transition.endTime
        let t = done ? 1 : transition.value(at: time)
        let bow = sin(.pi * t)
        let point = CGPoint(x: from.x + (to.x - from.x) * t + lift.x * bow, y: from.y + (to.y - from.y) * t + lift.y * bow)
        owner?.moveCurl(to: point, atRest: done)
        return !done
    }

    func finishNow() { _ = advance(to: .infinity) }
}
