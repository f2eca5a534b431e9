import Foundation

/// Encoded pixels a canvas draws — what a `UIImage` is made of, shared between the images that
/// show the same pixels (Core Graphics' `CGImage`, in spirit): the bytes, their format, and the
/// backend's decoded pixels, made by the canvas that first draws them.
public final class ImageStorage {
    /// The encoded bytes, kept as an array: a `Data` keeps its buffer behind an enum whose spare
    /// bits hide the pointer from LeakSanitizer, so an image still shown at exit would read as
    /// leaked; an array's buffer is a plain reference.
    private let bytes: [UInt8]
    /// The encoded bytes (empty for a blank image).
    @_spi(Rendering) public var data: Data { Data(bytes) }
    /// How many encoded bytes there are.
    @_spi(Rendering) public var byteCount: Int { bytes.count }
    /// Their format.
    @_spi(Rendering) public let format: ImageFormat
    /// Backend storage: the decoded pixels, made by the canvas that first draws the image.
    @_spi(Rendering) public var decoded: AnyObject?

    package init(data: Data, format: ImageFormat) { bytes = [UInt8](data); self.format = format }
}
