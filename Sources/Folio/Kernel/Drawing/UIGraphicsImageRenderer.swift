import Foundation
@_spi(Rendering) import FolioLayers
@_spi(Rendering) import FolioGraphics
import FolioCore

/// A renderer's settings, UIKit's `UIGraphicsRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, in points (the renderer sets it).
    open internal(set) var bounds: CGRect = .zero
    /// Default settings.
    public required override init() { super.init() }
}

/// An image renderer's settings, UIKit's `UIGraphicsImageRendererFormat`: the scale (the main
/// screen's by default), whether the image is opaque, the colour range.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range asked for, UIKit's `UIGraphicsImageRendererFormat.Range` (Folio draws
    /// standard range always).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
    /// Pixels per point. Default: the screen's scale.
    open var scale: CGFloat
    /// Whether the image has no transparency (it starts black). Default false.
    open var opaque = false
    /// The colour range. Default `.automatic`.
    open var preferredRange: Range = .automatic

    /// The default settings: the key window's screen scale (the main screen's without one).
    public required init() {
        scale = UIApplication.current?.keyWindow?.screen.scale ?? UIScreen.main.scale
        super.init()
    }
    /// Settings for `traitCollection`'s display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale.isFinite, traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
    /// The device's best settings (the default ones here).
    open class func preferred() -> Self { Self() }
    /// The default settings.
    open class func `default`() -> Self { Self() }
}

/// The context a renderer's drawing actions get, UIKit's `UIGraphicsRendererContext`.
@preconcurrency @MainActor
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw with (also `UIGraphicsGetCurrentContext()` inside the actions).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }
    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Narrows the drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context of an image renderer's actions, UIKit's `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let offscreen: (any OffscreenCanvas)?
    private let size: CGSize, scale: CGFloat
    init(cgContext: CGContext, offscreen: (any OffscreenCanvas)?, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.offscreen = offscreen
        self.size = size
        scale = format.scale
        super.init(cgContext: cgContext, format: format)
    }
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage { OffscreenRendering.image(of: offscreen, size: size, scale: scale) }
}

/// The drawing actions an image renderer runs.
public typealias UIGraphicsImageDrawingActions = (UIGraphicsImageRendererContext) -> Void

/// A renderer, UIKit's `UIGraphicsRenderer`.
@preconcurrency @MainActor
open class UIGraphicsRenderer: NSObject {
    /// The renderer's settings.
    public let format: UIGraphicsRendererFormat
    /// A renderer of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.format = format
        format.bounds = bounds
        super.init()
    }
    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsImageRendererFormat()) }
    /// Whether it makes images (an image renderer does).
    open var allowsImageOutput: Bool { false }
}

/// Draws images off screen, UIKit's `UIGraphicsImageRenderer`: `image(actions:)` runs the
/// actions with a Core Graphics context over new pixels of the renderer's size and scale and
/// returns them as an image (`pngData` and `jpegData` encode them). Views' `draw(_:)` code,
/// `UIBezierPath`, `UIImage.draw` and `NSString.draw` all draw into it.
///
/// A size of no area or not finite gives an empty image with a diagnostic, as does a process
/// without a drawing backend (the window host and the headless app install one).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private var imageFormat: UIGraphicsImageRendererFormat { format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat() }

    /// A renderer of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }
    /// A renderer of `size` points with `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of `bounds` (its origin at the image's top-left) with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }
    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsImageRendererFormat()) }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` on a fresh context and returns what they drew.
    private func render(_ actions: UIGraphicsImageDrawingActions, caller: String) -> UIGraphicsImageRendererContext {
        let bounds = format.bounds, f = imageFormat
        let offscreen = OffscreenRendering.canvas(size: bounds.size, scale: f.scale, opaque: f.opaque, caller: caller)
        let canvas: any Canvas = offscreen ?? RecordingCanvas()
        let cg = CGContext(canvas)
        cg.concatenate(CGAffineTransform(translationX: -bounds.minX.finiteOr(0), y: -bounds.minY.finiteOr(0)))
        let context = UIGraphicsImageRendererContext(cgContext: cg, offscreen: offscreen, format: f, size: bounds.size)
        UIGraphicsContextStack.push(context: cg)
        actions(context)
        UIGraphicsContextStack.pop()
        return context
    }

    /// The image the actions draw.
    open func image(actions: UIGraphicsImageDrawingActions) -> UIImage {
        render(actions, caller: "UIGraphicsImageRenderer.image(actions:)").currentImage
    }
    /// The PNG bytes of what the actions draw (empty on failure, with a diagnostic).
    open func pngData(actions: UIGraphicsImageDrawingActions) -> Data {
        encode(render(actions, caller: "UIGraphicsImageRenderer.pngData(actions:)"), as: .png)
    }
    /// The JPEG bytes of what the actions draw at `compressionQuality` (0 to 1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: UIGraphicsImageDrawingActions) -> Data {
        let quality = compressionQuality.isFinite ? min(1, max(0, compressionQuality)) : 0.8
        return encode(render(actions, caller: "UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)"), as: .jpeg(quality: quality))
    }

    private func encode(_ context: UIGraphicsImageRendererContext, as encoding: ImageEncoding) -> Data {
        guard let canvas = context.cgContext.canvas as? any OffscreenCanvas, let data = canvas.encoded(as: encoding) else { return Data() }
        return data
    }
}
