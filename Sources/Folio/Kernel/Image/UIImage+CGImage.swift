import Foundation
@_spi(Rendering) import FolioGraphics
import Logging

extension UIImage {
    /// Which way up an image's pixels are shown, UIKit's `UIImage.Orientation`. Folio shows
    /// pixels as stored (`.up`).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Which way up the pixels are shown: `.up` (Folio does not turn images).
    public var imageOrientation: Orientation { .up }

    /// The image's pixels as a Core Graphics image, sharing them; nil for an image with none
    /// (a blank stand-in), as UIKit answers for images not backed by a bitmap.
    public var cgImage: CGImage? {
        guard storage.format != .blank, size.width > 0, size.height > 0 else { return nil }
        return CGImage(storage: storage, width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// An image of `cgImage`'s pixels at scale 1 (one point per pixel).
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point. An orientation other than
    /// `.up` is shown as `.up`, with a diagnostic.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        if orientation != .up {
            Logger(label: "folio.image").warning("UIImage(cgImage:scale:orientation:): \(orientation) is shown as .up (Folio does not turn images)")
        }
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.init(storage: cgImage.storage, size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s),
                  scale: s, renderingMode: .automatic)
    }
}
