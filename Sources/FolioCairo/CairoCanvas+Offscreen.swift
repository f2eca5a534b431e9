import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics
import Logging

@_spi(Rendering) extension CairoCanvas: OffscreenCanvas {
    /// The surface's pixels as PNG or JPEG.
    public func encoded(as encoding: ImageEncoding) -> Data? {
        drawHeld()
        do {
            switch encoding {
            case .png: return try surface.pngData()
            case .jpeg(let quality): return try surface.jpegData(quality: quality)
            }
        } catch {
            Logger(label: "folio.drawing").error("encoding an off-screen image failed: \(error)")
            return nil
        }
    }

    /// The surface's size in pixels.
    public var pixelSize: (width: Int, height: Int) { (surface.pixelWidth, surface.pixelHeight) }

    /// The surface itself as the storage's decoded pixels, encoded as PNG when first asked for.
    public func keptPixels() -> ImageStorage {
        drawHeld()
        cairo_surface_flush(surface.handle)
        let surface = self.surface
        return ImageStorage(pixels: surface, encode: { try? surface.pngData() })
    }
}

extension CairoCanvas {
    /// A canvas over a new surface of `size` points at `scale`, cleared (opaque: to black), for
    /// image renderers (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`);
    /// nil when the size cannot be drawn.
    public static func offscreen(size: CGSize, scale: CGFloat, opaque: Bool) -> CairoCanvas? {
        guard let surface = try? CairoSurface(size: size, scale: scale) else { return nil }
        let canvas = CairoCanvas(surface: surface)
        canvas.clear(to: opaque ? .black : nil)
        return canvas
    }
}
