import Foundation
@_spi(Rendering) import FolioGraphics
@_spi(Rendering) import FolioLayers

extension OffscreenRendering {
    /// The canvas's pixels as an image of `size` at `scale`, or a blank image of that size.
    static func image(of canvas: (any OffscreenCanvas)?, size: CGSize, scale: CGFloat) -> UIImage {
        if let canvas, let data = canvas.encoded(as: .png), let image = UIImage(data: data, scale: scale) { return image }
        let safe = size.isFinite ? CGSize(width: max(0, size.width), height: max(0, size.height)) : .zero
        return UIImage(blankOfSize: safe, scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// The layer (a view's layer: the view's tree) as it looks now, in its bounds at the screen's
    /// scale; nil when nothing can be drawn (no backend, an empty layer).
    static func image(of layer: CALayer) -> UIImage? {
        let bounds = layer.bounds, scale = UIScreen.main.scale
        guard bounds.width > 0, bounds.height > 0, let make = makeCanvas, let canvas = make(bounds.size, scale, false) else { return nil }
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        ViewRenderer.render(layer, in: canvas)
        return self.image(of: canvas, size: bounds.size, scale: scale)
    }
}
