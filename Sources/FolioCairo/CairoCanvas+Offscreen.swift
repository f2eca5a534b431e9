import Foundation
@_spi(Rendering) import Folio
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
}

extension CairoRenderer {
    /// Makes image renderers (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`)
    /// draw into Cairo surfaces with Pango text. The window host and the headless app call it.
    public static func installOffscreenRendering() {
        OffscreenRendering.makeCanvas = { size, scale, opaque in
            guard let surface = try? CairoSurface(size: size, scale: scale) else { return nil }
            let canvas = CairoCanvas(surface: surface)
            canvas.clear(to: opaque ? .black : nil)
            return canvas
        }
    }
}
