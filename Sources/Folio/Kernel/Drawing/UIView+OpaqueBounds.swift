import Foundation

extension UIView {
    /// Whether the view, drawn on its own, covers its whole bounds with opaque colour: an opaque
    /// background, full alpha, square corners, no transform. An off-screen image of such a view
    /// needs no clearing first, and what it hides needs no drawing (a page curl's roll).
    @_spi(Rendering) public var drawsOpaqueBounds: Bool {
        (backgroundColor?.alpha ?? 0) >= 1 && alpha >= 1 && layer.cornerRadius == 0 && transform.isIdentity
    }
}
