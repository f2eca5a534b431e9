import Foundation
@_spi(Rendering) import FolioGraphics
import Logging
import FolioCore
import FolioCairo

/// Where image renderers get their off-screen canvases: Cairo's, in any process (a unit test, a
/// command-line tool, an app), unless a host installs another backend's maker.
@_spi(Rendering) @MainActor
public enum OffscreenRendering {
    /// Makes a canvas of a size in points at a scale, cleared (opaque: filled with black) —
    /// nil when the size cannot be drawn. Nil: no backend (images come out blank, with a diagnostic).
    public static var makeCanvas: ((_ size: CGSize, _ scale: CGFloat, _ opaque: Bool) -> (any OffscreenCanvas)?)? = cairo

    /// The default maker: a Cairo surface with Pango text.
    public static let cairo: (CGSize, CGFloat, Bool) -> (any OffscreenCanvas)? = { CairoCanvas.offscreen(size: $0, scale: $1, opaque: $2) }

    static let log = Logger(label: "folio.drawing")

    /// A canvas for an image renderer, or nil with a diagnostic naming why.
    static func canvas(size: CGSize, scale: CGFloat, opaque: Bool, caller: String) -> (any OffscreenCanvas)? {
        guard size.isFinite, size.width > 0, size.height > 0, scale.isFinite, scale > 0 else {
            log.error("\(caller): cannot draw an image of \(size) at scale \(scale); the image is empty")
            return nil
        }
        guard let make = makeCanvas else {
            log.error("\(caller): no drawing backend is installed (OffscreenRendering.makeCanvas was set to nil); the image is empty")
            return nil
        }
        guard let canvas = make(size, scale, opaque) else {
            log.error("\(caller): the backend cannot make an image of \(size) at scale \(scale); the image is empty")
            return nil
        }
        return canvas
    }

    /// The canvas's pixels as an image of `size` at `scale`, or a blank image of that size.
    static func image(of canvas: (any OffscreenCanvas)?, size: CGSize, scale: CGFloat) -> UIImage {
        if let canvas, let data = canvas.encoded(as: .png), let image = UIImage(data: data, scale: scale) { return image }
        let safe = size.isFinite ? CGSize(width: max(0, size.width), height: max(0, size.height)) : .zero
        return UIImage(blankOfSize: safe, scale: scale.isFinite && scale > 0 ? scale : 1)
    }
}

extension OffscreenRendering {
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
