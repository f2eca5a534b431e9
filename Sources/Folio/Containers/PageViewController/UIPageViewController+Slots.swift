import Foundation
import FolioCore

extension UIPageViewController {
    /// The slots present, in order (a missing neighbour takes no room).
    var slots: [(slot: PageSlot, controller: UIViewController)] {
        [(PageSlot.previous, pageBefore), (.current, pageShown), (.next, pageAfter)].compactMap { pair in
            pair.1.map { (pair.0, $0) }
        }
    }

    /// Progress in model slots (1 = the current page) from the scroll offset.
    var progress: CGFloat {
        let length = slotLength
        guard length > 0 else { return 1 }
        return scrollView.contentOffset[axis] / length + (pageBefore == nil ? 1 : 0)
    }

    /// Lays the live pages side by side and puts the current one in view (no delegate calls).
    /// While the content moves (a drag, a settle, a caught flick), the pages are re-centred under
    /// the moving view instead: the scroll view's offset and motion shift with them, so what is on
    /// screen stays and the motion runs on.
    func layoutSlots() {
        guard isViewLoaded else { return }
        let length = slotLength, size = view.bounds.size
        var moving = true
        if case .idle = scrollView.phase { moving = false }
        let shownBefore = moving ? pageShown.flatMap { $0.view.superview === scrollView ? $0.view.frame.origin[axis] : nil } : nil
        for (i, (_, vc)) in slots.enumerated() {
            var origin = CGPoint.zero
            origin[axis] = CGFloat(i) * length
            vc.view.frame = CGRect(origin: origin, size: size)
        }
        var content = size
        content[axis] = CGFloat(slots.count) * length
        scrollView.contentSize = content
        if let before = shownBefore, let after = pageShown?.view.frame.origin[axis] {
            scrollView.shiftContent(by: after - before, along: axis)
            scrollView.acceptLayoutForCurrentSize()
            updatePageControl()
            return
        }
        // At rest the current page is put in view: the content moved under the view, nothing
        // scrolled, so the delegate hears nothing.
        let canonical = CGFloat(pageBefore == nil ? 0 : 1) * length
        scrollView.shiftContent(by: canonical - scrollView.contentOffset[axis], along: axis)
        scrollView.acceptLayoutForCurrentSize()
        updatePageControl()
    }

    /// Asks the data source for the current page's neighbours (only those) and lays them out.
    func reloadNeighbours() {
        needsNeighbourReload = false
        guard transitionStyle == .scroll else {
            showSpread()
            dropUnused()
            updatePageControl()
            return
        }
        guard isViewLoaded, let pageShown else { return }
        let before = dataSource?.pageViewController(self, viewControllerBefore: pageShown)
        let after = dataSource?.pageViewController(self, viewControllerAfter: pageShown)
        setSlot(\.pageBefore, to: validated(before, "before"))
        setSlot(\.pageAfter, to: validated(after, "after"))
        dropUnused()
        layoutSlots()
    }

    /// A data source answer, refused (with UIKit's complaint) when it is the current page or the
    /// other neighbour.
    private func validated(_ vc: UIViewController?, _ side: String) -> UIViewController? {
        guard let vc else { return nil }
        if vc === pageShown || (side == "after" && vc === pageBefore) {
            UIPageViewController.pageLog.error("The data source returned the page shown (or its other neighbour) as the page \(side) it; ignored")
            return nil
        }
        return vc
    }

    /// Puts `vc` in a slot as a child with its view in the scroll view; controllers no slot
    /// holds any more are released by `dropUnused()`.
    func setSlot(_ slot: ReferenceWritableKeyPath<UIPageViewController, UIViewController?>, to vc: UIViewController?) {
        self[keyPath: slot] = vc
        guard let vc else { return }
        if vc.parent !== self {
            addChild(vc)
            scrollView.addSubview(vc.view)
            vc.didMove(toParent: self)
        } else if vc.view.superview !== scrollView {
            scrollView.addSubview(vc.view)
        }
    }

    /// Releases the neighbours of a scroll pager at rest (memory warning).
    func dropNeighbours() {
        guard transitionStyle == .scroll, isViewLoaded, !isTurning, !scrollView.isTracking, !scrollView.isDecelerating,
              pageBefore != nil || pageAfter != nil else { return }
        pageBefore = nil
        pageAfter = nil
        dropUnused()
        layoutSlots()
        neighboursDropped = true
    }

    /// Asks the data source again for neighbours dropped on a memory warning.
    func restoreDroppedNeighbours() {
        guard neighboursDropped, !isTurning else { return }
        neighboursDropped = false
        reloadNeighbours()
    }

    /// Releases controllers no slot holds any more.
    func dropUnused() {
        for child in children where child !== pageBefore && child !== pageShown && child !== pageAfter
            && child !== companion && child !== pendingCompanion {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
    }

    func updatePageControl() {
        guard let count = dataSource?.presentationCount(for: self), count >= 0 else {
            pageControl.isHidden = true
            return
        }
        pageControl.isHidden = false
        pageControl.numberOfPages = count
        pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0
    }
}
