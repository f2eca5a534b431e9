import Foundation
import Folio

/// Renders view trees into Cairo surfaces.
@MainActor
public enum CairoRenderer {
    /// Draws `view` (in its bounds coordinates) over `background` into `surface`.
    public static func render(_ view: UIView, into surface: CairoSurface, background: UIColor? = .black,
                              textEngine: PangoTextEngine = .shared) {
        let canvas = CairoCanvas(surface: surface, textEngine: textEngine)
        canvas.clear(to: background)
        ViewRenderer.render(view, in: canvas)
    }

    /// A new surface of the view's size at `scale` with the view drawn in it.
    public static func image(of view: UIView, scale: CGFloat, background: UIColor? = .black) throws -> CairoSurface {
        let surface = try CairoSurface(size: view.bounds.size, scale: scale)
        render(view, into: surface, background: background)
        return surface
    }
}

extension UIView {
    /// The view and its subviews rendered at `scale` (1 or 2) as PNG data, over transparency.
    /// Throws for an empty or non-finite size.
    public func snapshotPNG(scale: CGFloat) throws -> Data {
        try CairoRenderer.image(of: self, scale: scale, background: nil).pngData()
    }
}
