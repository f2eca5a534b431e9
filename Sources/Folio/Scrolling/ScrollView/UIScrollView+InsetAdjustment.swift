import Foundation
import FolioCore

extension UIScrollView {
    /// When the scroll view adds the navigation bar's height to its insets, UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Adjust under a navigation bar (the default).
        case automatic
        /// Adjust only along scrollable axes (treated as `.automatic` here: the bar is vertical).
        case scrollableAxes
        /// Never adjust (seed 001's pager).
        case never
        /// Always adjust.
        case always
    }

    /// The inset a navigation bar over the scroll view asks for: its height less the scroll view's
    /// own distance from the top, unless the behaviour is `.never` or the controller whose view
    /// holds the scroll view sets `automaticallyAdjustsScrollViewInsets = false` (seed 004).
    func automaticInsetNow() -> UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return .zero }
        var v: UIView? = superview
        var ownerChecked = false
        while let current = v {
            if let vc = current.viewController, !ownerChecked {
                ownerChecked = true
                if !vc.automaticallyAdjustsScrollViewInsets { return .zero }
            }
            if let bar = current.viewController?.containerTopBarHeight {
                guard bar > 0, let sup = superview else { return .zero }
                let top = sup.convert(frame, to: current).minY
                return UIEdgeInsets(top: max(0, bar - top), left: 0, bottom: 0, right: 0)
            }
            v = current.superview
        }
        return .zero
    }

    /// Recomputes the automatic inset; content resting at the old top moves to the new top.
    func updateAutomaticInset() {
        let new = automaticInsetNow()
        guard new != automaticInset else { return }
        let wasAtTop = contentOffset.y == -adjustedContentInset.top
        automaticInset = new
        if wasAtTop, !isTracking { applyOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)) }
        adjustedContentInsetDidChange()
    }
}
