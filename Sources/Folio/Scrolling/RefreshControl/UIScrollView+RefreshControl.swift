import Foundation

/// A scroll view's refresh control: placed above the content, told of every move and of the
/// end of each drag.
extension UIScrollView {
    /// The control added above the content (UIKit's `refreshControl`, iOS 10); nil removes it.
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            refreshControlStorage?.removeFromSuperview()
            refreshControlStorage = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            refreshBandDidChange()
        }
    }

    /// The top inset the refresh control's open band adds: 0 when it is not refreshing, and
    /// during the drag that began the refresh (the band opens when the finger lifts, so the
    /// content under the finger does not jump).
    var refreshBand: CGFloat {
        guard let control = refreshControlStorage, control.isRefreshing, !control.pullTriggered else { return 0 }
        return UIRefreshControl.bandHeight
    }

    /// The band opened or closed: the insets follow; a closed band lets content pulled into it
    /// settle back to the top.
    func refreshBandDidChange() {
        adjustedContentInsetDidChange()
        placeRefreshControl()
        guard !isDragging else { return }
        let top = -adjustedContentInset.top
        if contentOffset.y < top, refreshBand == 0 { setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: true) }
    }

    /// The control's place: its bottom edge where the content's top is shown, across the view.
    func placeRefreshControl() {
        guard let control = refreshControlStorage else { return }
        let band = UIRefreshControl.bandHeight
        let pulled = control.pullDistance(in: self)
        let height = max(band, pulled + refreshBand)
        control.frame = CGRect(x: contentOffset.x, y: -height, width: bounds.width, height: height)
    }

    /// The content moved: the control follows the pull, and a pull past the trigger distance
    /// during a drag begins refreshing (once per drag).
    func refreshControlDidScroll() {
        guard let control = refreshControlStorage, control.isEnabled else { return }
        placeRefreshControl()
        let pulled = control.pullDistance(in: self)
        if !control.isRefreshing { control.spinner.alpha = min(1, pulled / UIRefreshControl.triggerDistance) }
        guard isDragging, !control.isRefreshing, !control.pullTriggered, pulled >= UIRefreshControl.triggerDistance else { return }
        control.pullTriggered = true
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }

    /// The finger is lifting: a refresh this pull began opens its band now, before the content's
    /// resting place is worked out; the next drag may refresh again.
    func refreshControlDragWillEnd() {
        guard let control = refreshControlStorage, control.pullTriggered else { return }
        control.pullTriggered = false
        adjustedContentInsetDidChange()
    }
}
