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

    /// Whether every pixel of the bounds comes out opaque with nothing under it showing, not even
    /// along a seam: the view's own opaque background, or one subview painting one over all of the
    /// bounds. What a renderer checks before clearing a window's pixels (stacked subviews meeting
    /// at a fraction of a pixel let a trace of what lies below through, so they do not count).
    @_spi(Rendering) public var paintsEveryPixelOfBounds: Bool {
        guard !isHidden else { return false }
        if paintsOpaqueBackground && layer.standaloneChildCount == 0 { return true }
        guard alpha >= 1, layer.cornerRadius == 0, transform.isIdentity, layer.standaloneChildCount == 0 else { return false }
        return subviews.contains { $0.coversOpaquely(bounds) }
    }

    /// Whether the view's own background covers its bounds with opaque colour (full alpha, square
    /// corners, no transform): what the renderer checks for every view each frame, without
    /// looking into subviews.
    var paintsOpaqueBackground: Bool {
        (backgroundColor?.alpha ?? 0) >= 1 && backgroundColor?.pattern == nil && alpha >= 1 && layer.cornerRadius == 0 && transform.isIdentity
    }
}
