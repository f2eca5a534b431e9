import Foundation
import FolioCore

extension UIPageViewController {
    /// Which way along the axis a finger moves to turn forward: toward the spine (`.min`, `.mid`:
    /// backwards along the axis; `.max`: forwards).
    var forwardTravelSign: CGFloat { spineLocation == .max ? 1 : -1 }

    /// The page-curl pan: dragging toward the spine turns forward, away from it turns back; the
    /// turn follows the finger and, on release, completes past the middle (or when flung) or rolls
    /// back. Progress goes through the same `PageWindow` as scrolling.
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        let length = max(1, view.bounds.size[axis])
        let travel = pan.translation(in: view)[axis] * forwardTravelSign
        switch pan.state {
        case .began:
            guard curl == nil, !window.isTurning, pageShown != nil else { return }
            beginInteractiveCurl(forward: travel > 0)
        case .changed:
            guard let c = curl else { return }
            setTurn(min(max((c.forward ? travel : -travel) / length, 0), 1), atRest: false)
        case .ended, .cancelled:
            guard let c = curl else { return }
            let f = min(max((c.forward ? travel : -travel) / length, 0), 1)
            let speed = pan.velocity(in: view)[axis] * forwardTravelSign * (c.forward ? 1 : -1)
            let complete = pan.state == .ended && (f > 0.5 || speed > 400)
            let animator = CurlAnimator(owner: self, from: f, to: complete ? 1 : 0, start: currentTime,
                                        duration: 0.3 * Double(complete ? 1 - f : f))
            curlAnimator = animator
            view.window?.application?.addAnimator(animator) ?? animator.finishNow()
        default:
            break
        }
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
        return curl != nil
    }

    /// Puts the curl view over the pages at the start of a turn, the incoming page(s) — already
    /// held by the window — beside the page(s) shown. A backward turn is a forward turn played in
    /// reverse: the page that comes back is the one that turns.
    func showCurl(forward: Bool) {
        guard let shown = pageShown, let incoming = forward ? pageAfter : pageBefore else { return }
        let spread = spineLocation == .mid
        let newCompanion = window.incomingCompanion
        let curlView: PageCurlView
        let length = view.bounds.size[axis]
        if spread, let first = companion, let next = newCompanion {
            let halves = spreadFrames
            first.view.frame = halves.first; shown.view.frame = halves.second
            next.view.frame = halves.first; incoming.view.frame = halves.second
            let layout = PageCurlView.Layout(spine: length / 2, direction: 1, pageLength: length - length / 2)
            // Forward: the second page turns (its back is the next spread's first page) over the
            // next spread's second page. Back: the previous spread's second page turns back.
            curlView = forward
                ? PageCurlView(frame: view.bounds, turning: shown.view, back: next.view, revealed: incoming.view,
                               opposite: first.view, axis: axis, doubleSided: true, layout: layout)
                : PageCurlView(frame: view.bounds, turning: incoming.view, back: first.view, revealed: shown.view,
                               opposite: next.view, axis: axis, doubleSided: true, layout: layout)
            first.viewIfLoaded?.removeFromSuperview()
        } else {
            incoming.view.frame = view.bounds
            shown.view.frame = view.bounds
            let layout = spineLocation == .max
                ? PageCurlView.Layout(spine: length, direction: -1, pageLength: length)
                : PageCurlView.Layout(spine: 0, direction: 1, pageLength: length)
            curlView = PageCurlView(frame: view.bounds, turning: forward ? shown.view : incoming.view,
                                    revealed: forward ? incoming.view : shown.view, axis: axis,
                                    doubleSided: isDoubleSided, layout: layout)
        }
        shown.viewIfLoaded?.removeFromSuperview()
        view.insertSubview(curlView, belowSubview: pageControl)
        curl = (curlView, forward)
        setTurn(0, atRest: false)
    }

    /// Animates the curl just started to its end.
    func animateStartedCurl() {
        guard curl != nil else { return }
        let animator = CurlAnimator(owner: self, from: 0, to: 1, start: currentTime, duration: 0.4)
        curlAnimator = animator
        view.window?.application?.addAnimator(animator) ?? animator.finishNow()
    }

    /// A tap near the free edge turns forward, near the spine turns back (as UIKit's curl does);
    /// on a spread, near the second page's free edge turns forward, near the first's turns back.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard curl == nil, !window.isTurning, pageShown != nil else { return }
        let length = view.bounds.size[axis]
        var at = tap.location(in: view)[axis] / max(length, 1)
        if spineLocation == .max { at = 1 - at }
        let forward: Bool
        if at >= 0.8 { forward = true } else if at <= 0.2 { forward = false } else { return }
        if beginInteractiveCurl(forward: forward) { animateStartedCurl() }
    }

    /// Moves the turn to fraction `f` (0 = the starting page, 1 = turned).
    func setTurn(_ f: CGFloat, atRest: Bool) {
        guard let c = curl else { return }
        c.view.progress = c.forward ? f : 1 - f
        // A turn that rests without ever leaving its page (a second finger held the centroid
        // back) started no transition: the window just ends it.
        progressChanged(modelProgress: c.forward ? 1 + f : 1 - f, atRest: atRest)
    }
}

/// Animates a released curl to its end on the frame clock.
@MainActor
final class CurlAnimator: FrameAnimating {
    weak var owner: UIPageViewController?
    let transition: TimedTransition

    init(owner: UIPageViewController, from: CGFloat, to: CGFloat, start: TimeInterval, duration: TimeInterval) {
        self.owner = owner
        transition = TimedTransition(from: from, to: to, startTime: start, duration: duration, curve: .easeOut)
    }

    func advance(to time: TimeInterval) -> Bool {
        let done = time >= transition.endTime
        owner?.setTurn(transition.value(at: time), atRest: done)
        return !done
    }

    func finishNow() { _ = advance(to: .infinity) }
}
