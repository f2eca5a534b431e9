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
        let onArrival = transitionStyle == .scroll && !atRest && programmatic == nil   // a programmatic turn ends at rest
        for command in model.update(progress: p, atRest: atRest, completesOnArrival: onArrival) { perform(command, atRest: atRest) }
        if atRest, model.state == .idle { applyQueued() }
    }

    /// A drag that caught a settle on its way to a neighbour: that turn is done, as UIKit commits
    /// it, and the pages re-centre under the finger — the new drag runs on from the page the last
    /// swipe was going to, so quick swipes add up.
    func commitCaughtTurn() {
        guard transitionStyle == .scroll, programmatic == nil, let caught = scrollView.caughtPage,
              case let .moving(toward) = model.state else { return }
        let index = Int(caught[axis])
        let present = slots
        guard index >= 0, index < present.count, present[index].slot == toward else { return }
        model.reset()
        perform(.complete(toward: toward), atRest: false)
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
            let arriving = [pendingCompanion, incoming].compactMap { $0 }
            if programmatic == nil { delegate?.pageViewController(self, willTransitionTo: arriving) }
            if visible {
                for vc in viewControllers ?? [] { vc.beginAppearanceTransition(false, animated: true) }
                for vc in arriving { vc.beginAppearanceTransition(true, animated: true) }
            }
        case let .cancel(toward):
            guard let incoming = controller(in: toward), pageShown != nil else { return }
            let arriving = [pendingCompanion, incoming].compactMap { $0 }
            let staying = viewControllers ?? []
            if visible {
                for vc in arriving { vc.beginAppearanceTransition(false, animated: true) }
                for vc in staying { vc.beginAppearanceTransition(true, animated: true) }
                for vc in arriving { vc.endAppearanceTransition() }
                for vc in staying { vc.endAppearanceTransition() }
            }
            if atRest, programmatic == nil {
                if transitionStyle == .pageCurl { finishCurl() }
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: staying,
                                             transitionCompleted: false)
            } else if atRest, let p = programmatic {
                // A programmatic turn the user pulled back: it did not happen.
                programmatic = nil
                if transitionStyle == .pageCurl { finishCurl() }
                p.completion?(false)
            }
        case let .complete(toward):
            guard let incoming = controller(in: toward), let old = pageShown else { return }
            let leaving = viewControllers ?? [old]
            let arriving = [pendingCompanion, incoming].compactMap { $0 }
            if visible {
                for vc in leaving { vc.endAppearanceTransition() }
                for vc in arriving { vc.endAppearanceTransition() }
            }
            let finished = programmatic
            programmatic = nil
            pageShown = incoming
            if spineLocation == .mid, let next = pendingCompanion { companion = next }
            pendingCompanion = nil
            if transitionStyle == .pageCurl {
                finishCurl()
                if let finished {
                    finished.completion?(true)
                } else {
                    delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: leaving,
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

    /// Shows `viewControllers` — one page, or two for a `.mid` spine — sliding or curling to it
    /// when animated. A call made while a page is moving is queued and applied when it rests (the
    /// last one wins: a replaced call's completion runs with false). A wrong count is refused with
    /// UIKit's message, the pages stay and the completion runs with false. Every completion runs
    /// exactly once.
    public func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        if spineAnswer.asking {
            // The delegate is choosing a spine: these are the pages for it, checked once it answers.
            spineAnswer.controllers = viewControllers
            completion?(true)
            return
        }
        let required = requiredControllerCount
        guard let controllers = viewControllers, controllers.count == required else {
            UIPageViewController.pageLog.error("""
                The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number \
                required (\(required)) for the requested spine location (\(spineLocation))
                """)
            completion?(false)
            return
        }
        let target = controllers[required - 1]
        if isTurning && isViewLoaded {
            let replaced = queued
            queued = (controllers, direction, animated, completion)
            replaced?.completion?(false)
            return
        }
        guard isViewLoaded, let old = pageShown, animated, old !== target, view.window?.application != nil,
              required == 1 else {
            replace(with: target, companion: required == 2 ? controllers[0] : nil)
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

    /// Whether a page is moving (a drag, a settle, a programmatic turn or a curl).
    var isTurning: Bool {
        model.state != .idle || programmatic != nil || scrollView.isTracking
            || scrollView.isDecelerating || isAnimatingScroll || curl != nil
    }

    /// Whether a programmatic scroll animation is in flight.
    var isAnimatingScroll: Bool { if case .animating = scrollView.phase { return true } else { return false } }

    /// Swaps the page(s) shown at once (`companion`: the first page of a `.mid` spread), with
    /// appearance calls when on screen.
    func replace(with target: UIViewController, companion newCompanion: UIViewController? = nil) {
        let oldPages = viewControllers ?? []
        let newPages = [newCompanion, target].compactMap { $0 }
        let leaving = oldPages.filter { o in !newPages.contains { $0 === o } }
        let arriving = newPages.filter { n in !oldPages.contains { $0 === n } }
        let visible = isViewVisible
        model.reset()
        if visible { for vc in leaving { vc.beginAppearanceTransition(false, animated: false) } }
        pageShown = target
        companion = newCompanion
        for vc in newPages where vc.parent !== self {
            addChild(vc)
            if isViewLoaded && transitionStyle == .scroll { scrollView.addSubview(vc.view) }
            vc.didMove(toParent: self)
        }
        if isViewLoaded {
            if visible { for vc in arriving { vc.beginAppearanceTransition(true, animated: false) } }
            pageBefore = nil
            pageAfter = nil
            reloadNeighbours()
            if visible {
                for vc in leaving { vc.endAppearanceTransition() }
                for vc in arriving { vc.endAppearanceTransition() }
            }
        }
    }

    func applyQueued() {
        if needsNeighbourReload {
            needsNeighbourReload = false
            if queued == nil { reloadNeighbours() }
        }
        guard let q = queued else { return }
        queued = nil
        setViewControllers(q.controllers, direction: q.direction, animated: q.animated, completion: q.completion)
    }
}
