import Foundation

/// A bitmap: Core Graphics' `CGImage`, what `UIImage.cgImage` gives, `CGContext.makeImage()`
/// makes and a layer shows as its `contents`. It has a size in pixels and no scale of its own
/// (`UIImage(cgImage:scale:orientation:)` and a layer's `contentsScale` give it one). Its pixels
/// are 8 bits per component, RGBA.
public final class CGImage {
    /// The pixels, shared with the images made from the same ones.
    @_spi(Rendering) public let storage: ImageStorage
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * 4 }
    /// The colour space: device RGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// An image of `storage`'s pixels, `width` × `height` of them.
    @_spi(Rendering) public init(storage: ImageStorage, width: Int, height: Int) {
        self.storage = storage
        self.width = max(0, width)
        self.height = max(0, height)
    }
}
