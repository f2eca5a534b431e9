import Foundation

extension UIView {
    /// Whether the view draws nothing but its background: a plain `UIView` (no `draw(_:)` of a
    /// subclass) with no subviews, sublayers, layer content, border or shadow. Faded, it is one
    /// translucent fill (a dimming view), with no group to composite.
    var isPlainFill: Bool {
        type(of: self) == UIView.self && subviews.isEmpty && layer.standaloneChildCount == 0 && type(of: layer) == CALayer.self
            && layer.borderWidth == 0 && layer.shadowOpacity == 0
    }

    /// Whether the view, drawn in its superview, paints all of `rect` (the superview's bounds
    /// coordinates) opaque: shown at full alpha, an opaque background with square corners, no
    /// transform, no animation moving it, its frame containing `rect`.
    func coversOpaquely(_ rect: CGRect) -> Bool {
        !isHidden && alpha >= 1 && drawsOpaqueBounds && !hasPresentationOverrides && depthMapToSuperview == nil
            && layer.animationState?.transition == nil && frame.contains(rect)
    }
}
