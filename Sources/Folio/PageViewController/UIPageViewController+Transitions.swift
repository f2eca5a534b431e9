import Foundation
import FolioCore

extension UIPageViewController {
    /// The scroll view moved: feed the model (progress clamped where a neighbour is missing, so a
    /// rubber band at the first or last page starts no transition) and carry out its commands.
    func progressChanged(atRest: Bool) {
        progressChanged(modelProgress: progress, atRest: atRest)
    }

    /// Feeds `modelProgress` (slots) to the model and performs its commands.
    func progressChanged(modelProgress: CGFloat, atRest: Bool) {
        progressObserver?(modelProgress)
        var p = modelProgress
        if pageAfter == nil { p = min(p, 1) }
        if pageBefore == nil { p = max(p, 1) }
        for command in model.update(progress: p, atRest: atRest) { perform(command, atRest: atRest) }
        if atRest, model.state == .idle { applyQueued() }
    }

    private func controller(in slot: PageSlot) -> UIViewController? {
        switch slot {
        case .previous: return pageBefore
        case .current: return pageShown
        case .next: return pageAfter
        }
    }

    func perform(_ command: PageTransitionModel.Command, atRest: Bool) {
        let visible = isViewVisible
        switch command {
        case let .begin(toward):
            guard let incoming = controller(in: toward) else { return }
            if programmatic == nil { delegate?.pageViewController(self, willTransitionTo: [incoming]) }
            if visible {
                pageShown?.beginAppearanceTransition(false, animated: true)
                incoming.beginAppearanceTransition(true, animated: true)
            }
        case let .cancel(toward):
            guard let incoming = controller(in: toward), let pageShown else { return }
            if visible {
                incoming.beginAppearanceTransition(false, animated: true)
                pageShown.beginAppearanceTransition(true, animated: true)
                incoming.endAppearanceTransition()
                pageShown.endAppearanceTransition()
            }
            if atRest, programmatic == nil {
                if transitionStyle == .pageCurl { finishCurl() }
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [pageShown],
                                             transitionCompleted: false)
            }
        case let .complete(toward):
            guard let incoming = controller(in: toward), let old = pageShown else { return }
            if visible {
                old.endAppearanceTransition()
                incoming.endAppearanceTransition()
            }
            let finished = programmatic
            programmatic = nil
            pageShown = incoming
            if transitionStyle == .pageCurl {
                finishCurl()
                if let finished {
                    finished.completion?(true)
                } else {
                    delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old],
                                                 transitionCompleted: true)
                }
                return
            }
            if finished != nil {
                // A programmatic turn: both neighbours are asked for afresh (no stale page).
                pageBefore = nil
                pageAfter = nil
            } else if toward == .next {
                pageBefore = old
                pageAfter = nil
            } else {
                pageAfter = old
                pageBefore = nil
            }
            reloadNeighbours()
            if let finished {
                finished.completion?(true)
            } else {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old],
                                             transitionCompleted: true)
            }
        }
    }

    /// Shows `viewControllers` (exactly one for `.scroll`), sliding to it when animated. A call made
    /// while a page is moving is queued and applied when it rests (the last one wins).
    public func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let controllers = viewControllers, controllers.count == 1 else {
            UIPageViewController.pageLog.error(
                "The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (1) for the requested transition")
            return
        }
        let target = controllers[0]
        let busy = model.state != .idle || programmatic != nil || scrollView.isTracking
            || scrollView.isDecelerating || isAnimatingScroll || curl != nil
        if busy && isViewLoaded {
            queued = (controllers, direction, animated, completion)
            return
        }
        guard isViewLoaded, let old = pageShown, animated, old !== target, view.window?.application != nil else {
            replace(with: target)
            completion?(true)
            return
        }
        if transitionStyle == .pageCurl {
            programmatic = (target, direction, completion)
            runCurl(toward: target, forward: direction == .forward)
            return
        }
        // The target takes the neighbour slot on the side we move to, then the view slides there.
        setSlot(direction == .forward ? \.pageAfter : \.pageBefore, to: target)
        dropUnused()
        layoutSlots()
        programmatic = (target, direction, completion)
        var offset = scrollView.contentOffset
        offset[axis] += direction == .forward ? slotLength : -slotLength
        scrollView.setContentOffset(offset, animated: true)
    }

    /// Whether a programmatic scroll animation is in flight.
    var isAnimatingScroll: Bool { if case .animating = scrollView.phase { return true } else { return false } }

    /// Swaps the current page at once, with appearance calls when on screen.
    private func replace(with target: UIViewController) {
        let old = pageShown
        let visible = isViewVisible
        model.reset()
        if visible, old !== target {
            old?.beginAppearanceTransition(false, animated: false)
        }
        pageShown = target
        if isViewLoaded {
            if target.parent !== self {
                addChild(target)
                if transitionStyle == .scroll { scrollView.addSubview(target.view) }
                target.didMove(toParent: self)
            }
            if visible, old !== target { target.beginAppearanceTransition(true, animated: false) }
            pageBefore = nil
            pageAfter = nil
            reloadNeighbours()
            if visible, old !== target {
                old?.endAppearanceTransition()
                target.endAppearanceTransition()
            }
        } else {
            if target.parent !== self { addChild(target); target.didMove(toParent: self) }
        }
    }

    private func applyQueued() {
        guard let q = queued else { return }
        queued = nil
        setViewControllers(q.controllers, direction: q.direction, animated: q.animated, completion: q.completion)
    }
}
