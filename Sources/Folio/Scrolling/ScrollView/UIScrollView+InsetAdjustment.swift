import Foundation
import FolioCore

extension UIScrollView {
    /// How the safe area is added to the content insets, UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and always vertically when the scroll view is shown by a
        /// navigation or tab bar controller (the default).
        case automatic
        /// Adjust only along the axes the content scrolls on (or always bounces on).
        case scrollableAxes
        /// Never adjust (seed 001's pager).
        case never
        /// Always adjust, by the whole safe area.
        case always
    }

    /// The part of the safe area the scroll view adds to its insets, by its behaviour: none for
    /// `.never` or when the controller whose view holds the scroll view sets
    /// `automaticallyAdjustsScrollViewInsets = false` (seed 004); all of it for `.always`; the
    /// scrollable axes' for `.scrollableAxes`; and for `.automatic` those, plus top and bottom
    /// when a navigation or tab bar controller shows it.
    func automaticInsetNow() -> UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never, window != nil else { return .zero }
        var inContainer = false
        var ownerChecked = false
        var v: UIView? = superview
        while let current = v {
            if let vc = current.viewController {
                if !ownerChecked {
                    ownerChecked = true
                    if !vc.automaticallyAdjustsScrollViewInsets { return .zero }
                }
                if vc.containerTopBarHeight != nil || vc.containerBottomBar != nil { inContainer = true }
            }
            v = current.superview
        }
        let safe = safeAreaInsets
        var horizontal = true, vertical = true
        switch contentInsetAdjustmentBehavior {
        case .always: break
        case .never: return .zero
        case .scrollableAxes, .automatic:
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
                || (contentInsetAdjustmentBehavior == .automatic && inContainer)
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
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
