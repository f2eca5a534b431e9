import Foundation
import FolioCore

extension UIPageViewController {
    typealias Window = PageWindow<UIViewController>

    /// Hands an event to the page model and carries out what it answers, in order.
    func send(_ event: Window.Event) {
        let commands = model.handle(event) { [unowned self] shown in
            (dataSource?.pageViewController(self, viewControllerBefore: shown),
             dataSource?.pageViewController(self, viewControllerAfter: shown))
        }
        for command in commands { carry(command) }
    }

    /// Carries out one of the page window's commands.
    private func carry(_ command: Window.Command) {
        switch command {
        case let .adopt(vc):
            addChild(vc)
            if isViewLoaded, transitionStyle == .scroll { scrollView.addSubview(vc.view) }
            vc.didMove(toParent: self)
        case let .drop(vc):
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        case let .refuseNeighbour(slot):
            let side = slot == .previous ? "before" : "after"
            UIPageViewController.pageLog.error("The data source returned the page shown (or its other neighbour) as the page \(side) it; ignored")
        case .layout:
            if transitionStyle == .scroll {
                layoutSlots()
            } else {
                showSpread()
                updatePageControl()
            }
        case let .willTransition(pages):
            delegate?.pageViewController(self, willTransitionTo: pages)
        case let .beginAppearance(vc, appearing, animated):
            if isViewVisible { vc.beginAppearanceTransition(appearing, animated: animated) }
        case let .endAppearance(vc):
            if isViewVisible { vc.endAppearanceTransition() }
        case let .didFinish(previous, completed):
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                         transitionCompleted: completed)
        case let .complete(id, finished):
            completions.removeValue(forKey: id)?(finished)
        case let .scroll(forward):
            var offset = scrollView.contentOffset
            offset[axis] += forward ? slotLength : -slotLength
            scrollView.setContentOffset(offset, animated: true)
        case let .showCurl(forward):
            showCurl(forward: forward)
        case .animateCurl:
            animateStartedCurl()
        case .endCurl:
            curl.turn?.view.removeFromSuperview()
            curl.turn = nil
            curl.images.returnAll()
        case .stopMotion:
            scrollView.stopMotion(notifying: false)   // the model settles the turn itself
        }
    }

    /// The scroll view moved or came to rest: the progress goes to the model.
    func progressChanged(atRest: Bool) {
        progressChanged(modelProgress: progress, atRest: atRest)
    }

    /// Feeds `modelProgress` (slots) to the model, then tells the observer (which sees the
    /// model's state after the event).
    func progressChanged(modelProgress: CGFloat, atRest: Bool) {
        send(atRest ? .rested(progress: modelProgress) : .moved(progress: modelProgress))
        progressObserver?(transitionStyle == .scroll ? progress : modelProgress)
    }

}

/// The page controller places the scroll view's pages: it hears a user scroll coming and a drag
/// beginning from the scroll view itself.
extension UIPageViewController: PagedContentOwner {
    func ownedScrollViewDidScroll(_ scrollView: UIScrollView) { progressChanged(atRest: false) }
    func ownedScrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate: Bool) {
        if willDecelerate { send(.released) } else { progressChanged(atRest: true) }
    }
    func ownedScrollViewDidEndMoving(_ scrollView: UIScrollView) { progressChanged(atRest: true) }
    func scrollViewWillBeginUserScroll(_ scrollView: UIScrollView) { send(.userScrollWillBegin) }

    /// A drag begins: the slot a settle it caught was heading to goes with it, so the model can
    /// commit that turn and quick swipes add up.
    func scrollView(_ scrollView: UIScrollView, willBeginDraggingFromCaughtPage caughtPage: CGPoint?) {
        var caught: PageSlot?
        if let page = caughtPage {
            let index = Int(page[axis]), present = model.slots
            if index >= 0, index < present.count { caught = present[index].slot }
        }
        send(.dragBegan(caught: caught))
    }
}

extension UIPageViewController {
    /// `setViewControllers(_:direction:animated:completion:)`'s work.
    func showViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                             animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
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
        nextRequest += 1
        if let completion { completions[nextRequest] = completion }
        let canAnimate = animated && isViewLoaded && view.window?.application != nil
        send(.request(.init(pages: controllers, forward: direction == .forward, animated: canAnimate, id: nextRequest)))
    }

    /// Whether a page is moving (a drag, a settle, a programmatic turn or a curl).
    var isTurning: Bool { model.isTurning }

    /// Swaps the page(s) shown at once (`companion`: the first page of a `.mid` spread), with
    /// appearance calls when on screen.
    func replace(with target: UIViewController, companion newCompanion: UIViewController? = nil) {
        send(.show([newCompanion, target].compactMap { $0 }))
    }
}
