import Foundation

/// The scroll view's delegate: UIKit's `UIScrollViewDelegate`. Every method is optional.
///
/// Calls come in UIKit's order: `scrollViewWillBeginDragging`, `scrollViewDidScroll` for every
/// offset change, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it moves on,
/// `scrollViewWillBeginDecelerating` … `scrollViewDidEndDecelerating`. Animated programmatic
/// scrolling ends with `scrollViewDidEndScrollingAnimation`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts; `velocity` is in points per millisecond (positive: offset increasing).
    /// Setting `targetContentOffset.pointee` changes where the scroll view comes to rest (UIKit's
    /// pointer, valid for the length of the call).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the view moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The view starts moving on by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The view came to rest after moving on by itself.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms (scaled by `zoomScale`); nil (the default) turns zooming off.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A zoom ended (after any spring back) at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// The adjusted content inset changed (a bar appeared, the content inset was set).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// Whether a status-bar tap may scroll to the top. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A status-bar tap scrolled to the top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
