import Foundation

/// Encoded pixels a canvas draws — what a `UIImage` is made of, shared between the images that
/// show the same pixels (Core Graphics' `CGImage`, in spirit): the bytes, their format, and the
/// backend's decoded pixels, made by the canvas that first draws them.
public final class ImageStorage {
    /// The encoded bytes (empty for a blank image).
    @_spi(Rendering) public let data: Data
    /// Their format.
    @_spi(Rendering) public let format: ImageFormat
    /// Backend storage: the decoded pixels, made by the canvas that first draws the image.
    @_spi(Rendering) public var decoded: AnyObject?

    package init(data: Data, format: ImageFormat) { self.data = data; self.format = format }
}
