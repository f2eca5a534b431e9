import Foundation
import FolioCore

/// An owner that places a paged scroll view's pages itself, re-centring them as the user turns
/// (a page view controller's slots). The scroll view keeps the motion; the owner keeps which
/// page is which. With an owner, the scroll view numbers its pages left to right whatever the
/// layout direction, hands a caught settle's page to the owner when a drag begins, warns before
/// the user scrolls, and tells the owner of every move before its delegate — so the owner keeps
/// its pages whoever the delegate is (a library that makes itself a page view controller's
/// scroll view delegate, as UIKit lets it, does not cut the controller off).
@MainActor
protocol PagedContentOwner: AnyObject {
    /// The user is about to scroll (a finger down, a paging key): content the owner dropped can
    /// come back first.
    func scrollViewWillBeginUserScroll(_ scrollView: UIScrollView)
    /// A drag begins; `caughtPage` is the page (along each axis, in slots of the content) a
    /// settle it caught was heading to, nil when it caught none.
    func scrollView(_ scrollView: UIScrollView, willBeginDraggingFromCaughtPage caughtPage: CGPoint?)
    /// The offset changed (before the delegate's `scrollViewDidScroll`).
    func ownedScrollViewDidScroll(_ scrollView: UIScrollView)
    /// The finger lifted; `willDecelerate` says whether the content moves on.
    func ownedScrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate: Bool)
    /// The content came to rest after a deceleration, a settle or a programmatic animation.
    func ownedScrollViewDidEndMoving(_ scrollView: UIScrollView)
}

extension UIScrollView {
    /// The offset changed: the owner hears it, then the delegate.
    func tellDidScroll() {
        refreshControlDidScroll()
        pageOwner?.ownedScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    /// The drag ended: the owner hears it, then the delegate.
    func tellDidEndDragging(willDecelerate: Bool) {
        pageOwner?.ownedScrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    }

    /// A deceleration ended: the owner hears it, then the delegate.
    func tellDidEndDecelerating() {
        pageOwner?.ownedScrollViewDidEndMoving(self)
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// A programmatic animation ended: the owner hears it, then the delegate.
    func tellDidEndScrollingAnimation() {
        pageOwner?.ownedScrollViewDidEndMoving(self)
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    /// Whether the content moves: a drag, a deceleration or settle, or a programmatic animation.
    var isContentMoving: Bool {
        switch phase {
        case .dragging, .decelerating, .animating: true
        case .idle, .touching: false
        }
    }

    /// The owner re-placed the content for the current size, `delta` along `axis` from where it
    /// was: the offset and any motion shift with it (what is on screen stays, a drag continues
    /// under the finger, a settle continues toward the same content), and no page re-anchoring
    /// follows the size change. The delegate hears nothing: nothing scrolled.
    func ownerPlacedContent(shiftedBy delta: CGFloat, along axis: Axis) {
        shiftContent(by: delta, along: axis)
        lastLayoutSize = bounds.size
        pageAnchor = nil
    }

    /// Moves the offset by `delta` along `axis` because the content moved by the same amount under
    /// it (a pager re-centring its pages mid-motion): what is on screen stays, a drag continues
    /// under the finger, a deceleration or settle continues toward the same content. The delegate
    /// hears nothing: nothing scrolled.
    private func shiftContent(by delta: CGFloat, along axis: Axis) {
        guard delta.isFinite, delta != 0 else { return }
        var offset = bounds.origin
        offset[axis] += delta
        switch phase {
        case let .dragging(start, page):
            var s = start, p = page
            s[axis] += delta
            if bounds.size[axis] > 0 { p[axis] += (delta / bounds.size[axis]).rounded() }
            phase = .dragging(startOffset: s, startPage: p)
        case let .decelerating(x, y):
            phase = .decelerating(x: axis == .horizontal ? x.shifted(by: delta) : x, y: axis == .vertical ? y.shifted(by: delta) : y)
        case let .animating(x, y):
            phase = .animating(x: axis == .horizontal ? x.shifted(by: delta) : x, y: axis == .vertical ? y.shifted(by: delta) : y)
        case .idle, .touching:
            break
        }
        if var caught = caughtPage, bounds.size[axis] > 0 {
            caught[axis] += (delta / bounds.size[axis]).rounded()
            caughtPage = caught
        }
        bounds.origin = offset
        contentOffsetDidChange()
    }
}
