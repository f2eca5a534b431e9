import Foundation
import FolioCore

extension UIWindow {
    /// Wheel input goes to the innermost scroll view under `location` that can scroll.
    func handleScrollWheel(delta: CGPoint, at location: CGPoint, timestamp: TimeInterval) {
        // Controllers under the pointer may take the wheel first (a tab pager pages by notches).
        var c = hitTest(location, with: nil)
        while let current = c {
            if let vc = current.viewController, vc.receiveWheel(delta: delta, timestamp: timestamp) { return }
            c = current.superview
        }
        var v = hitTest(location, with: nil)
        while let current = v {
            if let s = current as? UIScrollView, s.canScroll(.horizontal) || s.canScroll(.vertical) {
                s.scrollWheel(delta: delta)
                return
            }
            v = current.superview
        }
    }

    func firstPagingScrollView(in view: UIView) -> UIScrollView? {
        guard !view.isHidden, view.alpha >= 0.01 else { return nil }
        if let s = view as? UIScrollView, s.isPagingEnabled, s.isScrollEnabled { return s }
        for sub in view.subviews.reversed() { if let s = firstPagingScrollView(in: sub) { return s } }
        return nil
    }
}
