import Foundation
@_spi(Rendering) import FolioGraphics
import Logging

/// An image: UIKit's `UIImage`, from PNG or JPEG bytes (`init(data:)`, `init(contentsOfFile:)`),
/// by name from asset catalogs and bundles (`init(named:)`), or blank.
///
/// Folio keeps the encoded bytes and reads the size from the header (the PNG header; libjpeg's
/// for JPEG); the drawing backend decodes the pixels the first time the image is drawn and keeps
/// them, shared by every image made from this one (`withRenderingMode`, `withTintColor`, a named
/// image asked for again).
@preconcurrency @MainActor
public final class UIImage: NSObject {
    /// How the image is drawn, UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// What the image is made of, shared between images that show the same pixels.
    @_spi(Rendering) public typealias Storage = ImageStorage

    /// The bytes and the backend's decoded pixels, shared with the images made from this one.
    @_spi(Rendering) public let storage: Storage
    /// Size in points (pixels ÷ scale).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn; templates take the tint colour (tab and bar items use templates
    /// under `.automatic`).
    public let renderingMode: RenderingMode
    /// The colour the image is drawn in (its alpha as a mask), set by `withTintColor(_:)`; it wins
    /// over the tint of the view that draws it. Nil: templates take the view's tint.
    @_spi(Rendering) public let tintColor: UIColor?
    /// The ends that keep their size when the image is drawn larger or smaller (`resizableImage`).
    /// Default zero: the whole image scales.
    public let capInsets: UIEdgeInsets
    /// How the part between the caps fills the space. Default `.stretch`.
    public let resizingMode: ResizingMode

    /// An image from PNG or JPEG bytes; nil (with a diagnostic) when they are neither or damaged.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        self.init(data: data, scale: scale, renderingMode: .automatic)
    }

    init?(data: Data, scale: CGFloat, renderingMode: RenderingMode) {
        guard let (format, pixels) = ImageFormat.read(data) else {
            Logger(label: "folio.image").warning("UIImage: \(data.count) bytes are not a PNG or JPEG image")
            return nil
        }
        let s = (scale.isFinite && scale > 0) ? scale : 1
        storage = Storage(data: data, format: format)
        self.scale = s
        self.renderingMode = renderingMode
        tintColor = nil
        capInsets = .zero
        resizingMode = .stretch
        size = CGSize(width: pixels.width / s, height: pixels.height / s)
    }

    /// A transparent image of `size` points (what stands in for an image Folio cannot show).
    init(blankOfSize size: CGSize, scale: CGFloat) {
        storage = Storage(data: Data(), format: .blank)
        self.size = size
        self.scale = scale
        renderingMode = .automatic
        tintColor = nil
        capInsets = .zero
        resizingMode = .stretch
    }

    /// An image over pixels another image read (a named image asked for again).
    init(storage: Storage, size: CGSize, scale: CGFloat, renderingMode: RenderingMode) {
        self.storage = storage
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        tintColor = nil
        capInsets = .zero
        resizingMode = .stretch
    }

    /// Another image showing `other`'s pixels, with its own mode and tint.
    init(sharing other: UIImage, renderingMode: RenderingMode? = nil, tintColor: UIColor? = nil,
         capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil) {
        storage = other.storage
        size = other.size
        scale = other.scale
        self.renderingMode = renderingMode ?? other.renderingMode
        self.tintColor = tintColor ?? other.tintColor
        self.capInsets = capInsets ?? other.capInsets
        self.resizingMode = resizingMode ?? other.resizingMode
    }

    /// An image read from a PNG or JPEG file (`@2x`/`@3x` in the name give its scale); nil when
    /// it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            Logger(label: "folio.image").warning("UIImage: cannot read \(path)")
            return nil
        }
        let scale: CGFloat = path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1
        self.init(data: data, scale: scale, renderingMode: .automatic)
    }

    /// The same image drawn in another mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(sharing: self, renderingMode: mode)
    }

    /// The same image drawn in `color` (its alpha as a mask), as UIKit's `withTintColor(_:)`:
    /// a template image in that colour.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(sharing: self, renderingMode: .alwaysTemplate, tintColor: color)
    }

    /// `withTintColor(_:)` with the mode to draw in (`.alwaysOriginal` keeps the colour through
    /// bar items' template drawing, as in UIKit).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(sharing: self, renderingMode: renderingMode == .automatic ? .alwaysTemplate : renderingMode, tintColor: color)
    }
}
