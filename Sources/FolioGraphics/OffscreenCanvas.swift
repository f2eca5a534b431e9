import Foundation

/// How an off-screen drawing is encoded.
@_spi(Rendering) public enum ImageEncoding: Sendable, Equatable {
    /// PNG, with its alpha.
    case png
    /// JPEG at a quality from 0 to 1, opaque.
    case jpeg(quality: CGFloat)
}

/// A canvas over off-screen pixels that the drawing backend makes for image renderers and for
/// the content layers draw (`CALayer.display()`).
@_spi(Rendering) @preconcurrency @MainActor
public protocol OffscreenCanvas: Canvas {
    /// The pixels drawn so far, encoded; nil when encoding failed.
    func encoded(as encoding: ImageEncoding) -> Data?
    /// How many pixels wide and high the canvas is.
    var pixelSize: (width: Int, height: Int) { get }
    /// The pixels drawn, as image storage sharing them (not a copy): for a canvas nothing draws
    /// on afterwards (a layer's content).
    func keptPixels() -> ImageStorage
}
