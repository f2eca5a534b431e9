import Foundation

extension UIView {
    /// Whether the view, drawn on its own, covers its whole bounds with opaque colour: an opaque
    /// background, full alpha, square corners, no transform. An off-screen image of such a view
    /// needs no clearing first, and what it hides needs no drawing (a page curl's roll).
    /// Subviews that cover the bounds opaquely count as the view's own paint.
    @_spi(Rendering) public var drawsOpaqueBounds: Bool {
        paintsOpaqueBackground
            || (alpha >= 1 && layer.cornerRadius == 0 && transform.isIdentity && layer.standaloneChildCount == 0
                && firstSubviewOfOpaqueCover(over: bounds) != nil)
    }

    /// Whether the view's own background covers its bounds with opaque colour (full alpha, square
    /// corners, no transform): what the renderer checks for every view each frame, without
    /// looking into subviews.
    var paintsOpaqueBackground: Bool {
        (backgroundColor?.alpha ?? 0) >= 1 && alpha >= 1 && layer.cornerRadius == 0 && transform.isIdentity
    }
}
