import Foundation

/// What the toolkit's types add to any canvas: images and views drawn through the drawing
/// module's seam.
extension Canvas {
    /// Draws `image` scaled into `rect`. A template takes `tint` (its alpha filled with it);
    /// an image given its own colour (`withTintColor(_:)`) is drawn in that colour.
    public func draw(_ image: UIImage, in rect: CGRect, tint: UIColor?) {
        draw(image.storage, size: image.size, scale: image.scale, in: rect, tint: image.tintColor ?? tint)
    }

    /// Renders `view` (its bounds, subviews included) into an off-screen image, for drawing it in
    /// pieces (the page curl); into `reusing`'s memory when that image has the view's size (no
    /// allocation), else into a new one; nil when the view has no area.
    public func makeImage(of view: UIView, reusing: (any CanvasImage)?) -> (any CanvasImage)? {
        let bounds = view.bounds
        return makeImage(size: bounds.size, opaque: view.drawsOpaqueBounds, reusing: reusing) { canvas in
            canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
            ViewRenderer.render(view, in: canvas)
        }
    }

    /// Renders `view` into a new off-screen image.
    public func makeImage(of view: UIView) -> (any CanvasImage)? { makeImage(of: view, reusing: nil) }
}
