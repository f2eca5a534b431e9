import Foundation
@_spi(Rendering) import FolioGraphics
import FolioCairo
import Logging

extension UIImage {
    /// The image as PNG, UIKit's `pngData()`: a PNG image's own bytes, a JPEG image's pixels
    /// encoded again, a blank image's transparent pixels; nil (with a diagnostic) when encoding fails.
    public func pngData() -> Data? {
        if storage.format == .png { return storage.data }
        return encoded(as: "PNG") { try $0.pngData() }
    }

    /// The image as JPEG at `compressionQuality` (0…1; clamped), UIKit's
    /// `jpegData(compressionQuality:)`: opaque, transparency over black. Nil (with a diagnostic)
    /// when encoding fails.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1
        return encoded(as: "JPEG") { try $0.jpegData(quality: quality) }
    }

    /// The image's pixels on a Cairo surface, encoded by `encode`.
    private func encoded(as name: String, _ encode: (CairoSurface) throws -> Data) -> Data? {
        do {
            let surface: CairoSurface
            switch storage.format {
            case .png: surface = try CairoSurface(pngData: storage.data, scale: scale)
            case .jpeg: surface = try CairoSurface(jpegData: storage.data, scale: scale)
            case .blank: surface = try CairoSurface(size: size, scale: scale)
            }
            return try encode(surface)
        } catch {
            Logger(label: "folio.image").error("encoding an image of \(size) at scale \(scale) as \(name) failed: \(error)")
            return nil
        }
    }
}
