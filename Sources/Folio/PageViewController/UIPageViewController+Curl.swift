import Foundation
import FolioCore

extension UIPageViewController {
    /// The page-curl pan: dragging toward the spine turns forward, away from it turns back; the
    /// turn follows the finger and, on release, completes past the middle (or when flung) or rolls
    /// back. Progress goes through the same `PageTransitionModel` as scrolling.
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        let length = max(1, view.bounds.size[axis])
        let travel = pan.translation(in: view)[axis]
        switch pan.state {
        case .began:
            guard curl == nil, model.state == .idle, let shown = pageShown else { return }
            let forward = travel < 0
            let neighbour = forward ? dataSource?.pageViewController(self, viewControllerAfter: shown)
                                    : dataSource?.pageViewController(self, viewControllerBefore: shown)
            guard let incoming = neighbour else { return }
            startCurl(toward: incoming, forward: forward)
        case .changed:
            guard let c = curl else { return }
            setTurn(min(max((c.forward ? -travel : travel) / length, 0), 1), atRest: false)
        case .ended, .cancelled:
            guard let c = curl else { return }
            let f = min(max((c.forward ? -travel : travel) / length, 0), 1)
            let speed = pan.velocity(in: view)[axis] * (c.forward ? -1 : 1)
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

    /// Puts `incoming` next to the page shown and the curl view over them, at the start of a turn.
    func startCurl(toward incoming: UIViewController, forward: Bool) {
        guard let shown = pageShown, incoming !== shown else { return }
        if incoming.parent !== self { addChild(incoming); incoming.didMove(toParent: self) }
        if forward { pageAfter = incoming } else { pageBefore = incoming }
        incoming.view.frame = view.bounds
        shown.view.frame = view.bounds
        let curlView = PageCurlView(frame: view.bounds, turning: forward ? shown.view : incoming.view,
                                    under: forward ? incoming.view : shown.view, axis: axis, doubleSided: isDoubleSided)
        shown.viewIfLoaded?.removeFromSuperview()
        view.insertSubview(curlView, belowSubview: pageControl)
        curl = (curlView, forward)
        setTurn(0, atRest: false)
    }

    /// Turns a whole page by itself (a tap on an edge, an animated `setViewControllers`).
    func runCurl(toward incoming: UIViewController, forward: Bool) {
        startCurl(toward: incoming, forward: forward)
        guard curl != nil else { return }
        let animator = CurlAnimator(owner: self, from: 0, to: 1, start: currentTime, duration: 0.4)
        curlAnimator = animator
        view.window?.application?.addAnimator(animator) ?? animator.finishNow()
    }

    /// A tap near the free edge turns forward, near the spine turns back (as UIKit's curl does).
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard curl == nil, model.state == .idle, let shown = pageShown else { return }
        let length = view.bounds.size[axis]
        let at = tap.location(in: view)[axis]
        let forward: Bool
        if at >= length * 0.8 { forward = true } else if at <= length * 0.2 { forward = false } else { return }
        let neighbour = forward ? dataSource?.pageViewController(self, viewControllerAfter: shown)
                                : dataSource?.pageViewController(self, viewControllerBefore: shown)
        guard let incoming = neighbour else { return }
        runCurl(toward: incoming, forward: forward)
    }

    /// Moves the turn to fraction `f` (0 = the starting page, 1 = turned).
    func setTurn(_ f: CGFloat, atRest: Bool) {
        guard let c = curl else { return }
        c.view.progress = c.forward ? f : 1 - f
        progressChanged(modelProgress: c.forward ? 1 + f : 1 - f, atRest: atRest)
    }

    /// Ends a curl: the page shown (the new one, or the old one after a roll-back) is a plain view again.
    func finishCurl() {
        guard let c = curl else { return }
        c.view.removeFromSuperview()
        curl = nil
        curlAnimator = nil
        pageBefore = nil
        pageAfter = nil
        dropUnused()
        if let shown = pageShown {
            shown.view.frame = view.bounds
            view.insertSubview(shown.view, belowSubview: pageControl)
        }
        updatePageControl()
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
