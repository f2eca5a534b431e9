import Foundation
import FolioCore

extension UIPageViewController {
    /// Progress in model slots (1 = the current page) from the scroll offset.
    var progress: CGFloat {
        let length = slotLength
        guard length > 0 else { return 1 }
        var slots = scrollView.contentOffset[axis] / length
        // The offset stays on the pixel grid, where a slot's edge may not lie (a page 200.3
        // points wide): within half a pixel of a slot, the pages are on it.
        let halfPixel = 0.5 / max(scrollView.window?.screen.scale ?? 1, 1) + 1e-9
        if abs(slots - slots.rounded()) * length <= halfPixel { slots = slots.rounded() }
        return slots + (pageBefore == nil ? 1 : 0)
    }

    /// Lays the live pages side by side and puts the current one in view (no delegate calls).
    /// While the content moves (a drag, a settle, a caught flick), the pages are re-centred under
    /// the moving view instead: the scroll view's offset and motion shift with them, so what is on
    /// screen stays and the motion runs on.
    func layoutSlots() {
        guard isViewLoaded else { return }
        let length = slotLength, size = view.bounds.size
        // A finger resting on the content (touching, not dragging) moves nothing: the pages may
        // be put in place under it.
        let moving = scrollView.isContentMoving
        let shownBefore = moving ? pageShown.flatMap { $0.view.superview === scrollView ? $0.view.frame.origin[axis] : nil } : nil
        for (i, (_, vc)) in model.slots.enumerated() {
            if vc.view.superview !== scrollView { scrollView.addSubview(vc.view) }
            var origin = CGPoint.zero
            origin[axis] = CGFloat(i) * length
            vc.view.frame = CGRect(origin: origin, size: size)
        }
        var content = size
        content[axis] = CGFloat(model.slots.count) * length
        scrollView.contentSize = content
        if let before = shownBefore, let after = pageShown?.view.frame.origin[axis] {
            scrollView.ownerPlacedContent(shiftedBy: after - before, along: axis)
            updatePageControl()
            return
        }
        // At rest the current page is put in view: the content moved under the view, nothing
        // scrolled, so the delegate hears nothing.
        let canonical = CGFloat(pageBefore == nil ? 0 : 1) * length
        scrollView.ownerPlacedContent(shiftedBy: canonical - scrollView.contentOffset[axis], along: axis)
        updatePageControl()
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
