import Foundation
import Logging

/// A PNG image: UIKit's `UIImage` (the parts Folio's bars and views draw).
///
/// Folio keeps the PNG bytes and reads the size from the PNG header; the drawing backend decodes
/// the pixels (Cairo in `FolioCairo`) the first time the image is drawn and caches them.
@preconcurrency @MainActor
public final class UIImage: NSObject {
    /// How the image is drawn, UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The PNG bytes.
    public let pngData: Data
    /// Size in points (pixels ÷ scale).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn; templates take the tint colour (tab and bar items use templates
    /// under `.automatic`).
    public let renderingMode: RenderingMode
    /// Backend storage: the decoded pixels, made by the canvas that first draws the image.
    public var decoded: AnyObject?

    /// An image from PNG bytes; nil (with a diagnostic) when they are not a PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        self.init(data: data, scale: scale, renderingMode: .automatic)
    }

    init?(data: Data, scale: CGFloat, renderingMode: RenderingMode) {
        // PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature else {
            Logger(label: "folio.image").warning("UIImage: \(data.count) bytes are not a PNG")
            return nil
        }
        func be32(_ at: Int) -> UInt32 { data[data.startIndex + at ..< data.startIndex + at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let s = (scale.isFinite && scale > 0) ? scale : 1
        pngData = data
        self.scale = s
        self.renderingMode = renderingMode
        size = CGSize(width: CGFloat(be32(16)) / s, height: CGFloat(be32(20)) / s)
    }

    /// An image read from a PNG file; nil when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            Logger(label: "folio.image").warning("UIImage: cannot read \(path)")
            return nil
        }
        self.init(data: data, scale: path.contains("@2x") ? 2 : 1)
    }

    /// The same image drawn in another mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = UIImage(data: pngData, scale: scale, renderingMode: mode)!
        copy.decoded = decoded
        return copy
    }
}
