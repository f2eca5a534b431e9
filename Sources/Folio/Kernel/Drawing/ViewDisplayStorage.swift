import Foundation

/// What a view keeps for drawing: when it last asked to be drawn, where in its window it was last
/// painted, and whether its window holds it among the views to draw again.
struct ViewDisplayStorage {
    /// When `setNeedsDisplay()` was last called (`UIView.nextDisplayStamp()`): a turned view's
    /// kept image is drawn again when a stamp below it is newer.
    var stamp: UInt64 = 0
    /// The window rectangle (points) the view and the subviews it does not clip covered when the
    /// window last placed it; `.null` before it was placed or while it draws nothing.
    var painted = CGRect.null
    /// Whether the view waits in its window's damage.
    var isDamaged = false
    /// The image a view turned in 3-D is drawn from and what it showed when made, kept while the
    /// view stays turned: drawn again only when its content changed (dropped once it lies flat).
    var projection: ProjectionImage?
}

extension UIView {
    /// Grows each time the view asks to be drawn again (`setNeedsDisplay`, and the frame, alpha,
    /// hidden and content changes that call it): a bridge that mirrors views (the accessibility
    /// tree) looks again only at views whose stamp moved.
    @_spi(Host) public var displayStamp: UInt64 { displayStorage.stamp }
}
