import Foundation
import FolioGeometry

extension CGContext {
    /// The bitmap under an image renderer's context; nil for a window's.
    private var bitmap: (any OffscreenCanvas)? { canvas as? any OffscreenCanvas }

    /// The width of the context's bitmap in pixels; 0 for a context that draws into no bitmap.
    public var width: Int { bitmap?.pixelSize.width ?? 0 }
    /// The height of the context's bitmap in pixels; 0 for a context that draws into no bitmap.
    public var height: Int { bitmap?.pixelSize.height ?? 0 }

    /// A copy of what the bitmap holds now, Core Graphics' `makeImage()`: drawing on afterwards
    /// leaves it as it is. Nil for a context that draws into no bitmap (a view's `draw(_:)` on a
    /// window), with a diagnostic.
    public func makeImage() -> CGImage? {
        guard let bitmap else {
            Self.log.warning("CGContext.makeImage(): the context draws into no bitmap (use an image renderer); no image")
            return nil
        }
        guard let data = bitmap.encoded(as: .png) else { return nil }
        let size = bitmap.pixelSize
        return CGImage(storage: ImageStorage(data: data, format: .png), width: size.width, height: size.height)
    }

    /// Draws `image` scaled into `rect`, as Core Graphics does: with the image's first row at
    /// the bottom of `rect` (`rect.maxY`). In a UIKit context, whose y axis points down, the
    /// image comes out upside down unless the context is flipped first, as on iOS
    /// (`UIImage.draw(in:)` draws it upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.isFinite, rect.width != 0, rect.height != 0, image.width > 0, image.height > 0 else { return }
        let target = rect.standardized
        saveGState()
        canvas.translateBy(x: target.minX, y: target.maxY)
        canvas.concatenate(CGAffineTransform(scaleX: 1, y: -1))
        canvas.draw(image.storage, size: CGSize(width: image.width, height: image.height), scale: 1,
                    in: CGRect(origin: .zero, size: target.size), tint: nil)
        restoreGState()
    }
}
