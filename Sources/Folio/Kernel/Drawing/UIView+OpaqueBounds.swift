import Foundation

extension UIView {
    /// Whether the view, drawn on its own, covers its whole bounds with opaque colour: an opaque
    /// background, full alpha, square corners, no transform. An off-screen image of such a view
    /// needs no clearing first, and what it hides needs no drawing (a page curl's roll).
    /// Subviews that cover the bounds opaquely count as the view's own paint.
    @_spi(Rendering) public var drawsOpaqueBounds: Bool {
        guard alpha >= 1, layer.cornerRadius == 0, transform.isIdentity else { return false }
        return (backgroundColor?.alpha ?? 0) >= 1 || (layer.standaloneChildCount == 0 && firstSubviewOfOpaqueCover(over: bounds) != nil)
    }
}
