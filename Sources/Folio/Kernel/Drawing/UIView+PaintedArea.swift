import Foundation

extension UIView {
    /// Where the view itself (not its subviews) can put pixels, in its bounds coordinates: its
    /// bounds being `bounds`, its look `layer`'s and its text laid out by `engine`, the bounds
    /// with what the shadow spreads past them — or, for a view that paints nothing but its
    /// drawing, only as far as that drawing reaches (`drawingReach`: a label's text is a few
    /// glyphs along a wide row, and only they need drawing again when it moves or changes).
    func paintedArea(bounds: CGRect, layer: CALayer, engine: any TextEngine) -> CGRect {
        guard let reach = drawingReach(engine: engine), layer.shadowOpacity == 0, layer.borderWidth == 0, layer.contents == nil,
              layer.standaloneChildCount == 0, (presentationBackgroundColor?.alpha ?? 0) == 0 else {
            return UIWindow.shadowed(bounds, by: layer)
        }
        return reach.intersection(bounds)
    }
}
