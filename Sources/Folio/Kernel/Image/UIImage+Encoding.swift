import Foundation
@_spi(Rendering) import FolioLayers
@_spi(Rendering) import FolioGraphics

extension UIImage {
    /// The image as PNG, UIKit's `pngData()`: a PNG image's own bytes, a JPEG image's pixels
    /// encoded again, a blank image's transparent pixels; nil (with a diagnostic) when encoding fails.
    public func pngData() -> Data? {
        if storage.format == .png { return storage.data }
        return encoded(as: .png, opaque: false, caller: "pngData()")
    }

    /// The image as JPEG at `compressionQuality` (0…1; clamped), UIKit's
    /// `jpegData(compressionQuality:)`: opaque, transparency over black. Nil (with a diagnostic)
    /// when encoding fails.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = compressionQuality.isFinite ? min(max(compressionQuality, 0), 1) : 1
        return encoded(as: .jpeg(quality: quality), opaque: true, caller: "jpegData(compressionQuality:)")
    }

    /// The image's pixels drawn on an off-screen canvas of its size and scale, encoded.
    private func encoded(as encoding: ImageEncoding, opaque: Bool, caller: String) -> Data? {
        guard let canvas = OffscreenRendering.canvas(size: size, scale: scale, opaque: opaque, caller: caller) else { return nil }
        if storage.format != .blank {
            canvas.draw(storage, size: size, scale: scale, in: CGRect(origin: .zero, size: size), tint: nil)
        }
        guard let data = canvas.encoded(as: encoding) else {
            OffscreenRendering.log.error("\(caller): encoding an image of \(size) at scale \(scale) failed")
            return nil
        }
        return data
    }
}
